import type { EnquiryRecord, StatusChangeRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { AlertJob, EnquirySearch, NewEnquiry } from './store.ts'

/**
 * An enquiry as MongoDB keeps it, with the queries and updates on it. The inbox search is built
 * from one description (searchTerms) for both stores, so the two cannot drift apart.
 */
export interface EnquiryDocument extends EnquiryRecord {
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

export function newDocument(enquiry: NewEnquiry, { alert, at = new Date() }: { alert: boolean; at?: Date }): EnquiryDocument {
  return {
    ...enquiry,
    createdAt: at,
    status: 'new',
    history: [{ status: 'new', at, by: arrivalActor }],
    retentionFrom: at,
    ...(alert ? { alert: { state: 'waiting', due: at, attempts: 0 } } : {}),
  }
}

/**
 * An enquiry as either store reads it back: one stored before serviceType and details were always
 * kept may lack them, and the embedded store keeps its history's times as text.
 */
type StoredEnquiry = Omit<EnquiryRecord, 'serviceType' | 'details' | 'history'> &
  Partial<Pick<EnquiryRecord, 'serviceType' | 'details'>> & { history: Array<Omit<StatusChangeRecord, 'at'> & { at: Date | string }> }

/** What the visitor sent, in the spec's order; a field an older enquiry lacks reads as empty. */
export function sentFields(stored: Omit<StoredEnquiry, 'createdAt' | 'status' | 'history'>): NewEnquiry {
  return {
    id: stored.id,
    firstName: stored.firstName,
    lastName: stored.lastName,
    email: stored.email,
    phone: stored.phone,
    serviceType: stored.serviceType ?? '',
    details: stored.details ?? '',
  }
}

/** A stored enquiry, from either store, as the domain's record. */
export function toEnquiryRecord(stored: StoredEnquiry): EnquiryRecord {
  return {
    ...sentFields(stored),
    createdAt: stored.createdAt,
    status: stored.status,
    history: stored.history.map(({ status, at, by }) => ({ status, at: new Date(at), by })),
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
export function searchTerms({ status, service, q }: EnquirySearch) {
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
export function searchFilter(search: EnquirySearch): Record<string, unknown> {
  const { status, serviceType, words } = searchTerms(search)
  return {
    ...(status ? { status } : {}),
    ...(serviceType !== undefined ? { serviceType } : {}),
    ...(words.length ? { $and: words.map((word) => ({ $or: wordPatterns(word).map(([field, pattern]) => ({ [field]: pattern })) })) } : {}),
  }
}

/** The update that moves an enquiry on; becoming a client ends its retention clock. */
export function statusUpdate(change: StatusChangeRecord) {
  const history = { status: change.status, at: change.at, by: change.by }
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
export const legacyUpdate = (document: Pick<EnquiryDocument, 'createdAt'>) => ({
  $set: { status: 'new', history: [{ status: 'new', at: document.createdAt, by: arrivalActor }], retentionFrom: document.createdAt },
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

export function toAlertJob(document: EnquiryDocument): AlertJob {
  return {
    enquiryId: document.id,
    firstName: document.firstName,
    serviceType: document.serviceType ?? '',
    createdAt: document.createdAt,
    attempts: document.alert?.attempts ?? 0,
  }
}
