import { firm } from './firm.ts'

/** The one label of every way to the enquiry form (decision 0021); it promises nothing free (decision 0040). */
export const enquiryLabel = 'Make an Enquiry'

export const callLabel = `Call ${firm.phone.display}`
