import type { mongo } from 'mongoose'
import { isUnavailable } from './mongoErrors.ts'
import { newestFirst } from './mongoQueries.ts'
import { acknowledgementIntervalMs } from './storedEnquiry.ts'

export interface IndexDeclaration {
  collection: string
  key: Record<string, 1 | -1>
  options?: { unique?: boolean; expireAfterSeconds?: number }
  /** The queries it serves (docs/mongodb.md lists the same). */
  serves: string
}

export const collections = {
  enquiries: 'consultation_requests',
  users: 'users',
  sessions: 'sessions',
  audit: 'audit_log',
  settings: 'settings',
  rateLimits: 'rate_limits',
  acknowledgedAddresses: 'acknowledged_addresses',
  digests: 'digests',
  invitations: 'invitations',
  migrations: 'migrations',
} as const

/**
 * The inbox sorts newest first, so each of its filters has an index with the equality fields first
 * and the sort after: MongoDB walks it in order, reads one page and counts with it, never sorting in memory.
 */
export const mongoIndexes = (retentionDays: number): IndexDeclaration[] => [
  {
    collection: collections.enquiries,
    key: { id: 1 },
    options: { unique: true },
    serves: 'idempotent insert; get, every change, delete and queued e-mails by enquiry id',
  },
  { collection: collections.enquiries, key: newestFirst, serves: 'the full list (held or not); the report since a date' },
  {
    collection: collections.enquiries,
    key: { held: 1, ...newestFirst },
    serves: 'the inbox and Held without filters (with or without a search); erasing held enquiries',
  },
  { collection: collections.enquiries, key: { held: 1, status: 1, ...newestFirst }, serves: 'the inbox filtered by status' },
  { collection: collections.enquiries, key: { held: 1, serviceType: 1, ...newestFirst }, serves: 'the inbox filtered by service' },
  { collection: collections.enquiries, key: { held: 1, status: 1, serviceType: 1, ...newestFirst }, serves: 'the inbox filtered by status and service' },
  { collection: collections.enquiries, key: { held: 1, assignee: 1, ...newestFirst }, serves: 'Mine and Unassigned (other filters checked as it is walked)' },
  {
    collection: collections.enquiries,
    key: { held: 1, firstContactAt: 1, ...newestFirst },
    serves: 'Overdue: not yet contacted, newest first, the reply due time checked as it is walked',
  },
  { collection: collections.enquiries, key: { 'mail.state': 1, 'mail.due': 1 }, serves: 'the next due e-mail; waiting and failing counts' },
  { collection: collections.enquiries, key: { 'mail.id': 1 }, serves: 'ending or failing an e-mail by its job id' },
  { collection: collections.enquiries, key: { emailKey: 1 }, serves: 'related enquiries by e-mail' },
  { collection: collections.enquiries, key: { phoneKey: 1 }, serves: 'related enquiries by phone' },
  {
    collection: collections.enquiries,
    key: { retentionFrom: 1 },
    options: { expireAfterSeconds: retentionDays * 86_400 },
    serves: 'retention: MongoDB deletes an enquiry not instructed ENQUIRY_RETENTION_DAYS after it arrived; the daily sweep',
  },
  { collection: collections.users, key: { username: 1 }, options: { unique: true }, serves: 'one account per username; sign-in' },
  { collection: collections.sessions, key: { expiresAt: 1 }, options: { expireAfterSeconds: 0 }, serves: 'MongoDB deletes a session at its expiry; the sweep' },
  { collection: collections.sessions, key: { 'data.username': 1 }, serves: "an account's sessions: listed, or all but one ended" },
  { collection: collections.audit, key: { at: 1 }, serves: 'the audit log, newest first; entries past the retention period removed' },
  {
    collection: collections.acknowledgedAddresses,
    key: { lastAt: 1 },
    options: { expireAfterSeconds: acknowledgementIntervalMs / 1000 },
    serves: 'MongoDB forgets an address key a day after its last acknowledgement',
  },
  { collection: collections.invitations, key: { tokenHash: 1 }, options: { unique: true }, serves: 'opening and taking an invitation by its link' },
  {
    collection: collections.invitations,
    key: { expiresAt: 1 },
    options: { expireAfterSeconds: 0 },
    serves: 'MongoDB forgets an invitation, with its address, when its link expires; the sweep',
  },
  // The two rate-limiter-flexible makes itself, built here instead so boot waits for them.
  { collection: collections.rateLimits, key: { expire: -1 }, options: { expireAfterSeconds: 0 }, serves: 'MongoDB deletes a spent rate-limit window' },
  { collection: collections.rateLimits, key: { key: 1 }, options: { unique: true }, serves: 'one counter per client address and limit' },
]

const codeOf = (error: unknown) => (error as { code?: unknown }).code
const indexOptionsConflict = new Set([85, 86])

export interface IndexLog {
  warn(message: string): void
  error(message: string): void
}

/**
 * A TTL index whose period changed is changed with collMod, which needs the dbAdmin role. A refusal
 * is logged loudly and survived: the daily sweep applies the configured period whatever the index says.
 */
export async function buildIndexes(db: mongo.Db, retentionDays: number, log: IndexLog) {
  for (const { collection, key, options } of mongoIndexes(retentionDays)) {
    try {
      await db.collection(collection).createIndex(key, options ?? {})
    } catch (error) {
      if (!indexOptionsConflict.has(codeOf(error) as number) || options?.expireAfterSeconds === undefined) throw error
      await changeExpiry(db, collection, key, options.expireAfterSeconds, log)
    }
  }
}

async function changeExpiry(db: mongo.Db, collection: string, keyPattern: Record<string, 1 | -1>, expireAfterSeconds: number, log: IndexLog) {
  try {
    await db.command({ collMod: collection, index: { keyPattern, expireAfterSeconds } })
    log.warn(`changed the expiry of ${collection}'s TTL index to ${expireAfterSeconds / 86_400} days`)
  } catch (error) {
    // A network failure is retried with the rest of the boot; a refusal (code 13, Unauthorized) is survived.
    if (isUnavailable(error) && codeOf(error) !== 13) throw error
    const current = (await db.collection(collection).indexes()).find((index) => JSON.stringify(index.key) === JSON.stringify(keyPattern))
    const days = (seconds: unknown) => (typeof seconds === 'number' ? `${seconds / 86_400} days` : 'an unknown period')
    log.error(
      `MongoDB refused to change the TTL index on ${collection} (${(error as Error).message}): it still deletes after ${days(current?.expireAfterSeconds)}, ` +
        `not the configured ${days(expireAfterSeconds)}. The daily sweep still deletes at the configured period. ` +
        `The app's database user needs readWrite, plus dbAdmin on this database to change a TTL index (or change it by hand: see docs/mongodb.md).`,
    )
  }
}
