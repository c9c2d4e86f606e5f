import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import type { ServiceId } from '../../app/shared/content/types.ts'
import type { CallOutcome, EnquiryRecord, HoldReason, StatusChangeRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { EnquiryFields } from '../../app/shared/enquiry/schema.ts'
import type { EnquiryStatus } from '../../app/shared/enquiry/status.ts'
import type { StaffRole } from '../../app/shared/staffRoles.ts'
import type { AuditAction } from '../../app/shared/enquiry/auditActions.ts'

/** Everything the server keeps; both adapters (mongo*.ts, sqlite*.ts) are held to storeContract.ts. */
export interface Store {
  enquiries: EnquiryRepository
  mail: MailQueue
  accounts: AccountRepository
  sessions: SessionRepository
  audit: AuditLog
  digests: DigestLog
  invitations: InvitationRepository
  /** On MongoDB the counters live in the database, so every server process shares them. */
  rateLimiter(options: RateLimiterOptions): RateLimiterAbstract
  /** Made once and kept, so every process and every restart uses the same secret. */
  secret(name: string): Promise<string>
  /** Resolves when the store can take writes; rejects with StoreUnavailableError otherwise. */
  ping(): Promise<void>
  close(): Promise<void>
}

export type NewEnquiry = EnquiryFields & { id: string }

/**
 * Every condition given must hold. `service: 'none'`: no service named; `q`: every word of it;
 * `assignee: null`: unassigned; held enquiries only with `held: true`, otherwise never;
 * `overdueAt`: not yet contacted, with the reply due before it.
 */
export interface EnquirySearch {
  status?: EnquiryStatus
  service?: ServiceId | 'none'
  q?: string
  assignee?: string | null
  held?: boolean
  overdueAt?: Date
  arrivedBefore?: Date
}

/** An earlier or later enquiry from the same person: same e-mail (ignoring case) or same phone (E.164). */
export interface RelatedEnquiry {
  id: string
  createdAt: Date
  status: EnquiryStatus
  serviceType: string
  matchedBy: Array<'email' | 'phone'>
}

/** For the conflict check (inbox/conflicts.ts). */
export interface EnquiryParties {
  id: string
  createdAt: Date
  status: EnquiryStatus
  serviceType: string
  firstName: string
  lastName: string
  otherParty: string
  /** E-mail lower-cased, phone in E.164: the same person's other enquiries are no conflict. */
  emailKey: string
  phoneKey: string
}

/** What the weekly report needs of one enquiry: no personal data. */
export interface ReportRow {
  createdAt: Date
  serviceType: string
  /** "How did you hear about us?" as answered (empty: not answered), and the path of the page it was sent from (empty: not recorded). */
  heardFrom: string
  sentFrom: string
  assignee: string | null
  /** Held at arrival (released or not). */
  wasHeld: boolean
  held: boolean
  /** When the reply clock started: the arrival, or the release of a held enquiry. */
  clockFrom: Date
  replyDueAt: Date | null
  firstContactAt: Date | null
}

export interface InsertOptions {
  at?: Date
  /** Ignored when held. */
  replyDueAt: Date
  /** Non-empty: held as suspected spam, with no e-mail queued. */
  hold?: HoldReason[]
  /** Queue the staff alert in the same write, so the enquiry is never stored without it. */
  alert: boolean
  /** Queue the reminder and the escalation (chaseTimes.ts), each sent only if no contact came first. */
  chase?: boolean
  /** Queue the acknowledgement in the same write, unless one went to this key (an HMAC of the e-mail) within 24 hours. */
  acknowledge?: { addressKey: string }
}

export interface InsertResult {
  enquiry: EnquiryRecord
  /** False when this id was already stored: the stored enquiry is returned instead. */
  created: boolean
}

export interface EnquiryRepository {
  /** Idempotent by id, so a retry never stores a copy. */
  insert(enquiry: NewEnquiry, options: InsertOptions): Promise<InsertResult>
  /** Newest first. */
  list(): Promise<EnquiryRecord[]>
  /** Newest first; `total` counts every match. */
  search(search: EnquirySearch, page: { skip: number; limit: number }): Promise<{ items: EnquiryRecord[]; total: number }>
  get(id: string): Promise<EnquiryRecord | undefined>
  /** Records the change; undefined when the enquiry is gone or no longer in `from` (a colleague was quicker). */
  changeStatus(id: string, from: EnquiryStatus, change: StatusChangeRecord): Promise<EnquiryRecord | undefined>
  /** `to: null`: nobody. Undefined when the enquiry is gone, or `from` is given and is no longer its assignee. */
  assign(id: string, change: { to: string | null; from?: string | null; at: Date; by: string }): Promise<EnquiryRecord | undefined>
  /** A note is never a contact (decision 0047). Undefined when the enquiry is gone. */
  addNote(id: string, note: { text: string; at: Date; by: string }): Promise<EnquiryRecord | undefined>
  /** A call that reached the enquirer (isContact) is the first contact, if none came before. Undefined when the enquiry is gone. */
  logCall(id: string, call: { outcome: CallOutcome; at: Date; by: string }): Promise<EnquiryRecord | undefined>
  /** Records the reply and queues it (a job with the reply's id) in one write; it is a contact only once sent (MailQueue.markSent). */
  queueReply(id: string, reply: { replyId: string; subject: string; text: string; at: Date; by: string }): Promise<EnquiryRecord | undefined>
  /** Starts the reply clock and queues the mail as for a new enquiry; undefined when it is gone or not held. */
  release(
    id: string,
    release: Pick<InsertOptions, 'replyDueAt' | 'alert' | 'chase' | 'acknowledge'> & { at: Date; by: string },
  ): Promise<EnquiryRecord | undefined>
  /** Other enquiries with the same e-mail or phone, newest first (at most 20). */
  related(enquiry: Pick<EnquiryRecord, 'id' | 'email' | 'phone'>): Promise<RelatedEnquiry[]>
  /** The parties of every enquiry not held as spam. */
  parties(): Promise<EnquiryParties[]>
  /** The report's rows of every enquiry that arrived at or after `since`, held or not. */
  reportRows(since: Date): Promise<ReportRow[]>
  /** Erases an enquiry. On the embedded store, nothing of it is left in its files once this resolves (MongoDB: docs/security.md). */
  remove(id: string): Promise<boolean>
  /** Erases, as remove does, every enquiry that arrived before `cutoff` and was not instructed; returns how many. */
  removeExpired(cutoff: Date): Promise<number>
  /** Erases, as remove does, every enquiry still held that arrived before `cutoff`; returns how many. */
  removeHeld(cutoff: Date): Promise<number>
}

/** `alert` goes on arrival or release; `reminder` (before the reply is due) and `escalation` (overdue) only while uncontacted. */
export type MailKind = 'alert' | 'acknowledgement' | 'assignment' | 'reply' | 'reminder' | 'escalation'

/**
 * Only what the message may say. The sender's address and a reply's text are read from the enquiry
 * when the job is claimed, never copied into the queue; erasing an enquiry takes its jobs with it.
 */
export interface MailJob {
  id: string
  kind: MailKind
  enquiryId: string
  serviceType: string
  createdAt: Date
  replyDueAt: Date | null
  /** acknowledgement and reply: the sender's e-mail; assignment: the assignee's username; alert: undefined. */
  recipient?: string
  reply?: { subject: string; text: string }
  /** As they are when the job is claimed. */
  owner: string | null
  contacted: boolean
  attempts: number
}

export interface MailStatus {
  waiting: number
  failing: number
  failingSince: Date | null
  lastError: string | null
  lastRefusal: { at: Date; error: string } | null
}

export interface MailQueue {
  /** Leases the next due, unleased job to `owner` until `leaseUntil`, so no other process sends it meanwhile. */
  claim(owner: string, now: Date, leaseUntil: Date): Promise<MailJob | undefined>
  /** Only the lease holder can end the job. A sent reply becomes the enquiry's contact (a reply-sent timeline entry). */
  markSent(jobId: string, owner: string, at: Date): Promise<void>
  /** Releases the lease and makes the job due again at `retryAt`. */
  markFailed(jobId: string, owner: string, error: string, retryAt: Date): Promise<void>
  /** Ends the job unsent: the mail server refused it for good (a 5xx), so a retry would fail too. */
  markRefused(jobId: string, owner: string, error: string, at: Date): Promise<void>
  /** Not in the assignment's write: the assignment is already stored. */
  queueAssignment(enquiryId: string, assignee: string, at: Date): Promise<void>
  /** `waiting` leaves out untried jobs not yet due; `failingSince`: the oldest failing job's enquiry's arrival; refusals since `refusedSince`. */
  status(refusedSince?: Date): Promise<MailStatus>
}

export interface Account {
  username: string
  role: StaffRole
  /** Where this member of staff gets alerts and assignments; none: neither. */
  email: string | null
  /** The areas of law they are alerted for; null: all of them (the default). */
  alertAreas: ServiceId[] | null
  /** argon2id; the password itself is never stored. */
  passwordHash: string
  /** Sessions begun before this are no longer valid. */
  passwordChangedAt: Date
  createdAt: Date
}

/** A passkey (a WebAuthn credential) an account signs in with; ids and keys base64url. */
export interface Passkey {
  id: string
  publicKey: string
  /** The authenticator's signature counter as last seen (0 for those that keep none). */
  counter: number
  transports: string[]
  name: string
  createdAt: Date
  lastUsedAt: Date | null
}

/** None is stored in clear: the TOTP key, which the server must read to check a code, is sealed (factorKey.ts). */
export interface SecondFactors {
  /** Base32, sealed; null: no authenticator app. */
  totpSecret: string | null
  /** The last step a code was accepted for, so a code is good once. */
  totpLastStep: number
  passkeys: Passkey[]
  /** SHA-256 (hex): the codes are random enough that a fast hash is enough. */
  recoveryCodeHashes: string[]
}

export type AccountWithFactors = Account & SecondFactors

export interface AccountRepository {
  /** False when the username is taken. A new account has no second factor. */
  add(account: Account): Promise<boolean>
  setPassword(username: string, passwordHash: string, at: Date): Promise<boolean>
  /** Returns its open enquiries (New, Contacted) to Unassigned, each with a `returned` entry; how many, or undefined if no account. */
  remove(username: string, change: { at: Date; by: string }): Promise<number | undefined>
  find(username: string): Promise<AccountWithFactors | undefined>
  /** Also forgets the last step used. */
  setTotp(username: string, secret: string | null): Promise<boolean>
  /** An account's first second factor: false once it has one, so of two enrolments at once only one is made. */
  enrolFirst(username: string, factor: { totp: string } | { passkey: Passkey }): Promise<boolean>
  /** False when that step or a later one was already used (or no account). */
  spendTotpStep(username: string, step: number): Promise<boolean>
  addPasskey(username: string, passkey: Passkey): Promise<boolean>
  removePasskey(username: string, id: string): Promise<boolean>
  recordPasskeyUse(username: string, id: string, counter: number, at: Date): Promise<boolean>
  setRecoveryCodes(username: string, hashes: string[]): Promise<boolean>
  /** False when it is not an unused code. Atomic: of two uses at once, only one succeeds. */
  spendRecoveryCode(username: string, hash: string): Promise<boolean>
  /** The next sign-in enrols again; also ends the account's sessions (passwordChangedAt becomes `at`). */
  resetFactors(username: string, at: Date): Promise<boolean>
  setPreferences(username: string, preferences: Pick<Account, 'email' | 'alertAreas'>): Promise<boolean>
  setRole(username: string, role: StaffRole): Promise<boolean>
  list(): Promise<Array<Pick<Account, 'username' | 'role' | 'email' | 'alertAreas' | 'createdAt' | 'passwordChangedAt'>>>
}

/** An account offered to a colleague by e-mail; the link's token itself is never stored, only its SHA-256. */
export interface StoredInvitation {
  username: string
  tokenHash: string
  email: string
  role: StaffRole
  invitedBy: string
  createdAt: Date
  expiresAt: Date
}

/** One open invitation per username; one past its `expiresAt` counts as gone. */
export interface InvitationRepository {
  /** False when the username already has one open at `createdAt`. */
  add(invitation: StoredInvitation): Promise<boolean>
  find(tokenHash: string, now: Date): Promise<StoredInvitation | undefined>
  /** Removes and returns it: of two takes at once, only one gets it. */
  take(tokenHash: string, now: Date): Promise<StoredInvitation | undefined>
  list(now: Date): Promise<StoredInvitation[]>
  cancel(username: string): Promise<boolean>
  /** Forgets those past their time, with the address each was sent to; how many. */
  removeExpired(now: Date): Promise<number>
}

/** Keyed by a hash of the session id (sessions.ts), never the id itself; listFor and destroyFor match data.username. */
export interface SessionRepository {
  get(key: string, now: Date): Promise<object | undefined>
  set(key: string, data: object, expiresAt: Date): Promise<void>
  touch(key: string, expiresAt: Date): Promise<void>
  destroy(key: string): Promise<void>
  listFor(username: string, now: Date): Promise<Array<{ key: string; data: object }>>
  /** Every one of the account's sessions but `keep`; how many. */
  destroyFor(username: string, keep?: string): Promise<number>
  removeExpired(now: Date): Promise<number>
}

export type { AuditAction }

export interface AuditEntry {
  at: Date
  /** The staff member's username, or "api" for the bearer token. */
  actor: string
  action: AuditAction
  enquiryId: string
}

export type AuditFilter = Partial<Pick<AuditEntry, 'actor' | 'action' | 'enquiryId'>>

/** No personal data, so it may outlive the enquiry, for the retention period. */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>
  /** Newest first. */
  list(limit: number): Promise<AuditEntry[]>
  /** Newest first. */
  page(page: { skip: number; limit: number }, filter?: AuditFilter): Promise<{ items: AuditEntry[]; total: number }>
  removeBefore(cutoff: Date): Promise<number>
}

