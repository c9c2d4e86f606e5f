import { parsePhoneNumberFromString } from 'libphonenumber-js'
import type { EnquiryRecord, HoldReason, TimelineEntry } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { HeardFrom } from '../../app/shared/enquiry/heardFrom.ts'
import type { EnquiryStatus } from '../../app/shared/enquiry/status.ts'
import type { EnquirySearch, InsertOptions, MailJob, MailKind, NewEnquiry } from './store.ts'

/** Who an enquiry's arrival (and its hold) is recorded as being "by". */
export const arrivalActor = 'website'

/** A timeline entry as a store keeps it: the embedded store keeps its times as ISO text. */
type Stored<Entry> = Entry extends unknown ? Omit<Entry, 'at'> & { at: Date | string } : never
export type StoredTimelineEntry = Stored<TimelineEntry>

/** A status history as the stores kept it before the timeline (schema 1). */
export type LegacyHistory = Array<{ status: EnquiryStatus; at: Date | string; by: string }>

/**
 * A phone number as related enquiries compare it: E.164, so "028 7126 0000" from an enquiry of
 * last year and "+442871260000" from today's are one number. National formats are read as UK,
 * then Irish (as the form reads them); a number that reads as neither is compared as typed.
 */
export function phoneKey(phone: string) {
  const number = readPhone(phone)
  return number ? number.number : phone.trim()
}

function readPhone(phone: string) {
  const readings = [parsePhoneNumberFromString(phone, 'GB'), parsePhoneNumberFromString(phone, 'IE')]
  return readings.find((reading) => reading?.isValid()) ?? readings.find((reading) => reading?.isPossible())
}

/**
 * The digits a phone search looks in: as typed, in E.164 and in the national format, so
 * "028 7126 0000" finds an enquiry whose number was stored as +442871260000, and the other way round.
 */
export function phoneDigits(phone: string) {
  const number = readPhone(phone)
  const forms = [phone, ...(number ? [number.number, number.formatNational()] : [])].map((form) => form.replace(/\D/g, ''))
  return [...new Set(forms)].join(' ')
}

/** An acknowledgement is not queued twice for one address key within this long. */
export const acknowledgementIntervalMs = 24 * 3_600_000

/** The start of a new enquiry's timeline: its arrival, and its hold when it is held. */
export function arrivalTimeline(at: Date, hold: readonly HoldReason[] = []): TimelineEntry[] {
  return [
    { kind: 'status', status: 'new', at, by: arrivalActor },
    ...(hold.length > 0 ? [{ kind: 'held' as const, reasons: [...hold], at, by: arrivalActor }] : []),
  ]
}

export const toTimeline = (entries: readonly StoredTimelineEntry[]): TimelineEntry[] =>
  entries.map((entry) => ({ ...entry, at: new Date(entry.at) }) as TimelineEntry)

/**
 * An old status history as a timeline, and its first contact: the first change made after the
 * arrival (by staff or the bearer token), used by the schema migrations.
 */
export function fromHistory(history: LegacyHistory) {
  const timeline: TimelineEntry[] = history.map(({ status, at, by }) => ({ kind: 'status', status, at: new Date(at), by }))
  const firstContact = timeline.find((entry, index) => index > 0 && entry.by !== arrivalActor)
  return { timeline, firstContactAt: firstContact ? firstContact.at : null }
}

/**
 * An enquiry as either store reads it back: one stored before serviceType, details, heardFrom or
 * sentFrom were kept may lack them, and MongoDB leaves out a first contact not yet made.
 */
type Optional = 'serviceType' | 'details' | 'heardFrom' | 'sentFrom' | 'held' | 'assignee' | 'replyDueAt' | 'firstContactAt'
type StoredEnquiry = Omit<EnquiryRecord, Optional | 'timeline'> & {
  [Field in Optional]?: EnquiryRecord[Field] | undefined
} & { timeline: readonly StoredTimelineEntry[] }

