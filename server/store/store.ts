import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import type { ServiceId } from '../../app/shared/content/types.ts'
import type { CallOutcome, EnquiryRecord, HoldReason, StatusChangeRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { EnquiryFields } from '../../app/shared/enquiry/schema.ts'
import type { EnquiryStatus } from '../../app/shared/enquiry/status.ts'
import type { StaffRole } from '../../app/shared/staffRoles.ts'
import type { AuditAction } from '../../app/shared/enquiry/auditActions.ts'

/**
 * Everything the server keeps, with two adapters (mongo*.ts, sqlite*.ts: a module per repository),
 * both held by storeContract.ts. Enquiries come back as the domain's EnquiryRecord.
 */
export interface Store {
  enquiries: EnquiryRepository
  /** The e-mails about enquiries (alerts, acknowledgements, assignments): one durable queue. */
  mail: MailQueue
  accounts: AccountRepository
  sessions: SessionRepository
  audit: AuditLog
  digests: DigestLog
  /** A counter of attempts per key; in the database on MongoDB, so every server process shares it. */
  rateLimiter(options: RateLimiterOptions): RateLimiterAbstract
  /** A random secret made once and kept, so every process and every restart uses the same. */
  secret(name: string): Promise<string>
  /** Resolves when the store can take writes; rejects with StoreUnavailableError otherwise. */
  ping(): Promise<void>
  close(): Promise<void>
}

export type NewEnquiry = EnquiryFields & { id: string }

/**
 * Which enquiries a search finds: of a status, of a service (`none`: no service named), with every
 * word of `q`; of an assignee (null: unassigned); held ones only with `held: true` (otherwise never);
 * overdue ones only (`overdueAt`: not yet contacted, and their reply due before that time);
 * those that arrived before `arrivedBefore`.
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

/** Who is named in one enquiry, for the conflict check (inbox/conflicts.ts): the enquirer and the other party they named. */
export interface EnquiryParties {
  id: string
  createdAt: Date
  status: EnquiryStatus
  serviceType: string
  firstName: string
  lastName: string
  otherParty: string
  /** The e-mail lower-cased and the phone in E.164: the same person's other enquiries are no conflict. */
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
  /** Computed by the server from the arrival (replyDue.ts); ignored when held. */
  replyDueAt: Date
  /** Non-empty: held as suspected spam, with no e-mail queued. */
  hold?: HoldReason[]
  /** Queue the staff alert in the same write. */
  alert: boolean
  /** Queue the reminder before the reply is due and the escalation after it (chaseTimes.ts), sent only if no contact came first. */
  chase?: boolean
  /**
   * Queue the sender's acknowledgement in the same write, unless one went to the same address
   * (by this key: an HMAC of the lower-cased e-mail) within the last 24 hours.
   */
  acknowledge?: { addressKey: string }
}

export interface InsertResult {
  enquiry: EnquiryRecord
  /** False when an enquiry with this id was already stored: the stored one is returned instead. */
  created: boolean
}

export interface EnquiryRepository {
  /**
   * Idempotent by id, so retries can never store a copy. With `alert`, the e-mail alert is
   * recorded in the same write as the enquiry: it cannot be lost between the two.
   */
  insert(enquiry: NewEnquiry, options: InsertOptions): Promise<InsertResult>
  /** Newest first. */
  list(): Promise<EnquiryRecord[]>
  /** One page of the enquiries that match, newest first, and how many match in all. */
  search(search: EnquirySearch, page: { skip: number; limit: number }): Promise<{ items: EnquiryRecord[]; total: number }>
  get(id: string): Promise<EnquiryRecord | undefined>
  /**
   * Moves an enquiry from one status to another and records the change; undefined when it is
   * gone or no longer in `from` (a colleague was quicker). An instructed enquiry stops
   * counting towards retention.
   */
  changeStatus(id: string, from: EnquiryStatus, change: StatusChangeRecord): Promise<EnquiryRecord | undefined>
  /**
   * Gives an enquiry to `to` (null: nobody) and records it; undefined when it is gone, or when
   * `from` is given and is no longer its assignee (a colleague took it meanwhile).
   */
  assign(id: string, change: { to: string | null; from?: string | null; at: Date; by: string }): Promise<EnquiryRecord | undefined>
  /** Appends an internal note (never a contact: decision 0047). Undefined when it is gone. */
  addNote(id: string, note: { text: string; at: Date; by: string }): Promise<EnquiryRecord | undefined>
  /** Records a call; one that reached the enquirer (isContact) is the first contact, if none came before. Undefined when it is gone. */
  logCall(id: string, call: { outcome: CallOutcome; at: Date; by: string }): Promise<EnquiryRecord | undefined>
  /**
   * Records a reply to the enquirer on the timeline and queues it (a job with the reply's id) in the
   * same write; it becomes the first contact once the mail server takes it (MailQueue.markSent).
   */
  queueReply(id: string, reply: { replyId: string; subject: string; text: string; at: Date; by: string }): Promise<EnquiryRecord | undefined>
  /**
   * Releases a held enquiry: its reply clock starts now (`replyDueAt`), and its alert and
   * acknowledgement are queued as for a new one. Undefined when it is gone or not held.
   */
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

/**
 * The e-mails about an enquiry: `alert` to staff when it arrives (or is released), `acknowledgement`
 * to its sender, `assignment` to the staff member it was given to, `reply` from staff to its sender,
 * `reminder` before its reply is due and `escalation` once it is overdue (neither once it is contacted).
 */
export type MailKind = 'alert' | 'acknowledgement' | 'assignment' | 'reply' | 'reminder' | 'escalation'

/**
 * A queued e-mail, with what its message may say: the enquiry's area of law, its reference and
 * times, and for an acknowledgement the sender's address (read when it is claimed, never copied
 * into the queue). An erased enquiry takes its queued e-mails with it.
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
  /** reply: what staff wrote, read from the enquiry's timeline when it is claimed. */
  reply?: { subject: string; text: string }
  /** Who owns the enquiry and whether it has had its first contact, as it is when the job is claimed. */
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
  /**
   * Takes the next e-mail that is due and not leased, and leases it to `owner` until
   * `leaseUntil`, so no other process sends it meanwhile.
   */
  claim(owner: string, now: Date, leaseUntil: Date): Promise<MailJob | undefined>
  /** Ends the job; only its lease holder can. A reply sent is the enquiry's contact (a reply-sent entry on its timeline). */
  markSent(jobId: string, owner: string, at: Date): Promise<void>
  /** Releases the lease and makes the job due again at `retryAt`. */
  markFailed(jobId: string, owner: string, error: string, retryAt: Date): Promise<void>
  /** Ends the job unsent: the mail server refused it for good (a 5xx), so no retry would do better. */
  markRefused(jobId: string, owner: string, error: string, at: Date): Promise<void>
  /** Queues the e-mail to an enquiry's new assignee (the assignment itself is already stored). */
  queueAssignment(enquiryId: string, assignee: string, at: Date): Promise<void>
  /**
   * How many e-mails are due and wait, how many of those have failed, since when (the oldest failing one's
   * enquiry's arrival) and the latest error; and the latest refusal since `refusedSince`.
   */
  status(refusedSince?: Date): Promise<MailStatus>
}

export interface Account {
  username: string
  role: StaffRole
  /** Where this member of staff gets alerts and assignments; none: neither. */
  email: string | null
  /** The areas of law they are alerted for; null: all of them (the default). */
  alertAreas: ServiceId[] | null
  /** An argon2id hash; the password itself is never stored. */
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

/** An account's second factors: none of them is a secret stored in clear; the TOTP key, which the server must read to check a code, is sealed (factorKey.ts). */
export interface SecondFactors {
  /** The TOTP key, base32, as sealed by the server; null: no authenticator app. */
  totpSecret: string | null
  /** The last 30-second step a TOTP code was accepted for: a code is good once. */
  totpLastStep: number
  passkeys: Passkey[]
  /** SHA-256 of each unused recovery code (hex); each random enough that a fast hash is enough. */
  recoveryCodeHashes: string[]
}

export type AccountWithFactors = Account & SecondFactors

export interface AccountRepository {
  /** False when the username is taken. A new account has no second factor. */
  add(account: Account): Promise<boolean>
  setPassword(username: string, passwordHash: string, at: Date): Promise<boolean>
  /**
   * Deletes an account and returns its open enquiries (New, Contacted) to Unassigned, each with a
   * `returned` timeline entry by `by`; how many, or undefined when there is no such account.
   */
  remove(username: string, change: { at: Date; by: string }): Promise<number | undefined>
  find(username: string): Promise<AccountWithFactors | undefined>
  /** Sets (or with null removes) the TOTP key, and forgets the last step used. */
  setTotp(username: string, secret: string | null): Promise<boolean>
  /** Records a TOTP code's step as used; false when that step or a later one was already used (or no account). */
  spendTotpStep(username: string, step: number): Promise<boolean>
  addPasskey(username: string, passkey: Passkey): Promise<boolean>
  /** False when the account has no such passkey. */
  removePasskey(username: string, id: string): Promise<boolean>
  /** Records a passkey's use and its new counter; false when the account has no such passkey. */
  recordPasskeyUse(username: string, id: string, counter: number, at: Date): Promise<boolean>
  setRecoveryCodes(username: string, hashes: string[]): Promise<boolean>
  /** Removes one unused recovery code; false when it is not one (or was used already). Safe against two uses at once. */
  spendRecoveryCode(username: string, hash: string): Promise<boolean>
  /**
   * Removes every second factor, so the next sign-in enrols again (`npm run staff -- reset-factors`),
   * and ends the account's sessions (passwordChangedAt becomes `at`).
   */
  resetFactors(username: string, at: Date): Promise<boolean>
  setPreferences(username: string, preferences: Pick<Account, 'email' | 'alertAreas'>): Promise<boolean>
  setRole(username: string, role: StaffRole): Promise<boolean>
  list(): Promise<Array<Pick<Account, 'username' | 'role' | 'email' | 'alertAreas' | 'createdAt' | 'passwordChangedAt'>>>
}

/**
 * Sessions by key: a hash of the session id (sessions.ts), never the id itself. A session's
 * data.username (when it has one) is whose it is: the account's sessions are found by it.
 */
export interface SessionRepository {
  get(key: string, now: Date): Promise<object | undefined>
  set(key: string, data: object, expiresAt: Date): Promise<void>
  touch(key: string, expiresAt: Date): Promise<void>
  destroy(key: string): Promise<void>
  listFor(username: string, now: Date): Promise<Array<{ key: string; data: object }>>
  /** Ends every session of the account but `keep`'s; returns how many ended. */
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

/** Who read, changed or erased which enquiry, and when. No personal data; it outlives the enquiry, for the retention period. */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>
  /** Newest first. */
  list(limit: number): Promise<AuditEntry[]>
  /** Newest first, of one actor, action or enquiry where `filter` names it. */
  page(page: { skip: number; limit: number }, filter?: AuditFilter): Promise<{ items: AuditEntry[]; total: number }>
  removeBefore(cutoff: Date): Promise<number>
}

/**
 * Which morning digests went (mail/morningDigest.ts): one per member of staff a working day, leased
 * while it is sent, so one sender at a time has it; sent once, unless a sender stops between sending and marking it.
 */
export interface DigestLog {
  /** True when `username`'s digest of `day` (the office's YYYY-MM-DD) is the caller's to send: not sent, and no lease running at `now`. */
  claim(day: string, username: string, now: Date, leaseUntil: Date): Promise<boolean>
  /** It went, or had nothing to say: not sent again that day. */
  markSent(day: string, username: string, at: Date): Promise<void>
  /** Forgets the digests of days before `day`; how many. */
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

/**
 * The database refused the request itself (a value it cannot hold or search for): the API answers
 * 400, since the same request would fail again.
 */
export class StoreRejectedError extends Error {
  constructor(message = 'The store refused the request', options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StoreRejectedError'
  }
}

/** The store cannot open (a damaged file, a schema newer than the code): a clear sentence for the operator, printed as it is (server/index.ts). */
export class StoreOpenError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StoreOpenError'
  }
}
