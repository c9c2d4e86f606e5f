import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
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
  /**
   * GET where the session stands (StaffSession; 401 when nobody), POST SignIn (the password step)
   * to start one, DELETE to sign out (the cookie is expired too).
   */
  session: '/api/staff/session',
  /** POST TotpCode at the second-factor stage: a code from the authenticator app. Answers StaffSession. */
  signInTotp: '/api/staff/session/totp',
  /** POST RecoveryCode at the second-factor stage: one of the ten recovery codes, good once. Answers StaffSession. */
  signInRecovery: '/api/staff/session/recovery',
  /** POST (no body) for PublicKeyCredentialRequestOptionsJSON, to give to startAuthentication. */
  signInPasskeyOptions: '/api/staff/session/passkey/options',
  /** POST PasskeyAnswer with what startAuthentication gave back. Answers StaffSession. */
  signInPasskey: '/api/staff/session/passkey',
  /** GET the account's factors (Factors). Signed in, or at the enrol stage. */
  factors: '/api/staff/factors',
  /** POST (no body) for a new TOTP secret to show (TotpEnrolment); PUT TotpCode to confirm it (answers Enrolled). */
  totp: '/api/staff/factors/totp',
  /** POST (no body) for PublicKeyCredentialCreationOptionsJSON, to give to startRegistration. */
  passkeyOptions: '/api/staff/factors/passkey/options',
  /** POST PasskeyRegistration with what startRegistration gave back (answers Enrolled). */
  passkeys: '/api/staff/factors/passkeys',
  /** POST (signed in) for ten new recovery codes (RecoveryCodes); the old ones stop working. */
  recoveryCodes: '/api/staff/factors/recovery-codes',
  /** GET the signed-in account's sessions (SessionSummary[], this one first). */
  sessions: '/api/staff/sessions',
  /** DELETE to sign out everywhere else: every other session of the account ends. Answers { ended }. */
  otherSessions: '/api/staff/sessions/others',
  /** GET the audit log, newest first (AuditPage); ?page=2 for older entries. */
  audit: '/api/staff/audit',
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

/** The longest password anywhere (set by `npm run staff`, typed at sign-in): argon2 hashes what it is given, all of it. */
export const passwordMaxLength = 1024
/** A missing field counts as empty, so it gets the same message as a blank one. */
export const SignInSchema = v.object({
  username: v.optional(
    v.pipe(v.string('Username is required'), v.trim(), v.minLength(1, 'Username is required'), v.maxLength(64, 'Username is at most 64 characters')),
    '',
  ),
  password: v.optional(
    v.pipe(
      v.string('Password is required'),
      v.minLength(1, 'Password is required'),
      v.maxLength(passwordMaxLength, `Password is at most ${passwordMaxLength} characters`),
    ),
    '',
  ),
})
export type SignIn = v.InferInput<typeof SignInSchema>

/**
 * Where a session stands. `second-factor`: the password was right, now a code or passkey
 * (`factors` says which the account has; a recovery code always works). `enrol`: the account has
 * no second factor yet; until one is set up (totp or passkeys) the session can do nothing else.
 * `signed-in`: everything staff may do.
 */
export type SignInStage = 'second-factor' | 'enrol' | 'signed-in'
export type FactorKind = 'totp' | 'passkey'
export interface StaffSession {
  username: string
  stage: SignInStage
  /** The second factors the account has, for the second-factor stage. */
  factors: FactorKind[]
}
/**
 * The header the staff app sets on requests nobody asked for (the inbox's polling, refetches on
 * focus): they keep a session alive no longer, so an open tab left alone still times out.
 */
