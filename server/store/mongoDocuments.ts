import { randomUUID } from 'node:crypto'
import type { EnquiryRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import { arrivalMail, arrivalTimeline, phoneDigits, phoneKey, sentFields } from './storedEnquiry.ts'
import type { InsertOptions, MailKind, NewEnquiry } from './store.ts'

/** A queued e-mail, kept on the enquiry it is about: it is written with it and erased with it. */
export interface MailJobDocument {
  id: string
  kind: MailKind
  state: 'waiting' | 'sent'
  due: Date
  attempts: number
  /** assignment: the staff member it went to. */
  assignee?: string
  leaseOwner?: string
  leaseUntil?: Date
  lastError?: string
  failedAt?: Date
  sentAt?: Date
}

/**
 * An enquiry as MongoDB keeps it. `firstContactAt` is absent (not null) until the first contact,
 * so `$min` can set it once and never move it.
 */
export interface EnquiryDocument extends Omit<EnquiryRecord, 'firstContactAt'> {
  firstContactAt?: Date
  /** When the retention period started counting: the arrival. Absent once instructed (a client file). */
  retentionFrom?: Date
  wasHeld: boolean
  clockFrom: Date
  /** The e-mail lower-cased and the phone in E.164: how a returning enquirer is recognised. */
  emailKey: string
  phoneKey: string
  phoneDigits: string
  mail: MailJobDocument[]
}

export const newMailJob = (kind: MailKind, due: Date, { assignee, id = randomUUID() }: { assignee?: string; id?: string } = {}): MailJobDocument => ({
  id,
  kind,
  state: 'waiting',
  due,
  attempts: 0,
  ...(assignee === undefined ? {} : { assignee }),
})

/** The jobs an arrival or a release queues with the enquiry's own write (the acknowledgement follows it: mongoEnquiries.ts). */
export const arrivalJobs = (queueing: Pick<InsertOptions, 'alert' | 'chase'>, at: Date, replyDueAt: Date) =>
  arrivalMail({ ...queueing, acknowledge: false }, at, replyDueAt).map(({ kind, due }) => newMailJob(kind, due))

/** A new enquiry's document, with its alert when it is not held (the acknowledgement follows: mongoEnquiries.ts). */
export function newDocument(
  enquiry: NewEnquiry,
  { alert, chase, hold = [], replyDueAt, at = new Date() }: Omit<InsertOptions, 'acknowledge'>,
): EnquiryDocument {
  const held = hold.length > 0
  return {
    ...sentFields(enquiry),
    createdAt: at,
    status: 'new',
    held,
    wasHeld: held,
    assignee: null,
    replyDueAt: held ? null : replyDueAt,
    clockFrom: at,
    emailKey: enquiry.email.toLowerCase(),
    phoneKey: phoneKey(enquiry.phone),
    phoneDigits: phoneDigits(enquiry.phone),
    timeline: arrivalTimeline(at, hold),
    retentionFrom: at,
    mail: held ? [] : arrivalJobs({ alert, chase }, at, replyDueAt),
  }
}
