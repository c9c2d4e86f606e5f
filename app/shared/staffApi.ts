import type { StaffRole } from './staffRoles.ts'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'
import * as v from 'valibot'
import { serviceIds } from './content/types.ts'
import type { TimelineEntry } from './enquiry/enquiryRecord.ts'
import { withoutHiddenCharacters } from './enquiry/hiddenCharacters.ts'
import type { Enquiry } from './enquiry/schema.ts'
import { enquiryStatuses, type EnquiryStatus } from './enquiry/status.ts'
import { type AuditAction, auditActions } from './enquiry/auditActions.ts'

/** The staff inbox's wire shapes, and the schemas its forms share with the server; staffRoutes/ puts each on its path. */

export const inboxViews = ['mine', 'unassigned', 'held', 'overdue'] as const
export type InboxView = (typeof inboxViews)[number]

export const inboxPageSize = 20

/** How many enquiries each view holds now, and how many there are in all (held ones apart). */
export type InboxCounts = Record<InboxView | 'all', number>

export const serviceFilters = [...serviceIds, 'none'] as const

const lastPossiblePage = Math.floor(Number.MAX_SAFE_INTEGER / inboxPageSize)

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

export type TimelineEntryJson = TimelineEntry extends infer Entry ? (Entry extends { at: Date } ? Omit<Entry, 'at'> & { at: string } : never) : never

export interface StaffEnquiry extends Enquiry {
  status: EnquiryStatus
  held: boolean
  assignee: string | null
  replyDueAt: string | null
  firstContactAt: string | null
  /** The phone's country (ISO 3166 alpha-2, "GB", "IE", "US"…), from its E.164 form; null if unknown. */
  phoneCountry: string | null
  /** The phone to show: national for a UK number ("028 9649 6000"), international otherwise ("+353 87 123 4567"); as stored if it does not parse. */
  phoneDisplay: string
  timeline: TimelineEntryJson[]
}

/** Another enquiry that may stop the firm acting on this one (server/inbox/conflicts.ts). */
export interface PossibleConflict {
  id: string
  createdAt: string
  status: EnquiryStatus
  serviceType: string
  reasons: Array<'their-enquirer-is-named-here' | 'they-name-this-enquirer'>
}

export interface StaffEnquiryDetail extends StaffEnquiry {
  related: Array<{ id: string; createdAt: string; status: EnquiryStatus; serviceType: string; matchedBy: Array<'email' | 'phone'> }>
  /** The newest 20 at most, and how many in all. */
  conflicts: { total: number; items: PossibleConflict[] }
}

export const noteLimit = 5000
export const NoteSchema = v.object(
  {
    text: v.pipe(
      v.string('The note must be text'),
      v.trim(),
      v.minLength(1, 'Write the note first'),
      v.maxLength(noteLimit, `A note is at most ${noteLimit} characters`),
      withoutHiddenCharacters,
    ),
  },
  'Write the note first',
)

export const replyLimits = { subject: 200, text: 10_000 } as const
export const ReplySchema = v.object(
  {
    subject: v.pipe(
      v.string('The subject must be text'),
      v.trim(),
      v.minLength(1, 'Write a subject'),
      v.maxLength(replyLimits.subject, `A subject is at most ${replyLimits.subject} characters`),
      // A line break in a subject would start another header.
      v.regex(/^\P{Cc}*$/u, 'A subject is one line'),
    ),
    text: v.pipe(
      v.string('The reply must be text'),
      v.trim(),
      v.minLength(1, 'Write the reply first'),
      v.maxLength(replyLimits.text, `A reply is at most ${replyLimits.text} characters`),
    ),
  },
  'Send { subject, text } as JSON',
)
export type Reply = v.InferOutput<typeof ReplySchema>

const emailAddress = v.pipe(v.string(), v.email('Please enter a valid email address'), v.maxLength(254, 'An email address is at most 254 characters'))

export const PreferencesSchema = v.object(
  {
    email: v.pipe(
      v.nullable(v.pipe(v.string('email must be text or null'), v.trim())),
      v.transform((email) => (email === '' ? null : email)),
      v.check((email) => email === null || v.is(emailAddress, email), 'Please enter a valid email address'),
    ),
    alertAreas: v.nullable(v.array(v.picklist(serviceIds, 'alertAreas must list areas of law by id'), 'alertAreas must be a list, or null for all')),
  },
  'Send { email, alertAreas } as JSON: email an address or null, alertAreas a list of areas of law or null for all',
)
export type Preferences = v.InferOutput<typeof PreferencesSchema>

/** One week of the report: Monday to Sunday, Europe/London. No personal data. */
export interface ReportWeek {
  /** The Monday the week starts, yyyy-mm-dd. */
  weekOf: string
  received: number
  held: number
  /** Contacted, or their reply-due time passed. */
  due: number
  contactedInTime: number
  medianWorkingHoursToContact: number | null
}