export const backgroundHeader = 'X-Staff-Background'
/** A session ends after this long without a staff action, and this long after sign-in whatever. */
export const sessionIdleMinutes = 30
export const sessionMaxHours = 12
const compactCode = (digits: string) => digits.replace(/[\s-]/g, '')
export const TotpCodeSchema = v.object(
  {
    code: v.pipe(v.string('Enter the 6-digit code'), v.transform(compactCode), v.regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
  },
  'Enter the 6-digit code',
)
export type TotpCode = v.InferInput<typeof TotpCodeSchema>
/** Recovery codes are shown as xxxxx-xxxxx; spaces, hyphens and case do not matter. */
export const RecoveryCodeSchema = v.object(
  {
    code: v.pipe(
      v.string('Enter a recovery code'),
      v.transform((code) => compactCode(code).toLowerCase()),
      v.regex(/^[a-z0-9]{10}$/, 'A recovery code is 10 letters and digits, like abcde-12345'),
    ),
  },
  'Enter a recovery code',
)
export type RecoveryCode = v.InferInput<typeof RecoveryCodeSchema>
const credentialJson = v.looseObject(
  {
    id: v.pipe(v.string(), v.maxLength(1024)),
    rawId: v.pipe(v.string(), v.maxLength(1024)),
    type: v.literal('public-key'),
    response: v.looseObject({ clientDataJSON: v.pipe(v.string(), v.maxLength(8192)) }),
    clientExtensionResults: v.optional(v.looseObject({}), {}),
  },
  'response must be what the browser gave back for the passkey',
)
/** What @simplewebauthn/browser's startAuthentication gave back; the server checks the rest. */
export const PasskeyAnswerSchema = v.object({ response: credentialJson }, 'Send { response } as JSON')
export type PasskeyAnswer = { response: AuthenticationResponseJSON }
/** What startRegistration gave back, and a name to tell the passkey by ("Work laptop"). */
export const PasskeyRegistrationSchema = v.object(
  {
    response: credentialJson,
    name: v.optional(
      v.pipe(
        v.string('name must be text'),
        v.trim(),
        v.maxLength(60, 'A passkey name is at most 60 characters'),
        v.regex(/^\P{Cc}*$/u, 'name must not contain control characters'),
      ),
      '',
    ),
  },
  'Send { response, name } as JSON',
)
export type PasskeyRegistration = { response: RegistrationResponseJSON; name?: string }
export type PasskeyRequestOptions = PublicKeyCredentialRequestOptionsJSON
export type PasskeyCreationOptions = PublicKeyCredentialCreationOptionsJSON
/** A TOTP secret to add to an authenticator app: typed (secret), opened (uri) or scanned (qrCode). Good for 10 minutes, until confirmed with a code. */
export interface TotpEnrolment {
  /** Base32, as an app asks for it when typed in. */
  secret: string
  /** otpauth://totp/… */
  uri: string
  /** The uri as a QR code: an SVG, as a data: URL for an <img>. */
  qrCode: string
}
/**
 * A factor set up. The first one signs the session in and comes with the account's ten recovery
 * codes, shown this once (null afterwards: the account keeps the codes it has).
 */
export interface Enrolled {
  session: StaffSession
  recoveryCodes: string[] | null
}
export interface RecoveryCodes {
  /** Ten codes, xxxxx-xxxxx, each good once; shown only now. */
  codes: string[]
}
export interface PasskeySummary {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}
export interface Factors {
  totp: boolean
  passkeys: PasskeySummary[]
  /** Unused recovery codes left. */
  recoveryCodesLeft: number
}
export interface SessionSummary {
  /** Not the session's id or key: enough to tell sessions apart. */
  id: string
  current: boolean
  signedInAt: string
  lastActiveAt: string
  /** The browser, roughly ("Firefox on Android"), from its User-Agent. */
  device: string
}
export type AuditAction = 'read' | 'export' | 'status' | 'assign' | 'note' | 'release' | 'delete'
export interface AuditEntryJson {
  at: string
  /** A username, or "api" for the bearer token. */
  actor: string
  action: AuditAction
  enquiryId: string
}
export interface AuditPage {
  items: AuditEntryJson[]
  page: number
  pageCount: number
}
export const auditPageSize = 50
export const AuditSearchSchema = v.pick(InboxSearchSchema, ['page'])

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
