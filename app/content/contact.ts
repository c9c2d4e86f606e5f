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
