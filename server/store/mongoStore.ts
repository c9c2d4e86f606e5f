import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Connection, Model, QueryFilter } from 'mongoose'
import { RateLimiterMongo } from 'rate-limiter-flexible'
// The queries and record shapes both stores share.
import * as records from './enquiryRecords.ts'
import type { EnquiryRecord } from './enquiryRecords.ts'
import { connectOnce, databaseName } from './mongoConnection.ts'
import { storeError } from './mongoErrors.ts'
import { buildIndexes, collections, type IndexLog } from './mongoIndexes.ts'
import { models } from './mongoModels.ts'
import { type Account, type AccountRepository, StoreNotReadyError, StoreUnavailableError, type Store } from './store.ts'

/** The queries shared with the embedded store (enquiryRecords.ts), in mongoose's terms. */
const query = (filter: object) => filter as QueryFilter<EnquiryRecord>

const isDuplicateKey = (error: unknown) => (error as { code?: number })?.code === 11000

/**
 * What went wrong, in one line: a server selection error carries the whole topology, of which
 * only the first server's own error (e.g. "connect ECONNREFUSED") says why.
 */
function why(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const servers = (error as { reason?: { servers?: Map<string, { error?: Error | null }> } }).reason?.servers
  const cause = [...(servers?.values() ?? [])].map((server) => server.error?.message).find(Boolean)
  return (cause && !message.includes(cause) ? `${message} (${cause})` : message).split('\n')[0] ?? ''
}

/**
 * An alert is due by the clock of the process that wrote its due time, but its lease is judged
 * by the database's clock ($$NOW), the one clock every server process shares: a process whose
 * clock runs ahead cannot take over a lease that is still running.
 */
const dueAlertByServerClock = (now: Date) => ({
  'alert.state': 'waiting',
  'alert.due': { $lte: now },
  $expr: { $lte: [{ $ifNull: ['$alert.leaseUntil', new Date(0)] }, '$$NOW'] },
})
const leaseByServerClock = (owner: string, leaseMs: number) => [{ $set: { 'alert.leaseOwner': owner, 'alert.leaseUntil': { $add: ['$$NOW', leaseMs] } } }]

/**
 * Enquiries stored before statuses existed become New. Conditional on the legacy shape, so a
 * status a colleague set meanwhile (another process booting at the same time) is never overwritten.
 */
async function migrateLegacy(connection: Connection) {
  const raw = connection.collection(collections.enquiries)
  for await (const legacy of raw.find<EnquiryRecord>(records.legacyFilter)) {
    await raw.updateOne({ ...records.legacyFilter, id: legacy.id }, records.legacyUpdate(legacy))
  }
}

/** Staff accounts; also all `npm run staff` uses, which must build no index and change no setting. */
function accountRepository(users: () => Model<Account>): AccountRepository {
  return {
    async add(account) {
      // An upsert, not an insert: correct even before the server has built the unique index.
      const result = await users()
        .updateOne({ username: account.username }, { $setOnInsert: account }, { upsert: true })
        .catch((error) => (isDuplicateKey(error) ? { upsertedCount: 0 } : storeError(error)))
      return result.upsertedCount > 0
    },
    setPassword: async (username, passwordHash, at) =>
      (
        await users()
          .updateOne({ username }, { $set: { passwordHash, passwordChangedAt: at } })
          .catch(storeError)
      ).matchedCount > 0,
    remove: async (username) => (await users().deleteOne({ username }).catch(storeError)).deletedCount > 0,
    async find(username) {
      const account = await users().findOne({ username }, { _id: 0 }).lean().catch(storeError)
      return account ?? undefined
    },
    list: async () => users().find({}, { _id: 0, username: 1, createdAt: 1, passwordChangedAt: 1 }).sort({ username: 1 }).lean().catch(storeError),
  }
}

/** The accounts alone, for `npm run staff`: one connection attempt, no index, no migration, no setting. */
export async function openMongoAccounts(uri: string) {
  const connection = await connectOnce(uri).catch((error) => {
    throw new StoreUnavailableError(`Could not reach MongoDB: ${why(error)}`, { cause: error })
  })
  const { User } = models(connection)
  return { accounts: accountRepository(() => User), close: () => connection.close() }
}

export interface MongoOptions {
  retentionDays: number
  logger: IndexLog & { info(message: string): void }
  /** The database; by default the one MONGODB_URI names, or `clarendon`. */
  dbName?: string
  /** Attempts before `ready` rejects; by default the server keeps trying. */
  attempts?: number
  /** The first retry waits this long, each later one twice as long, up to `maxRetryMs`. */
  retryMs?: number
  maxRetryMs?: number
}