export interface ReportBreakdown {
  /** An area of law's id, "none", or an assignee's username ("unassigned" for none). */
  key: string
  received: number
  due: number
  contactedInTime: number
  medianWorkingHoursToContact: number | null
}

export interface Report {
  /** Of the last 12 weeks' enquiries that have come due, the share first contacted in time (0–1). */
  withinPromise: number | null
  weeks: ReportWeek[]
  byArea: ReportBreakdown[]
  byAssignee: ReportBreakdown[]
  /** By the answer to "How did you hear about us?" (`not-said`), and by the page the form was sent from (`not-recorded`). */
  bySource: ReportBreakdown[]
  byPage: ReportBreakdown[]
}

/** The rest is read by opening the enquiry, which the audit log records. */
export type InboxItem = Pick<
  StaffEnquiry,
  'id' | 'createdAt' | 'firstName' | 'lastName' | 'serviceType' | 'status' | 'held' | 'assignee' | 'replyDueAt' | 'firstContactAt'
>

export interface InboxPage {
  items: InboxItem[]
  total: number
  page: number
  pageCount: number
}

/** The longest password anywhere (set by `npm run staff`, typed at sign-in): argon2 hashes what it is given, all of it. */
export const passwordMaxLength = 1024
/** The shortest, counted in characters as typed (server/staff/passwords.ts judges the rest). */
export const passwordMinLength = 12
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

/** second-factor: a code or passkey is next; enrol: nothing else is allowed until a second factor is set up. */
export type SignInStage = 'second-factor' | 'enrol' | 'signed-in'
export type FactorKind = 'totp' | 'passkey'
export interface StaffSession {
  username: string
  stage: SignInStage
  factors: FactorKind[]
  role: StaffRole
}
/** Marks requests nobody asked for (polling, refetch on focus), so an open tab left alone still times out. */
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
export type PasskeyAnswer = { response: AuthenticationResponseJSON }
export type PasskeyRegistration = { response: RegistrationResponseJSON; name?: string }
/** Minutes a fresh proof (the password and a second factor, given again) is good for changing a factor. */
export const proofMinutes = 5
export type Proof = { password: string; totp?: string; recoveryCode?: string; passkey?: AuthenticationResponseJSON }
/** What a factor change answers when the session's proof is missing or old: 403 with this reason. */
export const proofRequired = 'proof-required'
/** A 401 that ended the session (too many wrong tries at a proof), though asked for while signing in. */
export const sessionEnded = 'session-ended'
export type PasskeyRequestOptions = PublicKeyCredentialRequestOptionsJSON
export type PasskeyCreationOptions = PublicKeyCredentialCreationOptionsJSON
/** Good for 10 minutes, until confirmed with a code. */
export interface TotpEnrolment {
  secret: string
  uri: string
  qrCode: string
}
/** The account's ten recovery codes come with its first factor, shown this once; null afterwards. */
export interface Enrolled {
  session: StaffSession
  recoveryCodes: string[] | null
}
export interface RecoveryCodes {
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
  recoveryCodesLeft: number
}
export interface SessionSummary {
  /** Not the session's id or key: enough to tell sessions apart. */
  id: string
  current: boolean
  signedInAt: string
  lastActiveAt: string
  device: string
}
export { type AuditAction, auditActions }
export interface AuditEntryJson {
  at: string
  /** A username, or "api" for the bearer token. */
  actor: string
  action: AuditAction
  enquiryId: string
  /** The enquirer's name while the enquiry is kept; null once it is gone. */
  enquiryName: string | null
}
export interface AuditPage {
  items: AuditEntryJson[]
  page: number
  pageCount: number
}
export const auditPageSize = 50
/** A page of the log, of one member of staff (or `api`), one kind of action, or one enquiry. */
export const AuditSearchSchema = v.object({
  ...v.pick(InboxSearchSchema, ['page']).entries,
  actor: v.optional(v.pipe(v.string('actor must be a username'), v.minLength(1, 'actor must be a username'), v.maxLength(64, 'actor must be a username'))),
  action: v.optional(v.picklist(auditActions, `action must be one of ${auditActions.join(', ')}`)),
  enquiry: v.optional(v.pipe(v.string('enquiry must be an enquiry id'), v.uuid('enquiry must be an enquiry id'))),
})
export type AuditSearch = v.InferOutput<typeof AuditSearchSchema>

export interface StaffAccountSummary {
  username: string
}

export interface AlertStatus {
  /** False when no SMTP_URL is configured. */
  enabled: boolean
  waiting: number
  failing: number
  failingSince: string | null
  lastError: string | null
  /** The latest e-mail the mail server refused for good (not retried) in the last day. */
  lastRefusal: { at: string; error: string } | null
}
