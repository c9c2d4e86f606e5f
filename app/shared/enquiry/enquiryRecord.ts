import type { EnquiryFields } from './schema.ts'
import type { EnquiryStatus } from './status.ts'

/** Why an enquiry was held as suspected spam instead of being alerted (the visitor is not told). */
export const holdReasons = ['trap-filled', 'too-fast'] as const
export type HoldReason = (typeof holdReasons)[number]

/**
 * One event in an enquiry's life, oldest first: its arrival, a hold and its release, each status
 * change, each (re)assignment and each internal note. Append-only: nothing in it is ever edited.
 * `by` is a staff member's username, "api" for the bearer token, or "website" for the arrival.
 */
export type TimelineEntry =
  | { kind: 'status'; status: EnquiryStatus; at: Date; by: string }
  | { kind: 'held'; reasons: HoldReason[]; at: Date; by: string }
  | { kind: 'released'; at: Date; by: string }
  /** `to` is the assignee's username; null when the enquiry was left unassigned. */
  | { kind: 'assigned'; to: string | null; at: Date; by: string }
  | { kind: 'note'; text: string; at: Date; by: string }

/** One move of an enquiry's status: to what, when, and by whom. */
export type StatusChangeRecord = Omit<Extract<TimelineEntry, { kind: 'status' }>, 'kind'>

/**
 * An enquiry as the firm keeps it: what the visitor sent, when it arrived, where it stands, who
 * owns it and how it got there. The stores hold and return this; each API turns it into its own answer.
 */
export interface EnquiryRecord extends EnquiryFields {
  id: string
  createdAt: Date
  status: EnquiryStatus
  /** Held as suspected spam: no alert or acknowledgement until a member of staff releases it. */
  held: boolean
  /** The staff member who owns it, or null while nobody has taken it. */
  assignee: string | null
  /**
   * When the reply is due, computed once by the server in working hours (replyDue.ts) from the
   * arrival, or from the release of a held enquiry; null while it is held.
   */
  replyDueAt: Date | null
  /** The first status change or note by staff: the first contact the report measures; null before it. */
  firstContactAt: Date | null
  /** Oldest first; the first entry is its arrival (a status entry "new" by "website"). */
  timeline: TimelineEntry[]
}