/**
 * One morning digest per member of staff a working day, leased while it is sent: sent once, unless a
 * sender stops between sending and marking it.
 */
export interface DigestLog {
  /** `day`: the office's YYYY-MM-DD. True when the digest is the caller's to send: not sent, and no lease running at `now`. */
  claim(day: string, username: string, now: Date, leaseUntil: Date): Promise<boolean>
  /** Also when there was nothing to say: not sent again that day. */
  markSent(day: string, username: string, at: Date): Promise<void>
  removeBefore(day: string): Promise<number>
}

export interface RateLimiterOptions {
  keyPrefix: string
  points: number
  durationSeconds: number
}

/** The store cannot be reached; the API answers 503 and the browser keeps the enquiry to retry. */
export class StoreUnavailableError extends Error {
  constructor(message = 'The store is unavailable', options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StoreUnavailableError'
  }
}

/** The store is still starting (connecting, building indexes): /healthz says "starting". */
export class StoreNotReadyError extends StoreUnavailableError {
  constructor(message: string) {
    super(message)
    this.name = 'StoreNotReadyError'
  }
}

/** The database refused the request itself (a value it cannot hold or search for): 400, as a retry would fail too. */
export class StoreRejectedError extends Error {
  constructor(message = 'The store refused the request', options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StoreRejectedError'
  }
}

/** A damaged file, a schema newer than the code: the message is a sentence for the operator, printed as it is (server/index.ts). */
export class StoreOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StoreOpenError'
  }
}
