import type { EnquiryFields } from './schema.ts'
import type { EnquiryStatus } from './status.ts'

/** One move of an enquiry's status: to what, when, and by whom. */
export interface StatusChangeRecord {
  status: EnquiryStatus
  at: Date
  /** The staff member's username, "api" for the bearer token, or "website" for the arrival. */
  by: string
}

/**
 * An enquiry as the firm keeps it: what the visitor sent, when it arrived, where it stands and
 * how it got there. The stores hold and return this; each API turns it into its own answer.
 */
export interface EnquiryRecord extends EnquiryFields {
  id: string
  createdAt: Date
  status: EnquiryStatus
  /** Oldest first; the first entry is its arrival. */
  history: StatusChangeRecord[]
}
