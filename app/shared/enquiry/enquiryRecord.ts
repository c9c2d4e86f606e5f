import type { EnquiryFields } from './schema.ts'
import type { EnquiryStatus } from './status.ts'

/** Why an enquiry was held as suspected spam instead of being alerted (the visitor is not told). */
export const holdReasons = ['trap-filled', 'too-fast'] as const
export type HoldReason = (typeof holdReasons)[number]

/**
 * Append-only, oldest first. `by` is a staff member's username, "api" for the bearer token, or
 * "website" for the arrival.
 */
export type TimelineEntry =
  | { kind: 'status'; status: EnquiryStatus; at: Date; by: string }
  | { kind: 'held'; reasons: HoldReason[]; at: Date; by: string }
  | { kind: 'released'; at: Date; by: string }
  | { kind: 'assigned'; to: string | null; at: Date; by: string }
  | { kind: 'note'; text: string; at: Date; by: string }
  /** Back to Unassigned because `from`'s account was removed. */
  | { kind: 'returned'; from: string; at: Date; by: string }

export type StatusChangeRecord = Omit<Extract<TimelineEntry, { kind: 'status' }>, 'kind'>

/** The stores hold and return this; each API turns it into its own answer. */
export interface EnquiryRecord extends EnquiryFields {
  id: string
  createdAt: Date
  status: EnquiryStatus
  /** Held as suspected spam: no alert or acknowledgement until a member of staff releases it. */
  held: boolean
  assignee: string | null
  /** Computed once in working hours (replyDue.ts) from the arrival or a held enquiry's release; null while held. */
  replyDueAt: Date | null
  /** The first status change or note by staff: the first contact the report measures; null before it. */
  firstContactAt: Date | null
  /** The first entry is its arrival (a status entry "new" by "website"). */
  timeline: TimelineEntry[]
}
