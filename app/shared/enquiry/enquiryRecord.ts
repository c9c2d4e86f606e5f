import type { EnquiryFields } from './schema.ts'
import type { EnquiryStatus } from './status.ts'

/** Why an enquiry was held as suspected spam instead of being alerted (the visitor is not told). */
export const holdReasons = ['trap-filled', 'too-fast', 'no-timing'] as const
export type HoldReason = (typeof holdReasons)[number]

export const callOutcomes = ['spoke', 'left-message', 'no-answer'] as const
export type CallOutcome = (typeof callOutcomes)[number]

/** Append-only, oldest first; `by` is a username, "api" (the bearer token) or "website" (the arrival). */
export type TimelineEntry =
  | { kind: 'status'; status: EnquiryStatus; at: Date; by: string }
  | { kind: 'held'; reasons: HoldReason[]; at: Date; by: string }
  | { kind: 'released'; at: Date; by: string }
  | { kind: 'assigned'; to: string | null; at: Date; by: string }
  | { kind: 'note'; text: string; at: Date; by: string }
  /** Back to Unassigned because `from`'s account was removed. */
  | { kind: 'returned'; from: string; at: Date; by: string }
  | { kind: 'call'; outcome: CallOutcome; at: Date; by: string }
  | { kind: 'reply'; replyId: string; subject: string; text: string; at: Date; by: string }
  | { kind: 'reply-sent'; replyId: string; at: Date; by: string }

/** The one fact that ends the reply clock (decision 0047); notes, owners and statuses never do. */
export const isContact = (entry: TimelineEntry) => (entry.kind === 'call' && entry.outcome !== 'no-answer') || entry.kind === 'reply-sent'

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
  /** When the first contact (isContact) was made: what the countdown, Overdue and the report read; null before it. */
  firstContactAt: Date | null
  /** The first entry is its arrival (a status entry "new" by "website"). */
  timeline: TimelineEntry[]
}
