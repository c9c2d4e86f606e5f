import { firm } from './firm.ts'

/**
 * The one label of every link and button that leads to the enquiry form (decision 0021): eight
 * different ones led to the same form, and a visitor could not tell they were one. It promises
 * nothing free: the one free offer is freeOffer in firm.ts (decision 0040).
 */
export const enquiryLabel = 'Make an Enquiry'

/** The label of a button that rings the office. */
export const callLabel = `Call ${firm.phone.display}`