/** What the visitor sent, in the spec's order; a field an older enquiry lacks reads as empty. */
export function sentFields(
  stored: Pick<NewEnquiry, 'id' | 'firstName' | 'lastName' | 'email' | 'phone'> &
    Partial<Pick<NewEnquiry, 'serviceType' | 'details' | 'heardFrom' | 'sentFrom'>>,
): NewEnquiry {
  return {
    id: stored.id,
    firstName: stored.firstName,
    lastName: stored.lastName,
    email: stored.email,
    phone: stored.phone,
    serviceType: stored.serviceType ?? '',
    details: stored.details ?? '',
    heardFrom: (stored.heardFrom ?? '') as HeardFrom | '',
    sentFrom: stored.sentFrom ?? '',
  }
}

/** A stored enquiry, from either store, as the domain's record. */
export function toEnquiryRecord(stored: StoredEnquiry): EnquiryRecord {
  return {
    ...sentFields(stored),
    createdAt: stored.createdAt,
    status: stored.status,
    held: stored.held ?? false,
    assignee: stored.assignee ?? null,
    replyDueAt: stored.replyDueAt ?? null,
    firstContactAt: stored.firstContactAt ?? null,
    timeline: toTimeline(stored.timeline),
  }
}

/** The e-mails a new (or released) enquiry queues: its alert, and its acknowledgement when the address may have one. */
export function arrivalMail({ alert, acknowledge }: Pick<InsertOptions, 'alert'> & { acknowledge: boolean }): MailKind[] {
  return [...(alert ? (['alert'] as const) : []), ...(acknowledge ? (['acknowledgement'] as const) : [])]
}

/** A claimed job as the port gives it: the acknowledgement's address read from the enquiry now, never from the queue. */
export function toMailJob(
  job: { id: string; kind: MailKind; attempts: number; assignee?: string | null },
  enquiry: { id: string; serviceType?: string; createdAt: Date; replyDueAt: Date | null; email: string },
): MailJob {
  const recipient = job.kind === 'acknowledgement' ? enquiry.email : job.kind === 'assignment' ? (job.assignee ?? undefined) : undefined
  return {
    id: job.id,
    kind: job.kind,
    enquiryId: enquiry.id,
    serviceType: enquiry.serviceType ?? '',
    createdAt: enquiry.createdAt,
    replyDueAt: enquiry.replyDueAt,
    ...(recipient === undefined ? {} : { recipient }),
    attempts: job.attempts,
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The fields a search word is looked for in. */
type SearchedField = 'firstName' | 'lastName' | 'email' | 'phone' | 'phoneDigits'

/**
 * One word of a search, which must match a name, the e-mail or the phone; a word with three
 * digits or more also matches a phone number however it was spaced or written ("07700 900123"
 * finds "07700900123" and "+447700900123": phoneDigits).
 */
interface SearchWord {
  text: string
  digits?: string
}

/**
 * The inbox's search in its parts; the MongoDB query (below) and the SQL (sqliteEnquiries.ts) are
 * built from these alone. Held enquiries are found only by asking for them, and are never
 * overdue (they have no reply due).
 */
export function searchTerms({ status, service, q, assignee, held, overdueAt }: EnquirySearch) {
  const words = (q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((text): SearchWord => {
      const digits = text.replace(/\D/g, '')
      return digits.length >= 3 ? { text, digits } : { text }
    })
  return {
    status,
    serviceType: service === undefined ? undefined : service === 'none' ? '' : service,
    words,
    assignee,
    held: held === true,
    overdueAt,
  }
}

function wordPatterns({ text, digits }: SearchWord): Array<[SearchedField, RegExp]> {
  const pattern = new RegExp(escapeRegExp(text), 'i')
  const patterns: Array<[SearchedField, RegExp]> = [
    ['firstName', pattern],
    ['lastName', pattern],
    ['email', pattern],
    ['phone', pattern],
  ]
  if (digits) patterns.push(['phoneDigits', new RegExp(digits)])
  return patterns
}

/** The search as a query, for MongoDB. */
export function searchFilter(search: EnquirySearch): Record<string, unknown> {
  const { status, serviceType, words, assignee, held, overdueAt } = searchTerms(search)
  return {
    held,
    ...(status ? { status } : {}),
    ...(serviceType !== undefined ? { serviceType } : {}),
    ...(assignee !== undefined ? { assignee } : {}),
    ...(overdueAt ? { firstContactAt: null, replyDueAt: { $lt: overdueAt } } : {}),
    ...(words.length ? { $and: words.map((word) => ({ $or: wordPatterns(word).map(([field, pattern]) => ({ [field]: pattern })) })) } : {}),
  }
}
