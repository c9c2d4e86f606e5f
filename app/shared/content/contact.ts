import type { HeardFrom } from '../enquiry/heardFrom.ts'
import { refusedKeptDays } from '../enquiry/outboxKeeping.ts'
import { fictionalNotice } from './fictionalNotice.ts'
import { firm, freeOffer, fullAddress } from './firm.ts'
import { enquiryRetention } from './enquiryRetention.ts'
import { realHelp } from './realHelp.ts'
import { whileFictional } from './whileFictional.ts'

export const contactPage = {
  eyebrow: 'Contact us',
  heading: freeOffer.title,
  intro: `Tell us what has happened and how we can reach you, and ask for ${freeOffer.term}. ${whileFictional('', 'Your enquiry is confidential. ')}${fictionalNotice.whoReplies} ${whileFictional(realHelp.urgent, `If it is urgent, call us on ${firm.phone.display}.`)}`,
  freeOffer: freeOffer.definition,
}

/**
 * What a prospective client must know before sending anything: the Law Society of Northern Ireland's
 * client care rules make the retainer a matter of agreed terms, limitation runs until proceedings are
 * issued (Limitation (NI) Order 1989), and a firm cannot know of a conflict until it has checked.
 */
export const beforeYouSend = {
  heading: 'Before you send',
  points: [
    'Sending an enquiry does not make us your solicitors. We act for you only once we have agreed to, and have set out our terms in writing.',
    whileFictional(
      'An enquiry does not stop a time limit running. If a deadline may be close, for a claim, an appeal or a court date, take it to a real solicitor now.',
      'An enquiry does not stop a time limit running. If a deadline may be close, for a claim, an appeal or a court date, say so and phone us.',
    ),
    'Please do not send confidential details yet. Name the other party, if there is one, so that we can check that nothing stops us acting for you, and keep the rest until we confirm that we can.',
  ],
}

export const contactDetails = {
  office: 'Main office',
  telephone: 'Telephone',
  email: 'Email',
  dx: 'Document exchange',
  hours: 'Office hours',
  followUs: 'Follow us',
}

export const mapCopy = {
  show: 'Show interactive map',
  title: whileFictional('Map of Derry/Londonderry', `Map showing ${firm.name}, ${fullAddress}`),
  /** While fictional, in place of directions to an office that is not there. */
  nowhere: 'A fictional address: the map shows the city, not an office.',
  directions: 'Get Directions',
  /** Read after "Get Directions" by screen readers only. */
  directionsNote: ' (opens OpenStreetMap in a new tab)',
}

export const enquiryForm = {
  heading: 'Send an enquiry',
  intro: whileFictional(
    'Your name, e-mail address and phone number are needed to send the form; the rest is optional.',
    'Your name, e-mail address and phone number are needed so that we can reply; the rest is optional. We keep what you send confidential; until we have checked that we can act for you, tell us only who is involved and what it is about.',
  ),
  submit: 'Submit Enquiry',
  submitting: 'Submitting...',
  privacyLink: 'Privacy policy',
  /** The label of a field people never see, for bots that fill every input. */
  trap: 'Leave this field empty',
  notSent: 'Failed to submit enquiry',
  privacyNote: whileFictional(
    `This demonstration keeps what you send for ${enquiryRetention.display} to show how the inbox works, then deletes it; nobody uses it to answer you. The privacy policy says who holds it and how to have it erased sooner.`,
    `We use these details to answer your enquiry and to check that nothing stops us acting for you (a conflict check), and keep them no longer than ${enquiryRetention.display} if you do not instruct us.`,
  ),
  fields: {
    firstName: { label: 'First name', autoComplete: 'given-name' },
    lastName: { label: 'Last name', autoComplete: 'family-name' },
    email: { label: 'Email', type: 'email', autoComplete: 'email' },
    phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', hint: 'From outside the UK and Ireland, start with + and the country code.' },
    otherParty: {
      label: 'Other party',
      autoComplete: 'off',
      hint: 'Optional. The name of the person or business on the other side, if there is one, so that we can check that nothing stops us acting for you.',
    },
    details: { label: 'How can we help?', type: 'textarea', hint: 'Optional. A few lines about what has happened and any dates that matter.' },
  },
  areaOfLaw: {
    label: 'Area of law',
    hint: 'Optional. If you know it, it helps us pass your enquiry to the right solicitor.',
    noChoice: 'Choose one (optional)',
  },
  /** Where the firm's enquirers come from, counted in the inbox's report; nothing else about the visitor is kept. */
  heardFrom: {
    label: 'How did you hear about us?',
    hint: 'Optional.',
    noChoice: 'Choose one (optional)',
    choices: {
      'search-engine': 'A search engine',
      recommendation: 'A recommendation from someone I know',
      'returning-client': 'I have been a client before',
      'social-media': 'Social media',
      'local-press': 'Local newspaper or radio',
      other: 'Somewhere else',
    } satisfies Record<HeardFrom, string>,
  },
  errorSummary: 'Please check these fields before sending:',
  confirmation: {
    delivered: firm.fictional
      ? { heading: 'Your enquiry has reached us', text: `${fictionalNotice.sent} If you need legal advice, please contact a real solicitor.` }
      : {
          heading: 'Your enquiry has reached us',
          text: `A member of our team will reply ${firm.hours.promise}, by phone or e-mail. If it is urgent, please phone ${firm.phone.display}. To ask something else, use the form again.`,
        },
    kept: {
      heading: 'Your enquiry is kept on this device',
      text: 'It has not reached us yet. It goes by itself, as the notice at the foot of the page says, and this message changes once it has reached us.',
    },
  },
} as const

