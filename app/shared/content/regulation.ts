import { firm, fullAddress } from './firm.ts'
import { whileFictional } from './whileFictional.ts'

/**
 * The information the Provision of Services Regulations 2009 (SI 2009/2999) require of a provider
 * in a regulated profession: under regulation 8, the provider's name, legal form and address
 * (8(1)(a)-(c)), its VAT number where it has one (8(1)(g)), the professional body and the
 * professional title with where it was granted (8(1)(h)), and the professional liability insurance
 * with the insurer's contact details and territorial cover (8(1)(n)); under regulation 9(1)(b), a
 * reference to the professional rules and how to read them; plus how to complain.
 *
 * Sources, read 24 November 2026:
 * - The Law Society of Northern Ireland is "the statutory regulator of solicitors" under the
 *   Solicitors (Northern Ireland) Order 1976 (lawsoc-ni.org, "Professional conduct complaint"),
 *   which also cites "Regulation 25 of the Solicitors' Practice Regulations 1987 as amended".
 * - Complaints: the Legal Complaints and Regulation Act (Northern Ireland) 2016 commenced on
 *   1 September 2025 (The Writ, issue 248, autumn 2025). Under s.29 every solicitor keeps an
 *   in-house complaints procedure; under s.30 the Law Society set up the Solicitors Complaints
 *   Committee (scc-ni.org, "Start a complaint" and the online form's checklist: complain to the firm
 *   within 6 months of the end of the matter or of learning of the problem, the firm replies within
 *   28 days, then to the Committee within 3 months of the end of the in-house procedure, or within
 *   4 months of the in-house complaint when the firm has not answered it). Conduct (dishonesty,
 *   misuse of client money and the like) stays with the Law Society (lawsoc-ni.org, as above). The
 *   Legal Services Oversight Commissioner for Northern Ireland (s.1; legalcommissioner-ni.org.uk)
 *   oversees how complaints are handled and does not re-open individual complaints (Explanatory
 *   Notes to the 2016 Act, s.2).
 * - The rules (read 27 November 2026): lawsoc-ni.org/regulations-standards names the Order as the
 *   framework under which the Society regulates, and the Solicitors' Practice Regulations 1987 as
 *   its core regulations.
 * - The insurer is invented, like the firm (firm.fictional), and its contact details use the
 *   reserved .example domain; a real firm names its own insurer and cover here.
 */

const lawSociety = { label: 'The Law Society of Northern Ireland', href: 'https://www.lawsoc-ni.org' }
const practiceRegulations = { label: 'The Law Society’s regulations and standards', href: 'https://www.lawsoc-ni.org/regulations-standards' }
const complaintsCommittee = { label: 'The Solicitors Complaints Committee', href: 'https://scc-ni.org' }
const oversightCommissioner = { label: 'The Legal Services Oversight Commissioner', href: 'https://www.legalcommissioner-ni.org.uk' }

export const indemnityInsurance = {
  insurer: 'Lagan Professional Indemnity Insurance Ltd (a fictional insurer)',
  contact: 'claims@lagan-indemnity.example',
  territorialCover: 'worldwide, for legal services provided from our office in Northern Ireland',
}

export interface RegulatoryItem {
  term: string
  paragraphs: string[]
  links?: Array<{ label: string; href: string }>
}

/** While fictional, the lines are shown as how a real firm states them: nobody here is regulated, insured or reachable. */
const asARealFirmStatesIt = whileFictional(
  `This is how a firm of solicitors in Northern Ireland states what the law requires it to publish. ${firm.name} is fictional: nobody here is regulated by the Law Society, holds a practising certificate or is insured, and a complaint sent to this firm reaches nobody. The bodies, laws and rules named are real.`,
  null,
)

/** Provision of Services Regulations 2009, reg. 8(1)(g): the VAT number, where the provider has one. */
const vatItem: RegulatoryItem[] = firm.vatNumber
  ? [{ term: 'VAT', paragraphs: [`Our VAT registration number is ${firm.vatNumber}.`] }]
  : firm.fictional
    ? [{ term: 'VAT', paragraphs: ['A firm registered for VAT gives its VAT registration number here. This fictional firm has none.'] }]
    : []

export const regulatoryInformation = {
  id: 'regulatory-information',
  heading: whileFictional('Regulatory Information, as a Real Firm States It', 'Regulatory Information'),
  intro: asARealFirmStatesIt,
  items: [
    {
      term: 'The firm',
      paragraphs: [`${firm.name} is a partnership of solicitors practising from ${fullAddress}, ${firm.address.region}.`],
    },
    {
      term: 'Professional body and regulator',
      paragraphs: [
        'Our solicitors are regulated by the Law Society of Northern Ireland, the statutory regulator of solicitors under the Solicitors (Northern Ireland) Order 1976, and each holds a practising certificate issued by the Society.',
      ],
      links: [lawSociety],
    },
    {
      term: 'Professional title',
      paragraphs: [
        'Solicitor, a title granted in Northern Ireland on admission to the Roll of Solicitors. Our legal executive and paralegals are not solicitors; they work under the supervision of the firm’s solicitors.',
      ],
    },
    {
      term: 'Professional rules',
      paragraphs: [
        'We are regulated under the Solicitors (Northern Ireland) Order 1976 and follow the Solicitors’ Practice Regulations 1987, as amended, and the other regulations the Law Society makes under that Order. You can read them on the Law Society’s website.',
      ],
      links: [practiceRegulations],
    },
    {
      term: 'Professional indemnity insurance',
      paragraphs: [`Our insurer is ${indemnityInsurance.insurer}, contact ${indemnityInsurance.contact}. The cover is ${indemnityInsurance.territorialCover}.`],
    },
    {
      term: 'How to complain',
      paragraphs: [
        `If you are unhappy with our service, please tell us first: write to the Managing Partner at ${fullAddress}, or e-mail ${firm.email}, within six months of your matter ending or of learning of the problem. We will acknowledge your complaint and send you a full written reply within 28 days.`,
        'If you are still not satisfied, or we have not replied within 28 days, you can take a complaint about our service to the Solicitors Complaints Committee, set up by the Law Society of Northern Ireland under the Legal Complaints and Regulation Act (Northern Ireland) 2016: within three months of the end of our own procedure or, if we never answered your complaint, within four months of making it.',
        'A complaint about a solicitor’s professional conduct, such as dishonesty or the misuse of client money, goes to the Law Society of Northern Ireland. The Legal Services Oversight Commissioner for Northern Ireland oversees how the Law Society and the Committee handle complaints; the Commissioner does not re-open individual complaints.',
      ],
      links: [complaintsCommittee, lawSociety, oversightCommissioner],
    },
    ...vatItem,
  ] satisfies RegulatoryItem[],
}

/** The short form in every page's footer, with a link to the whole on the About page. */
export const regulatorySummary = {
  /** Before the lines, so that nobody reads them as this firm's. */
  heading: whileFictional('How a real firm states its regulation (this one is fictional)', 'Regulation'),
  lines: [
    'Our solicitors hold the title “solicitor”, granted in Northern Ireland, and are regulated by the Law Society of Northern Ireland under the Solicitors (Northern Ireland) Order 1976; we follow the Solicitors’ Practice Regulations (read them at lawsoc-ni.org/regulations-standards).',
    `Professional indemnity insurance: ${indemnityInsurance.insurer}; cover ${indemnityInsurance.territorialCover}.`,
    'Complaints: to us first, then to the Solicitors Complaints Committee (scc-ni.org); the Legal Services Oversight Commissioner oversees how complaints are handled.',
  ],
  link: 'Regulatory information and how to complain',
}
