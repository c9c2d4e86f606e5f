import * as v from 'valibot'
import { serviceIds } from './content/types.ts'
import { enquiriesPath } from './enquiry/enquiriesPath.ts'
import type { TimelineEntry } from './enquiry/enquiryRecord.ts'
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
  /**
   * POST { to, from? } to give an enquiry to a member of staff ("Take it": to oneself); to: null leaves
   * it unassigned. Answers the StaffEnquiry; 400 for an unknown username, 409 when `from` is no longer
   * its assignee (the message names who has it).
   */
  assign: (id: string) => `${enquiriesPath}/${encodeURIComponent(id)}/assignee`,
  /** POST { text } to add an internal note; answers 201 with the StaffEnquiry. */
  notes: (id: string) => `${enquiriesPath}/${encodeURIComponent(id)}/notes`,
  /** POST to release a held enquiry: it is alerted and acknowledged as if new, its clock starting now. Answers the StaffEnquiry; 409 when it is not held. */
  release: (id: string) => `${enquiriesPath}/${encodeURIComponent(id)}/release`,
  /** GET the usernames of staff, for reassigning: StaffAccountSummary[], in alphabetical order. */
  staff: '/api/staff/accounts',
  /** GET and PUT the signed-in account's e-mail and the areas of law it is alerted for (Preferences; 400 with the bearer token, which has no account). */
  preferences: '/api/staff/preferences',
  /** GET the last 12 weeks, as JSON; report.csv as a CSV download. */
  report: '/api/staff/report',
  reportCsv: '/api/staff/report.csv',
} as const

/** The inbox's quick filters, besides status, service and search. */
export const inboxViews = ['mine', 'unassigned', 'held', 'overdue'] as const
export type InboxView = (typeof inboxViews)[number]

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
  /** mine: assigned to the signed-in staff member; held: suspected spam only (never shown otherwise); overdue: not yet contacted, reply due passed. */
  view: v.optional(v.picklist(inboxViews, `view must be one of ${inboxViews.join(', ')}`)),
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

/** One entry of an enquiry's timeline, as the API sends it (times as ISO strings). */
export type TimelineEntryJson = TimelineEntry extends infer Entry ? (Entry extends { at: Date } ? Omit<Entry, 'at'> & { at: string } : never) : never

/** An enquiry as staff see it: what was sent, where it stands, who owns it, and how it got there. */
export interface StaffEnquiry extends Enquiry {
  status: EnquiryStatus
  held: boolean
  assignee: string | null
  /** Computed by the server in working hours; null while held. */
  replyDueAt: string | null
  firstContactAt: string | null
  /** The phone's country (ISO 3166 alpha-2, "GB", "IE", "US"…), from its E.164 form; null if unknown. */
  phoneCountry: string | null
  /** Oldest first; the first entry is its arrival. */
  timeline: TimelineEntryJson[]
}

/** One enquiry opened on its own: with the other enquiries from the same e-mail or phone. */
export interface StaffEnquiryDetail extends StaffEnquiry {
  related: Array<{ id: string; createdAt: string; status: EnquiryStatus; serviceType: string; matchedBy: Array<'email' | 'phone'> }>
}

export const AssignSchema = v.object(
  {
    /** A staff member's username, or null to leave it unassigned. */
    to: v.nullable(v.pipe(v.string('to must be a username'), v.minLength(1, 'to must be a username'), v.maxLength(64, 'to must be a username'))),
    /** The assignee the staff member saw; if a colleague took it meanwhile, the change is refused (409). */
    from: v.optional(v.nullable(v.pipe(v.string('from must be a username'), v.maxLength(64, 'from must be a username')))),
  },
  'Send { to, from } as JSON: to is a username, or null to leave the enquiry unassigned',
)

export const noteLimit = 5000
export const NoteSchema = v.object(
  {
    text: v.pipe(
      v.string('The note must be text'),
      v.trim(),
      v.minLength(1, 'Write the note first'),
      v.maxLength(noteLimit, `A note is at most ${noteLimit} characters`),
    ),
  },
  'Write the note first',
)

const emailAddress = v.pipe(v.string(), v.email('Please enter a valid email address'), v.maxLength(254, 'An email address is at most 254 characters'))

export const PreferencesSchema = v.object(
  {
    /** null (or left blank): no e-mail, so no alerts or assignments by e-mail. */
    email: v.pipe(
      v.nullable(v.pipe(v.string('email must be text or null'), v.trim())),
      v.transform((email) => (email === '' ? null : email)),
      v.check((email) => email === null || v.is(emailAddress, email), 'Please enter a valid email address'),
    ),
    /** null: alerted for every area of law. */
    alertAreas: v.nullable(v.array(v.picklist(serviceIds, 'alertAreas must list areas of law by id'), 'alertAreas must be a list, or null for all')),
  },
  'Send { email, alertAreas } as JSON: email an address or null, alertAreas a list of areas of law or null for all',
)
export type Preferences = v.InferOutput<typeof PreferencesSchema>

/** One week of the report: Monday to Sunday, Europe/London. No personal data. */
export interface ReportWeek {
  /** The Monday the week starts, yyyy-mm-dd. */
  weekOf: string
  /** Every enquiry that arrived that week, held ones included. */
  received: number
  /** Of those, how many were held as suspected spam on arrival (erased after 30 days unless released). */
  held: number
  /** Of the not-held ones, those whose promise has come due: contacted, or their reply-due time passed. */
  due: number
  /** Of those due, how many were first contacted by their reply-due time. */
  contactedInTime: number
  /** Median working hours from the clock's start to the first contact, of those contacted; null when none. */
  medianWorkingHoursToContact: number | null
}

export interface ReportBreakdown {
  /** An area of law's id, "none", or an assignee's username ("unassigned" for none). */
  key: string
  /** Not-held enquiries received in the 12 weeks. */
  received: number
  due: number
  contactedInTime: number
  medianWorkingHoursToContact: number | null
}

export interface Report {
  /** The headline: of the last 12 weeks' enquiries whose promise has come due, the share first contacted within it (0–1; null with none). */
  withinPromise: number | null
  /** The current week first. */
  weeks: ReportWeek[]
  /** Most enquiries first. */
  byArea: ReportBreakdown[]
  byAssignee: ReportBreakdown[]
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

export interface StaffAccountSummary {
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
