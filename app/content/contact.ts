import { firm } from './firm.ts'

export const contactPage = {
  heading: 'Free Legal Consultation',
  intro: `Tell us what has happened and how we can reach you. Your enquiry is free and confidential, and a member of our team will reply ${firm.responsePromise}. If it is urgent, call us on ${firm.phone.display}.`,
}
