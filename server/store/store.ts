import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import type { ServiceId } from '../../app/shared/content/types.ts'
import type { EnquiryRecord, StatusChangeRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { EnquiryFields } from '../../app/shared/enquiry/schema.ts'
import type { EnquiryStatus } from '../../app/shared/enquiry/status.ts'

/**
 * The store port: everything the server keeps, behind one interface with two adapters, MongoDB
 * (mongoStore.ts, one mongo*.ts module per repository) and the embedded SQLite store
 * (sqliteStore.ts, sqliteEnquiries.ts). Both pass storeContract.ts. Enquiries come back as the
 * domain's EnquiryRecord, times as Dates; each API turns them into its own answer.
 */
export interface Store {
  enquiries: EnquiryRepository
  alerts: AlertQueue
  accounts: AccountRepository
  sessions: SessionRepository
  audit: AuditLog
  /** A counter of attempts per key; in the database on MongoDB, so every server process shares it. */
  rateLimiter(options: RateLimiterOptions): RateLimiterAbstract
  /** A random secret made once and kept, so every process and every restart uses the same. */
  secret(name: string): Promise<string>
  /** Resolves when the store can take writes; rejects with StoreUnavailableError otherwise. */
  ping(): Promise<void>
  close(): Promise<void>
}

export type NewEnquiry = EnquiryFields & { id: string }

/** Which enquiries a search finds: of a status, of a service (`none`: no service named), with every word of `q`. */
export interface EnquirySearch {
  status?: EnquiryStatus
  service?: ServiceId | 'none'
  q?: string
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
  insert(enquiry: NewEnquiry, options: { alert: boolean; at?: Date }): Promise<InsertResult>
  /** Every enquiry, newest first. */
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
  /** Erases an enquiry. On the embedded store, nothing of it is left in its files once this resolves (MongoDB: docs/security.md). */
  remove(id: string): Promise<boolean>
  /** Erases, as remove does, every enquiry that arrived before `cutoff` and was not instructed; returns how many. */
  removeExpired(cutoff: Date): Promise<number>
}

/** What an alert needs to say: the enquiry's service and arrival, and no more than a first name. */
export interface AlertJob {
  enquiryId: string
  firstName: string
  serviceType: string
  createdAt: Date
  attempts: number
}

export interface AlertQueue {
  /**
   * Takes the next alert that is due and not leased, and leases it to `owner` until
   * `leaseUntil`, so no other process sends it meanwhile.
   */
  claim(owner: string, now: Date, leaseUntil: Date): Promise<AlertJob | undefined>
  /** Ends the alert; only its lease holder can. */
  markSent(enquiryId: string, owner: string, at: Date): Promise<void>
  /** Releases the lease and makes the alert due again at `retryAt`. */
  markFailed(enquiryId: string, owner: string, error: string, retryAt: Date): Promise<void>
  /** How many alerts wait, how many of those have failed, since when (the oldest failing one's arrival) and the latest error. */
  status(): Promise<{ waiting: number; failing: number; failingSince: Date | null; lastError: string | null }>
}

export interface Account {
  username: string
  /** An argon2id hash; the password itself is never stored. */
  passwordHash: string
  /** Sessions begun before this are no longer valid. */
  passwordChangedAt: Date
  createdAt: Date
}

export interface AccountRepository {
  /** False when the username is taken. */
  add(account: Account): Promise<boolean>
  setPassword(username: string, passwordHash: string, at: Date): Promise<boolean>
  remove(username: string): Promise<boolean>
  find(username: string): Promise<Account | undefined>
  list(): Promise<Array<Pick<Account, 'username' | 'createdAt' | 'passwordChangedAt'>>>
}

/** Sessions by key: a hash of the session id (sessions.ts), never the id itself. */
export interface SessionRepository {
  /** The session's data, unless it is unknown or expired. */
  get(key: string, now: Date): Promise<object | undefined>
  set(key: string, data: object, expiresAt: Date): Promise<void>
  touch(key: string, expiresAt: Date): Promise<void>
  destroy(key: string): Promise<void>
  removeExpired(now: Date): Promise<number>
}

export interface AuditEntry {
  at: Date
  /** The staff member's username, or "api" for the bearer token. */
  actor: string
  action: 'export' | 'delete'
  enquiryId: string
}

/** Who read or erased which enquiry, and when. No personal data; it outlives the enquiry. */
export interface AuditLog {
  record(entry: AuditEntry): Promise<void>
  /** Newest first. */
  list(limit: number): Promise<AuditEntry[]>
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
