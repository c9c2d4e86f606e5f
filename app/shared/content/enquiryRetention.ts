import { firm } from './firm.ts'

/** The firm's: deleted this long after arrival unless it led to instructions. */
const firmsRetention = { days: 730, display: '2 years' }

/** A demonstration keeps what real people typed only as long as showing the inbox needs it. */
const demonstrationRetention = { days: 30, display: '30 days' }

/** ENQUIRY_RETENTION_DAYS may shorten it, never lengthen it (server/config.ts). */
export const enquiryRetention = firm.fictional ? demonstrationRetention : firmsRetention

/** An enquiry still held as suspected spam this many days after arrival is deleted then (server/retention.ts). */
export const heldDays = 30
