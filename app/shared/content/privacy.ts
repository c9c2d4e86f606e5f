/** The privacy policy: ten numbered sections, under UK GDPR and the Data Protection Act 2018. */
import { demonstrationSections } from './demonstrationPrivacy.ts'
import { enquiryRetention } from './enquiryRetention.ts'
import { firm, fullAddress, phoneWithInternational } from './firm.ts'
import type { PolicySection } from './types.ts'
import { whileFictional } from './whileFictional.ts'
import { refusedKeptDays } from '../enquiry/outboxKeeping.ts'

/**
 * The regulator is still the Information Commissioner: the Data (Use and Access) Act 2025, ss.117-119,
 * makes it an "Information Commission", but s.117 is in force only in part (SI 2025/904, reg. 2(r), from
 * 20 August 2025) and the consequential amendments wait for s.119 (SI 2026/386, reg. 1(2)), which no
 * source shows commenced (SI 2026/82 brought in s.120, not s.119, on 5 February 2026); checked
 * 24 November 2026. So the notice says the change is coming. Re-check at the policy's next revision.
 */
export const icoUrl = 'https://ico.org.uk'

/** The controller (UK GDPR Art. 13(1)(a)) of the firm's notice; the demonstration's names its operator (demonstrationPrivacy.ts). */
const controller = `${firm.name}, of ${fullAddress}`

export const siteCopyRemoval = {
  section: 'Cookies and Website Technology',
  button: 'Remove this site’s copy from this device',
  done: (workers: number, caches: number) =>
    `Done: ${workers === 1 ? 'the site’s background worker was removed' : `${workers} background workers were removed`} and ${caches === 1 ? '1 stored copy was deleted' : `${caches} stored copies were deleted`}. Any enquiry waiting on this device is still kept. Opening another page of this site stores a new copy; to stop that, clear this site’s data in your browser’s settings.`,
  unsupported: 'This browser keeps no copy of the site, so there is nothing to remove.',
  failed: 'The browser did not let us remove the copy. You can remove it by clearing this site’s data in your browser’s settings.',
}

const websiteTechnology: PolicySection = {
  heading: 'Cookies and Website Technology',
  body: [
    'Our website does not set any tracking, advertising or analytics cookies, and we do not use third-party tracking tools.',
    'To make the website work reliably, including when your internet connection is poor, it uses the storage built into your own browser:',
    {
      list: [
        'If you submit an enquiry while you are offline, it is kept in your browser’s storage on your device, in an outbox, until it can be delivered to us. Once it has been delivered, it is removed from your device.',
        `If our server refuses an enquiry (for example because a field is not valid), it stays on your device so that you can put it back in the form, for ${refusedKeptDays} days at most; after that it is removed. You can discard it sooner.`,
        'The website installs a small background program in your browser, called a service worker, which keeps a copy of the site’s public pages, pictures and code on your device, so that pages open quickly and can be read offline. The copy is the same for every visitor and holds no personal information.',
      ],
    },
    'This information stays on your device and is not used to track you. The button below removes the site’s copy and its service worker from this device in one tap. It does not delete an enquiry waiting to be sent: that is yours to discard, in the panel at the foot of the page, because once deleted it cannot be recovered. Clearing this site’s data in your browser’s settings removes everything, enquiries included.',
    'Our map is loaded only if you choose to view it. It is then provided by OpenStreetMap, which, like any website, receives your IP address. Links to other websites, such as map directions, take you to sites that have their own privacy policies.',
  ],
}

