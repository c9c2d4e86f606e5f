import * as v from 'valibot'
import { notSureArea, serviceTitles } from './content/serviceTitles.ts'
import { serviceIds, type ServiceId } from './content/types.ts'
import { enquiriesPath } from './enquiry/enquiriesPath.ts'
import type { Enquiry } from './enquiry/schema.ts'

/**
 * The staff inbox's contract, shared by the staff app and the server: statuses and the moves
 * between them, the list's search parameters, and the shapes the API answers with.
 */

export const staffPaths = {
  /** GET who is signed in (401 when nobody), POST to sign in, DELETE to sign out. */
  session: '/api/staff/session',
  /** GET whether e-mail alerts are on and whether any are failing. */
  alerts: '/api/staff/alerts',
  /** GET the list (with parameters, a page of it); /:id for one, PATCH its status, DELETE it. */
  enquiries: enquiriesPath,
  enquiry: (id: string) => `${enquiriesPath}/${encodeURIComponent(id)}`,
  /** POST for one enquiry as a JSON file, for a subject access request. */
  export: (id: string) => `${enquiriesPath}/${encodeURIComponent(id)}/export`,
} as const

export const enquiryStatuses = ['new', 'contacted', 'instructed', 'closed'] as const
export type EnquiryStatus = (typeof enquiryStatuses)[number]

export const statusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  instructed: 'Instructed',
  closed: 'Closed',
}

/**
 * New → Contacted → Instructed (became a client) or Closed. A closed enquiry can be reopened;
 * an instructed one belongs to a client file now and stays as it is.
 */
export const nextStatuses: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['contacted', 'instructed', 'closed'],
  contacted: ['instructed', 'closed'],
  closed: ['contacted'],
  instructed: [],
}

/** The site promises a reply within 24 hours, and a visitor reads that as clock hours. */
export const replyWithinHours = 24
export const replyDueAt = (createdAt: string) => new Date(Date.parse(createdAt) + replyWithinHours * 3_600_000).toISOString()

/** Enquiries per page of the inbox. */
export const inboxPageSize = 20

/** The service filter: a practice area's id, or `none` for enquiries that named no service. */
export const serviceFilters = [...serviceIds, 'none'] as const

/**
 * How staff read an enquiry's serviceType: the practice area's title. The form sends a service's
 * id, "not-sure" or nothing; anything else (an old client, a script) is shown as it was sent, not hidden.
 */
export function serviceLabel(serviceType: string) {
  if (serviceType.trim() === '') return 'No service given'
  if (serviceType === notSureArea.id) return notSureArea.title
  return Object.hasOwn(serviceTitles, serviceType) ? serviceTitles[serviceType as ServiceId] : serviceType
}

const lastPossiblePage = Math.floor(Number.MAX_SAFE_INTEGER / inboxPageSize)

/** The inbox's filters, as they appear in the inbox's address and in the API's query string. */
export const InboxSearchSchema = v.object({
  page: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.number('page must be a number'),
      v.integer('page must be a whole number'),
      v.minValue(1, 'page starts at 1'),
      // Beyond this, the number of enquiries to skip is past what a database can count.
      v.maxValue(lastPossiblePage, `page must be at most ${lastPossiblePage}`),
    ),
  ),
  status: v.optional(v.picklist(enquiryStatuses, `status must be one of ${enquiryStatuses.join(', ')}`)),
  service: v.optional(v.picklist(serviceFilters, 'service must be a practice area id or none')),
  q: v.optional(
    v.pipe(
      v.string('q must be text'),
      v.trim(),
      v.maxLength(100, 'q must be 100 characters or fewer'),
      v.regex(/^\P{Cc}*$/u, 'q must not contain control characters'),
    ),
  ),
})
export type InboxSearch = v.InferOutput<typeof InboxSearchSchema>

export interface StatusChange {
  status: EnquiryStatus
  at: string
  /** The staff member's username, or "api" for the bearer token. */
  by: string
}

/** An enquiry as staff see it: what was sent, where it stands, and how it got there. */
export interface StaffEnquiry extends Enquiry {
  status: EnquiryStatus
  /** Oldest first; the first entry is its arrival. */
  history: StatusChange[]
}

export interface InboxPage {
  items: StaffEnquiry[]
  total: number
  page: number
  pageCount: number
}

export const StatusChangeSchema = v.object({
  status: v.picklist(enquiryStatuses, `status must be one of ${enquiryStatuses.join(', ')}`),
  /** The status the staff member saw; if a colleague changed it meanwhile, the change is refused (409). */
  from: v.optional(v.picklist(enquiryStatuses, `from must be one of ${enquiryStatuses.join(', ')}`)),
})

/** A missing field counts as empty, so it gets the same message as a blank one. */
export const SignInSchema = v.object({
  username: v.optional(
    v.pipe(v.string('Username is required'), v.trim(), v.minLength(1, 'Username is required'), v.maxLength(64, 'Username is at most 64 characters')),
    '',
  ),
  password: v.optional(
    v.pipe(v.string('Password is required'), v.minLength(1, 'Password is required'), v.maxLength(1024, 'Password is at most 1024 characters')),
    '',
  ),
})
export type SignIn = v.InferInput<typeof SignInSchema>

export interface StaffSession {
  username: string
}

export interface AlertStatus {
  /** False when no SMTP_URL is configured. */
  enabled: boolean
  /** Alerts not yet delivered. */
  waiting: number
  /** Of those, how many have failed at least once. */
  failing: number
  /** When the oldest failing alert's enquiry arrived. */
  failingSince: string | null
  lastError: string | null
}