export interface OpeningStore {
  /** Usable at once: until `ready`, every operation fails at once with StoreNotReadyError (503). */
  store: Store
  /**
   * Resolves once connected, with indexes built and legacy records migrated; rejects only when
   * `attempts` run out, and stays pending if the store is closed first.
   */
  ready: Promise<void>
}

/**
 * MongoDB, opened in the background: connects, builds the indexes and migrates, retrying with
 * backoff (the driver does not retry a failed first connection, and the database may start after
 * the server), while the site serves its pages and the API answers 503.
 */
export function openMongoStore(
  uri: string,
  { retentionDays, logger, attempts = Number.POSITIVE_INFINITY, retryMs = 1000, maxRetryMs = 30_000, ...options }: MongoOptions,
): OpeningStore {
  const dbName = options.dbName ?? databaseName(uri)
  let live: { connection: Connection; models: ReturnType<typeof models> } | undefined
  let notReady = 'connecting'
  const stopped = new AbortController()

  const use = () => {
    if (!live) throw new StoreNotReadyError(`MongoDB is not ready: ${notReady}`)
    return live.models
  }

  async function prepare() {
    const connection = await connectOnce(uri, dbName)
    try {
      await buildIndexes(connection.db!, retentionDays, logger)
      await migrateLegacy(connection)
      return connection
    } catch (error) {
      await connection.close().catch(() => undefined)
      throw error
    }
  }

  // Closed before it was ready, the store never becomes ready.
  const never = new Promise<never>(() => {})
  const ready = (async (): Promise<void> => {
    for (let attempt = 1; ; attempt++) {
      try {
        const connection = await prepare()
        if (stopped.signal.aborted) {
          await connection.close()
          return never
        }
        live = { connection, models: models(connection) }
        logger.info(`MongoDB is ready (database ${dbName})`)
        return
      } catch (error) {
        notReady = why(error)
        if (attempt >= attempts) throw new StoreUnavailableError(`MongoDB is not ready: ${notReady}`, { cause: error })
        const delay = Math.min(retryMs * 2 ** (attempt - 1), maxRetryMs)
        logger.warn(`MongoDB is not ready (attempt ${attempt}: ${notReady}); enquiries answer 503 meanwhile; trying again in ${delay / 1000} s`)
        const slept = await sleep(delay, true, { signal: stopped.signal }).catch(() => false)
        if (!slept) return never
      }
    }
  })()
  // rate-limiter-flexible waits on this for its client; it must never reject (the library would not catch it).
  const readyClient = ready.then(
    () => live!.connection.getClient(),
    () => never,
  )

  const staff = (record: EnquiryRecord | null) => (record ? records.toStaffEnquiry(record) : undefined)

  const store: Store = {
    enquiries: {
      async insert(enquiry, options) {
        const { Enquiry } = use()
        try {
          // Insert and let the unique index decide; never find-then-insert, which races.
          const stored = await Enquiry.create(records.newRecord(enquiry, options))
          return { enquiry: records.toEnquiry(stored.toObject()), created: true }
        } catch (error) {
          if (!isDuplicateKey(error)) storeError(error)
          // Only a copy a majority holds is an answer: one whose majority timed out could still be rolled back.
          const existing = await Enquiry.findOne({ id: enquiry.id }).readConcern('majority').lean().catch(storeError)
          if (!existing) throw new StoreUnavailableError('An earlier copy of this enquiry is not yet safely stored', { cause: error })
          return { enquiry: records.toEnquiry(existing), created: false }
        }
      },
      list: async () => (await use().Enquiry.find().sort(records.newestFirst).lean().catch(storeError)).map(records.toStaffEnquiry),
      async search(search, { skip, limit }) {
        const { Enquiry } = use()
        const filter = query(records.searchFilter(search))
        const [items, total] = await Promise.all([
          Enquiry.find(filter).sort(records.newestFirst).skip(skip).limit(limit).lean(),
          // Without a filter, the collection's own count: counting would read every entry of an index.
          Object.keys(filter).length === 0 ? Enquiry.estimatedDocumentCount() : Enquiry.countDocuments(filter),
        ]).catch(storeError)
        return { items: items.map(records.toStaffEnquiry), total }
      },
      get: async (id) => staff(await use().Enquiry.findOne({ id }).lean().catch(storeError)),
      changeStatus: async (id, from, change) =>
        staff(await use().Enquiry.findOneAndUpdate({ id, status: from }, records.statusUpdate(change), { returnDocument: 'after' }).lean().catch(storeError)),
      remove: async (id) => (await use().Enquiry.deleteOne({ id }).catch(storeError)).deletedCount > 0,
      removeExpired: async (cutoff) =>
        (
          await use()
            .Enquiry.deleteMany(query(records.expiredFilter(cutoff)))
            .catch(storeError)
        ).deletedCount,
    },
    alerts: {
      async claim(owner, now, leaseUntil) {
        const leaseMs = leaseUntil.getTime() - now.getTime()
        // The driver's own call: mongoose does not pass an update pipeline on without an option per call.
        const claimed = await use()
          .Enquiry.collection.findOneAndUpdate(dueAlertByServerClock(now), leaseByServerClock(owner, leaseMs), {
            sort: { 'alert.due': 1 },
            returnDocument: 'after',
          })
          .catch(storeError)
        return claimed ? records.toAlertJob(claimed as unknown as EnquiryRecord) : undefined
      },
      async markSent(enquiryId, owner, at) {
        await use()
          .Enquiry.updateOne(query(records.leasedBy(enquiryId, owner)), records.sentUpdate(at))
          .catch(storeError)
      },
      async markFailed(enquiryId, owner, error, retryAt) {
        await use()
          .Enquiry.updateOne(query(records.leasedBy(enquiryId, owner)), records.failedUpdate(error, retryAt, new Date()))
          .catch(storeError)
      },
      async status() {
        const { Enquiry } = use()
        const [waiting, failing, oldest, latest] = await Promise.all([
          Enquiry.countDocuments(query(records.waitingAlerts)),
          Enquiry.countDocuments(query(records.failingAlerts)),
          Enquiry.findOne(query(records.failingAlerts)).sort({ createdAt: 1 }).lean(),
          Enquiry.findOne(query(records.failingAlerts)).sort({ 'alert.failedAt': -1 }).lean(),
        ]).catch(storeError)
        return { waiting, failing, failingSince: oldest ? oldest.createdAt.toISOString() : null, lastError: latest?.alert?.lastError ?? null }
      },
    },
    accounts: accountRepository(() => use().User),
    sessions: {
      async get(sid, now) {
        const session = await use()
          .Session.findOne({ _id: sid, expiresAt: { $gt: now } })
          .lean()
          .catch(storeError)
        return session?.data
      },
      async set(sid, data, expiresAt) {
        await use().Session.updateOne({ _id: sid }, { $set: { data, expiresAt } }, { upsert: true }).catch(storeError)
      },
      async touch(sid, expiresAt) {
        await use().Session.updateOne({ _id: sid }, { $set: { expiresAt } }).catch(storeError)
      },
      async destroy(sid) {
        await use().Session.deleteOne({ _id: sid }).catch(storeError)
      },
      removeExpired: async (now) =>
        (
          await use()
            .Session.deleteMany({ expiresAt: { $lte: now } })
            .catch(storeError)
        ).deletedCount,
    },
    audit: {
      async record(entry) {
        await use().Audit.create(entry).catch(storeError)
      },
      list: async (limit) => use().Audit.find({}, { _id: 0 }).sort({ at: -1 }).limit(limit).lean().catch(storeError),
    },
    // Counted in the database, so every server process shares the same limits. Until the store
    // is ready the limiter has no client and refuses (503); its indexes are built with the others.
    rateLimiter: ({ keyPrefix, points, durationSeconds }) =>
      new RateLimiterMongo({
        storeClient: readyClient,
        dbName,
        tableName: collections.rateLimits,
        disableIndexesCreation: true,
        keyPrefix,
        points,
        duration: durationSeconds,
      }),
    async secret(name) {
      const { Setting } = use()
      const value = randomBytes(32).toString('base64url')
      const upsert = () => Setting.findOneAndUpdate({ _id: name }, { $setOnInsert: { value } }, { upsert: true, returnDocument: 'after' }).lean()
      // Two processes making it at once: one insert wins, the other reads it.
      const setting = await upsert().catch((error) => (isDuplicateKey(error) ? upsert().catch(storeError) : storeError(error)))
      return setting!.value
    },
    async ping() {
      use()
      await live!.connection.db!.admin().ping().catch(storeError)
    },
    async close() {
      stopped.abort()
      await live?.connection.close()
    },
  }
  return { store, ready }
}