/** The firm's own notice, in ten sections, for a real firm that turns `fictional` off. */
export const firmsSections: PolicySection[] = [
  {
    heading: 'Introduction',
    body: [
      `${firm.name} ("we", "us", "our") is committed to protecting your privacy. This policy explains how we collect, use, store and protect your personal information when you visit our website, contact us or instruct us, and the rights you have over that information.`,
      `We process personal information in accordance with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. The data controller responsible for your personal information is ${controller}.`,
      // UK GDPR Art. 37(1) and recital 91 (the processing of clients' data by an individual lawyer is
      // not "large scale"); ICO, "Data protection officers", read 27 November 2026.
      'We have not appointed a data protection officer: the law requires one only of public authorities and of organisations whose core work is large-scale monitoring or large-scale processing of sensitive data, and we are neither. Questions about your information go to the contacts in section 10.',
    ],
  },
  {
    heading: 'Information We Collect',
    body: [
      'We collect only the information we need to respond to you and to provide our legal services. This may include:',
      {
        list: [
          'Contact details you give us, such as your name, e-mail address, telephone number and postal address.',
          'The details of your enquiry, including the type of legal service you are interested in, the name of the other party if you give it, and anything you choose to tell us about your matter.',
          'Identification documents and information we are required to obtain before acting for you, for example to comply with anti-money laundering regulations.',
          'Information relevant to your legal matter, which may include financial details and, where your matter requires it, sensitive information such as health records in a personal injury claim or details of criminal proceedings.',
          'Records of our correspondence and communications with you.',
        ],
      },
      // UK GDPR Art. 13(2)(e): whether providing the data is required, and what follows if it is not.
      'What you must give us: to answer an enquiry we need your name and a way to reach you (e-mail address and phone number); without them we cannot reply. Before we can act for you, the Money Laundering, Terrorist Financing and Transfer of Funds (Information on the Payer) Regulations 2017 require us to check your identity; if you do not give us the documents we ask for, we cannot act for you. Everything else you tell us is your choice.',
      // UK GDPR Art. 14: information about you that we did not get from you.
      'We may also learn about you from others: the other people involved in your matter and their solicitors, courts and tribunals, doctors and hospitals (with your consent, in an injury claim), identity verification services, public registers such as the Land Registry and Companies House, and anyone who refers you to us. This can include contact details, details of the matter, and, where the matter needs it, health information or information about criminal proceedings. We tell you where it came from if you ask, unless the law or our duty of confidentiality to someone else prevents it.',
      'Our website does not collect information about you through analytics or advertising tools. We receive only what you choose to send us, together with the basic technical information (such as your IP address) that any web server receives when a page is requested, which we use only to keep the website running securely.',
    ],
  },
  {
    heading: 'How We Use Your Information',
    body: [
      'We use your personal information for the following purposes, and only where the law allows:',
      {
        list: [
          'To respond to your enquiry and to tell you whether and how we can help (to take steps at your request before entering into a contract).',
          'To check, before we act for anyone, that we have no conflict of interest, which means keeping a record of who has contacted us and about whom, even if you do not instruct us (our legitimate interests, and our professional duty not to act where there is a conflict).',
          'To provide legal services to you and to manage your matter (to perform our contract with you).',
          'To comply with our legal and regulatory obligations, including identity checks, anti-money laundering requirements and professional rules (legal obligation).',
          'To run our practice efficiently, keep proper records and protect our legal position (our legitimate interests, which we balance against your rights).',
          'To send you legal updates or news about our services, but only where you have agreed to receive them (consent).',
        ],
      },
      'Where we process sensitive information, such as health data or information about criminal proceedings, we do so only where it is necessary for your matter, for example to establish, bring or defend legal claims, and with the additional safeguards the law requires. We do not use your information for automated decision-making or profiling.',
    ],
  },
  {
    heading: 'Data Sharing and Disclosure',
    body: [
      'We do not sell your personal information, and we do not share it with anyone for their own marketing. We share it only where this is necessary for your matter, where you have asked us to, or where the law requires it. Depending on your matter, we may share information with:',
      {
        list: [
          'Barristers, medical and other experts, and other professionals we instruct on your behalf.',
          'Courts, tribunals and the other parties to your matter and their legal representatives.',
          'Public bodies such as Land & Property Services and HM Revenue & Customs, for example in a property transaction.',
          'Banks, mortgage lenders and insurers connected with your matter.',
          'Service providers who support our practice, such as IT, secure storage and identity verification providers, who act only on our instructions and under a written contract.',
          'Our regulator, auditors and insurers, or the police and other authorities, where we are legally required to do so.',
        ],
      },
      // UK GDPR Art. 13(1)(f). The providers are those docs/operating.md suggests for a CDN; the
      // safeguards named are the UK's (Art. 45 adequacy regulations, including the UK Extension to the
      // EU-US Data Privacy Framework; Art. 46 the ICO's International Data Transfer Agreement and Addendum).
      'We aim to keep your information within the United Kingdom. The website may be served through a content delivery network, a service that passes every request, including an enquiry you send, between your browser and our server: for example Cloudflare, Fastly, Amazon CloudFront or Bunny. Some of these providers may handle data outside the UK. Where one does, the transfer relies on UK adequacy regulations (for a US provider, the UK Extension to the EU-US Data Privacy Framework, if the provider is certified under it) or on the Information Commissioner’s International Data Transfer Agreement or Addendum. You can ask us which provider, if any, is in use, and for a copy of the safeguard that applies.',
    ],
  },
  {
    heading: 'Data Security',
    body: [
      'We take appropriate technical and organisational measures to protect your personal information against loss, misuse, unauthorised access and disclosure. These include secure, encrypted connections to our website, access controls so that only those who need your information can see it, and a duty of confidentiality on everyone who works for us.',
      'No method of transmission over the internet is completely secure. If you would prefer not to send sensitive details through our website, please telephone us instead. If a personal data breach occurs, we will report it to the Information Commissioner’s Office without undue delay, and where feasible within 72 hours of becoming aware of it, unless it is unlikely to result in a risk to your rights and freedoms. If it is likely to result in a high risk to them, we will also tell you without undue delay.',
      // UK GDPR Art. 33(1): notify the regulator unless the breach is unlikely to result in a risk to
      // the rights and freedoms of natural persons; Art. 34(1): tell the person when it is likely to
      // result in a high risk.,
    ],
  },
  {
    heading: 'Data Retention',
    body: [
      'We keep personal information only for as long as we need it for the purpose for which it was collected, or for as long as the law or our professional obligations require. Our retention periods are:',
      {
        list: [
          'Client files: a minimum of 6 years after the matter is completed. Some files, such as wills, deeds and matters involving children, are kept for longer where this is necessary.',
          'Financial records: 7 years.',
          `Website enquiry data: up to ${enquiryRetention.display} from when you send the enquiry, where it does not lead to you instructing us; it is then deleted automatically. We keep it that long so that, if someone on the other side of the same matter contacts us, we know we cannot act against you using what you told us (a conflict check).`,
          'Marketing information: until you unsubscribe or withdraw your consent.',
        ],
      },
      'When information is no longer needed, we delete or destroy it securely.',
    ],
  },
  {
    heading: 'Your Rights',
    body: [
      'Under UK GDPR and the Data Protection Act 2018, you have the right to:',
      {
        list: [
          'Ask for a copy of the personal information we hold about you.',
          'Ask us to correct information that is inaccurate or incomplete.',
          'Ask us to delete your information, where we no longer have a lawful reason to keep it.',
          'Ask us to restrict how we use your information in certain circumstances.',
          'Object to our use of your information where we rely on our legitimate interests, and object at any time to direct marketing.',
          'Ask us to transfer information you have given us to you or to another organisation, where this applies.',
          'Withdraw your consent at any time, where we rely on consent. This does not affect anything we did before you withdrew it.',
        ],
      },
      'Some of these rights are limited by law, for example where information is protected by legal professional privilege or where we must keep records to meet our legal obligations. We will respond to your request within one month and will not usually charge a fee. To make a request, please use the details in the Contact Us section below.',
      'If you are unhappy with how we have used or looked after your personal information, you can complain to us. Since 19 June 2026, section 103 of the Data (Use and Access) Act 2025 has required us to give you a way to do so, electronically as well as on paper. You can complain:',
      {
        list: [
          `By e-mail to ${firm.email}, with "Data protection complaint" in the subject line.`,
          'Online, through the enquiry form on our Contact page, saying in your message that it is a data protection complaint.',
          `By post to ${firm.name}, ${fullAddress}, or by telephone on ${phoneWithInternational}.`,
        ],
      },
      'We will acknowledge your complaint within 30 days of receiving it. We will then take appropriate steps to respond to it, including looking into it as far as is appropriate, keep you informed of progress, and tell you the outcome without undue delay.',
      `If you are not satisfied with our answer, you can then complain to the Information Commissioner’s Office, the UK regulator for data protection, at ${icoUrl}. The Commissioner normally expects you to have complained to us first. The Data (Use and Access) Act 2025 replaces the Commissioner with a body called the Information Commission; as far as we could establish on 24 November 2026, that change had not yet taken effect.`,
    ],
  },
  websiteTechnology,
  {
    heading: 'Changes to This Policy',
    body: [
      'We review this policy regularly and may update it to reflect changes in the law or in the way we work. The date at the top of this page shows when it was last updated. Where a change is significant, we will draw it to your attention where we can.',
    ],
  },
  {
    heading: 'Contact Us',
    body: [
      'If you have any questions about this policy or about how we handle your personal information, or if you wish to exercise any of your rights, please contact us:',
      {
        list: [`By post: ${firm.name}, ${fullAddress}`, `By telephone: ${phoneWithInternational}`, `By e-mail: ${firm.email}`],
      },
      'To complain about how we have handled your personal information, please see section 7, Your Rights, which explains how we deal with complaints.',
    ],
  },
]

export const privacyPolicy = {
  heading: 'Privacy Policy',
  lastUpdated: '2026-11-27',
  lastUpdatedDisplay: '27 November 2026',
  intro: whileFictional(
    'This policy explains what this demonstration keeps about you, who holds it, for how long, and how to have it erased.',
    `This policy explains how ${firm.name} collects, uses and protects your personal information, and the rights you have over it.`,
  ),
  sections: whileFictional(demonstrationSections({ websiteTechnology, icoUrl }), firmsSections),
}
