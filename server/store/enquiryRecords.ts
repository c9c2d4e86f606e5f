import type { Enquiry } from '../../app/shared/enquiry/schema.ts'
import type { EnquiryStatus, InboxSearch, StaffEnquiry, StatusChange } from '../../app/shared/staffApi.ts'
import type { AlertJob, NewEnquiry } from './store.ts'

/**
 * An enquiry as MongoDB keeps it, with the queries and updates on it. The inbox search is built
 * from one description (searchTerms) for both stores, so the two cannot drift apart.
 */
export interface EnquiryRecord extends NewEnquiry {
  createdAt: Date
  status: EnquiryStatus
  history: Array<{ status: EnquiryStatus; at: Date; by: string }>
  /** When the retention period started counting: the arrival. Absent once instructed (a client file). */
  retentionFrom?: Date
  /** The e-mail alert, recorded in the same write as the enquiry. */
  alert?: {
    state: 'waiting' | 'sent'
    due: Date
    attempts: number
    leaseOwner?: string
    leaseUntil?: Date
    lastError?: string
    failedAt?: Date
    sentAt?: Date
  }
}

/** Who an enquiry's arrival is recorded as being "by". */
export const arrivalActor = 'website'

export function newRecord(enquiry: NewEnquiry, { alert, at = new Date() }: { alert: boolean; at?: Date }): EnquiryRecord {
  return {
    ...enquiry,
    createdAt: at,
    status: 'new',
    history: [{ status: 'new', at, by: arrivalActor }],
    retentionFrom: at,
    ...(alert ? { alert: { state: 'waiting', due: at, attempts: 0 } } : {}),
  }
}

/** The fields an enquiry has, in the spec's order: what the public API answers. */
export function toEnquiry(record: Omit<Enquiry, 'createdAt'> & { createdAt: Date | string }): Enquiry {
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    serviceType: record.serviceType ?? '',
    details: record.details ?? '',
    createdAt: new Date(record.createdAt).toISOString(),
  }
}

export function toStaffEnquiry(record: EnquiryRecord): StaffEnquiry {
  return {
    ...toEnquiry(record),
    status: record.status,
    history: record.history.map(({ status, at, by }) => ({ status, at: new Date(at).toISOString(), by })),
  }
}

export const newestFirst = { createdAt: -1, id: -1 } as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The fields a search word is looked for in. */
type SearchedField = 'firstName' | 'lastName' | 'email' | 'phone'

/**
 * One word of a search, which must match a name, the e-mail or the phone; a word with three
 * digits or more also matches a phone number however it was spaced ("07700 900123" finds
 * "07700900123").
 */
interface SearchWord {
  text: string
  digits?: string
}

/** The inbox's search in its parts; the query below (MongoDB) and the SQL (sqliteEnquiries.ts) are built from these alone. */
export function searchTerms({ status, service, q }: InboxSearch) {
  const words = (q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((text): SearchWord => {
      const digits = text.replace(/\D/g, '')
      return digits.length >= 3 ? { text, digits } : { text }
    })
  return { status, serviceType: service === undefined ? undefined : service === 'none' ? '' : service, words }
}

function wordPatterns({ text, digits }: SearchWord): Array<[SearchedField, RegExp]> {
  const pattern = new RegExp(escapeRegExp(text), 'i')
  const patterns: Array<[SearchedField, RegExp]> = [
    ['firstName', pattern],
    ['lastName', pattern],
    ['email', pattern],
    ['phone', pattern],
  ]
  if (digits) patterns.push(['phone', new RegExp(digits.split('').join('\\D*'))])
  return patterns
}

/** The search as a query, for MongoDB. */
export function searchFilter(search: InboxSearch): Record<string, unknown> {
  const { status, serviceType, words } = searchTerms(search)
  return {
    ...(status ? { status } : {}),
    ...(serviceType !== undefined ? { serviceType } : {}),
    ...(words.length ? { $and: words.map((word) => ({ $or: wordPatterns(word).map(([field, pattern]) => ({ [field]: pattern })) })) } : {}),
  }
}

/** The update that moves an enquiry on; becoming a client ends its retention clock. */
export function statusUpdate(change: StatusChange) {
  const history = { status: change.status, at: new Date(change.at), by: change.by }
  return {
    $set: { status: change.status },
    $push: { history },
    ...(change.status === 'instructed' ? { $unset: { retentionFrom: true } } : {}),
  }
}

export const expiredFilter = (cutoff: Date) => ({ retentionFrom: { $lt: cutoff } })

/**
 * Enquiries stored before statuses and retention existed: they are New, and their retention
 * counts from their arrival, as the privacy policy says.
 */
export const legacyFilter = { status: { $exists: false } }
export const legacyUpdate = (record: Pick<EnquiryRecord, 'createdAt'>) => ({
  $set: { status: 'new', history: [{ status: 'new', at: record.createdAt, by: arrivalActor }], retentionFrom: record.createdAt },
})

export const dueAlertFilter = (now: Date) =>
  ({
    'alert.state': 'waiting',
    'alert.due': { $lte: now },
    $or: [{ 'alert.leaseUntil': { $exists: false } }, { 'alert.leaseUntil': { $lte: now } }],
  }) as const

export const leaseUpdate = (owner: string, leaseUntil: Date) => ({ $set: { 'alert.leaseOwner': owner, 'alert.leaseUntil': leaseUntil } })

export const leasedBy = (enquiryId: string, owner: string) => ({ id: enquiryId, 'alert.state': 'waiting', 'alert.leaseOwner': owner }) as const

const releaseLease = { 'alert.leaseOwner': true, 'alert.leaseUntil': true }

export const sentUpdate = (at: Date) => ({ $set: { 'alert.state': 'sent', 'alert.sentAt': at }, $unset: releaseLease })

export const failedUpdate = (error: string, retryAt: Date, at: Date) => ({
  $set: { 'alert.due': retryAt, 'alert.lastError': error.slice(0, 500), 'alert.failedAt': at },
  $inc: { 'alert.attempts': 1 },
  $unset: releaseLease,
})

export const waitingAlerts = { 'alert.state': 'waiting' } as const
export const failingAlerts = { 'alert.state': 'waiting', 'alert.attempts': { $gt: 0 } } as const

export function toAlertJob(record: EnquiryRecord): AlertJob {
  return {
    enquiryId: record.id,
    firstName: record.firstName,
    serviceType: record.serviceType ?? '',
    createdAt: new Date(record.createdAt).toISOString(),
    attempts: record.alert?.attempts ?? 0,
  }
}
