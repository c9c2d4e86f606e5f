import { firm } from './firm.ts'
import { enquiryRetention } from './privacy.ts'

export const contactPage = {
  heading: 'Free Legal Consultation',
  intro: `Tell us what has happened and how we can reach you. Your enquiry is free and confidential, and a member of our team will reply ${firm.responsePromise}. If it is urgent, call us on ${firm.phone.display}.`,
}

/** Labels and notes of the enquiry form. */
export const enquiryForm = {
  heading: 'Send a free enquiry',
  intro: 'All fields except the details are needed so that we can reply. Everything you tell us is confidential.',
  privacyNote: `We use these details only to answer your enquiry and keep them no longer than ${enquiryRetention.years} years if you do not instruct us.`,
  fields: {
    firstName: { label: 'First name', autoComplete: 'given-name' },
    lastName: { label: 'Last name', autoComplete: 'family-name' },
    email: { label: 'Email', type: 'email', autoComplete: 'email' },
    phone: { label: 'Phone', type: 'tel', autoComplete: 'tel' },
    details: { label: 'How can we help?', type: 'textarea', hint: 'Optional. A few lines about what has happened and any dates that matter.' },
  },
} as const

/** What the site says about an enquiry kept on this device, by why it waits and what the browser can do. */
export const waitingCopy = {
  saved(reason: 'offline' | 'server', backgroundSync: boolean) {
    const when =
      reason === 'offline'
        ? backgroundSync
          ? 'It will be sent when you are back online, even if you close this page.'
          : 'It will be sent when you are back online, while this page stays open, or the next time you open our site with a connection.'
        : `We will keep trying; you can also call us on ${firm.phone.display}.`
    return `${reason === 'offline' ? 'You are offline.' : 'Our office could not take it just now.'} Your enquiry is saved on this device. ${when}`
  },
  /** The waiting notice's line, by the reason of the oldest. */
  why: {
    offline: 'Waiting for a connection: it will be sent when you are back online.',
    server: `Our office could not take it yet: we will keep trying. You can also call us on ${firm.phone.display}.`,
  },
  unkept: {
    heading: 'Your enquiry could not be sent or saved',
    text: `This browser would not let us keep it on this device, and we could not reach our office. Everything you typed is still in the form: try again when you have a connection, call us on ${firm.phone.display}, or send it by e-mail.`,
    emailLink: 'Send by e-mail instead',
  },
  refused: {
    heading: 'An enquiry you sent was not accepted',
    restore: 'Put it back in the form',
    discard: 'Discard it',
  },
}