/** offline: no connection; server: ours did not take it; busy: ours asked to wait (429). */
type WaitReason = 'offline' | 'server' | 'busy'

const cause = {
  offline: 'You are offline.',
  server: 'Our server is not answering just now.',
  busy: 'Our server has had several enquiries from this connection in a short time, and asks to wait a few minutes.',
}

/** Background Sync (Chromium) sends it after the page closes; elsewhere an open page does; an in-app browser's storage may go with the app. */
export type KeptBy = 'backgroundSync' | 'openPage' | 'thisAppOnly'

const sentWhen = {
  offline: (by: KeptBy) =>
    by === 'backgroundSync'
      ? 'It will be sent when you are back online, even if you close this page.'
      : by === 'openPage'
        ? 'It will be sent when you are back online, while this page stays open, or the next time you open our site with a connection.'
        : 'It will be sent when you are back online, while this page stays open.',
  server: (by: KeptBy) =>
    by === 'backgroundSync'
      ? 'It will be sent automatically once our server answers: this page keeps trying while it is open, your browser tries again for a while after you close it, and otherwise it goes the next time you open our site.'
      : by === 'openPage'
        ? 'It will be sent automatically once our server answers: this page keeps trying while it stays open, and otherwise it goes the next time you open our site.'
        : 'It will be sent automatically once our server answers, while this page stays open.',
}

const callUs = whileFictional(realHelp.urgent, `If it is urgent, call us on ${firm.phone.display}.`)

/** Inside an app's own browser (no service worker): the kept copy may not outlive the app. */
const appOnly = whileFictional(
  "It is kept only in this app's browser and may be lost when the app closes.",
  `It is kept only in this app's browser and may be lost when the app closes: to be sure it reaches us, call us on ${firm.phone.display} or e-mail ${firm.email}.`,
)

/** The toasts an enquiry ends in (docs/specification.md, "Error catalogue"). */
export const enquiryNotices = {
  delivered: {
    title: 'Enquiry Submitted',
    text: firm.fictional ? fictionalNotice.sent : `Thank you for your enquiry. We'll be in touch ${firm.hours.promise}.`,
  },
  failed: { title: 'Submission Failed', text: whileFictional('Please try again.', 'Please try again or call us directly') },
  saved: { title: 'Enquiry saved on this device' },
}

export const waitingCopy = {
  saved(reason: WaitReason, by: KeptBy) {
    const when = sentWhen[reason === 'offline' ? 'offline' : 'server'](by)
    if (by === 'thisAppOnly') return `${cause[reason]} ${when} ${appOnly}`
    return `${cause[reason]} Your enquiry is saved on this device. ${when}${reason === 'offline' ? '' : ` ${callUs}`}`
  },
  /** The waiting notice's line, by the reason of the oldest waiting enquiry (nothing goes before it). */
  why(reason: WaitReason, by: KeptBy) {
    const when = reason === 'offline' ? `Waiting for a connection. ${sentWhen.offline(by)}` : `${cause[reason]} ${sentWhen.server(by)}`
    if (by === 'thisAppOnly') return `${when} ${appOnly}`
    return reason === 'offline' ? when : `${when} ${callUs}`
  },
  fallbacks: { call: `Call ${firm.phone.display}`, email: 'Send it by e-mail' },
  /** How long an enquiry our server refused stays on this device for the visitor to correct (the privacy notice cites it). */
  refusedKeptFor: `${refusedKeptDays} days`,
  unkept: {
    heading: 'Your enquiry could not be sent or saved',
    text: whileFictional(
      'This browser would not let us keep it on this device, and we could not reach the server. Everything you typed is still in the form: try again when you have a connection.',
      `This browser would not let us keep it on this device, and we could not reach our office. Everything you typed is still in the form: try again when you have a connection, call us on ${firm.phone.display}, or send it by e-mail.`,
    ),
    emailLink: 'Send by e-mail instead',
    emailSubject: (name: string) => `Enquiry from ${name || 'the website'}`,
  },
  panel: {
    label: 'Enquiries kept on this device',
    count: (waiting: number) => (waiting === 1 ? '1 enquiry waiting to be sent' : `${waiting} enquiries waiting to be sent`),
    since: (when: string) => `since ${when}`,
    sendNow: 'Send now',
    details: 'Details',
    entry: (when: string) => `Enquiry of ${when}`,
    discard: 'Discard',
    discardLabel: (when: string) => `Discard the enquiry of ${when}`,
  },
  refused: {
    heading: 'An enquiry you sent was not accepted',
    headingOn: (when: string) => `An enquiry you sent was not accepted on ${when}`,
    restore: 'Put it back in the form',
    keptUntil: (when: string) => `Kept on this device until ${when}, then deleted.`,
    discard: 'Discard it',
  },
}
