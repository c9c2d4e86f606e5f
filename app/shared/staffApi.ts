import * as v from 'valibot'
import { serviceIds } from './content/types.ts'
import { enquiriesPath } from './enquiry/enquiriesPath.ts'
import type { Enquiry } from './enquiry/schema.ts'
import { enquiryStatuses, type EnquiryStatus } from './enquiry/status.ts'

/**
 * The staff inbox's contract, shared by the staff app and the server: its paths, the list's
 * search parameters, and the shapes the API takes and answers with, times as ISO strings. The
 * rules (statuses and the moves between them, when a reply is due) live in ./enquiry/.
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

/** Enquiries per page of the inbox. */
export const inboxPageSize = 20

/** The service filter: a practice area's id, or `none` for enquiries that named no service. */
export const serviceFilters = [...serviceIds, 'none'] as const

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

/** One entry of an enquiry's history, as the API sends it. */
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
