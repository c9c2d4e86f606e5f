import { randomBytes } from 'node:crypto'
import mongoose, { type Connection, type QueryFilter } from 'mongoose'
import { RateLimiterMongo } from 'rate-limiter-flexible'
// The queries and record shapes both stores share.
import * as records from './enquiryRecords.ts'
import type { EnquiryRecord } from './enquiryRecords.ts'
import { models } from './mongoModels.ts'
import { StoreUnavailableError, type Store } from './store.ts'

/** The queries shared with the embedded store (enquiryRecords.ts), in mongoose's terms. */
const query = (filter: object) => filter as QueryFilter<EnquiryRecord>

const isDuplicateKey = (error: unknown) => (error as { code?: number })?.code === 11000

/** Any failure of the database itself (not of the data) means the store is down for now. */
function unavailable(error: unknown): never {
  throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError('The database did not answer', { cause: error })
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Connects with retries and backoff: the driver does not retry a failed first connection,
 * and the database may start after the server does.
 */
async function connect(uri: string, { attempts, timeoutMs, log }: Required<Omit<MongoOptions, 'retentionDays'>>): Promise<Connection> {
  for (let attempt = 1; ; attempt++) {
    // No buffering: while the database is down, operations fail at once (503) instead of hanging.
    const connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: timeoutMs, bufferCommands: false })
    try {
      return await connection.asPromise()
    } catch (error) {
      await connection.close().catch(() => undefined)
      if (attempt >= attempts) throw new StoreUnavailableError(`Could not connect to MongoDB after ${attempts} attempts`, { cause: error })
      const delay = Math.min(500 * 2 ** (attempt - 1), 8000)
      log(`MongoDB connection attempt ${attempt} failed; retrying in ${delay} ms`)
      await wait(delay)
    }
  }
}

/**
 * MongoDB deletes an enquiry `retentionDays` after its arrival, unless it became a client's
 * (instructed enquiries have no retentionFrom). A changed ENQUIRY_RETENTION_DAYS changes the
 * existing index rather than failing on it.
 */
async function retentionIndex(connection: Connection, retentionDays: number) {
  const expireAfterSeconds = retentionDays * 86_400
  const collection = connection.collection('consultation_requests')
  try {
    await collection.createIndex({ retentionFrom: 1 }, { expireAfterSeconds })
  } catch (error) {
    const code = (error as { code?: number }).code
    if (code !== 85 && code !== 86) throw error
    await connection.db!.command({ collMod: 'consultation_requests', index: { keyPattern: { retentionFrom: 1 }, expireAfterSeconds } })
  }
}

export interface MongoOptions {
  /** Connection attempts at boot before giving up. */
  attempts?: number
  /** How long one attempt waits for a server. */
  timeoutMs?: number
  log?: (message: string) => void
  retentionDays: number
}

export async function openMongoStore(uri: string, { retentionDays, ...options }: MongoOptions): Promise<Store> {
  const connection = await connect(uri, { attempts: 6, timeoutMs: 5000, log: () => {}, ...options })
  const { Enquiry, User, Session, Audit, Setting } = models(connection)
  await Promise.all([Enquiry, User, Session, Audit, Setting].map((model) => model.init()))
  await retentionIndex(connection, retentionDays)
  const raw = Enquiry.collection
  for await (const legacy of raw.find<EnquiryRecord>(records.legacyFilter)) await raw.updateOne({ id: legacy.id }, records.legacyUpdate(legacy))
  const staff = (record: EnquiryRecord | null) => (record ? records.toStaffEnquiry(record) : undefined)

  return {
    enquiries: {
      async insert(enquiry, options) {
        try {
          // Insert and let the unique index decide; never find-then-insert, which races.
          const stored = await Enquiry.create(records.newRecord(enquiry, options))
          return { enquiry: records.toEnquiry(stored.toObject()), created: true }
        } catch (error) {
          if (!isDuplicateKey(error)) unavailable(error)
          const existing = await Enquiry.findOne({ id: enquiry.id }).lean().catch(unavailable)
          if (!existing) unavailable(error)
          return { enquiry: records.toEnquiry(existing), created: false }
        }
      },
      list: async () => (await Enquiry.find().sort(records.newestFirst).lean().catch(unavailable)).map(records.toStaffEnquiry),
      async search(search, { skip, limit }) {
        const filter = query(records.searchFilter(search))
        const [items, total] = await Promise.all([
          Enquiry.find(filter).sort(records.newestFirst).skip(skip).limit(limit).lean(),
          Enquiry.countDocuments(filter),
        ]).catch(unavailable)
        return { items: items.map(records.toStaffEnquiry), total }
      },
      get: async (id) => staff(await Enquiry.findOne({ id }).lean().catch(unavailable)),
      changeStatus: async (id, from, change) =>
        staff(await Enquiry.findOneAndUpdate({ id, status: from }, records.statusUpdate(change), { returnDocument: 'after' }).lean().catch(unavailable)),
      remove: async (id) => (await Enquiry.deleteOne({ id }).catch(unavailable)).deletedCount > 0,
      removeExpired: async (cutoff) => (await Enquiry.deleteMany(query(records.expiredFilter(cutoff))).catch(unavailable)).deletedCount,
    },
    alerts: {
      async claim(owner, now, leaseUntil) {
        const claimed = await Enquiry.findOneAndUpdate(query(records.dueAlertFilter(now)), records.leaseUpdate(owner, leaseUntil), {
          sort: { 'alert.due': 1 },
          returnDocument: 'after',
        })
          .lean()
          .catch(unavailable)
        return claimed ? records.toAlertJob(claimed) : undefined
      },
      async markSent(enquiryId, owner, at) {
        await Enquiry.updateOne(query(records.leasedBy(enquiryId, owner)), records.sentUpdate(at)).catch(unavailable)
      },
      async markFailed(enquiryId, owner, error, retryAt) {
        await Enquiry.updateOne(query(records.leasedBy(enquiryId, owner)), records.failedUpdate(error, retryAt, new Date())).catch(unavailable)
      },
      async status() {
        const [waiting, failing, oldest, latest] = await Promise.all([
          Enquiry.countDocuments(query(records.waitingAlerts)),
          Enquiry.countDocuments(query(records.failingAlerts)),
          Enquiry.findOne(query(records.failingAlerts)).sort({ createdAt: 1 }).lean(),
          Enquiry.findOne(query(records.failingAlerts)).sort({ 'alert.failedAt': -1 }).lean(),
        ]).catch(unavailable)
        return { waiting, failing, failingSince: oldest ? oldest.createdAt.toISOString() : null, lastError: latest?.alert?.lastError ?? null }
      },
    },
    accounts: {
      async add(account) {
        try {
          await User.create(account)
          return true
        } catch (error) {
          if (isDuplicateKey(error)) return false
          unavailable(error)
        }
      },
      setPassword: async (username, passwordHash, at) =>
        (await User.updateOne({ username }, { $set: { passwordHash, passwordChangedAt: at } }).catch(unavailable)).matchedCount > 0,
      remove: async (username) => (await User.deleteOne({ username }).catch(unavailable)).deletedCount > 0,
      async find(username) {
        const account = await User.findOne({ username }, { _id: 0 }).lean().catch(unavailable)
        return account ?? undefined
      },
      list: () => User.find({}, { _id: 0, username: 1, createdAt: 1, passwordChangedAt: 1 }).sort({ username: 1 }).lean().catch(unavailable),
    },
    sessions: {
      async get(sid, now) {
        const session = await Session.findOne({ _id: sid, expiresAt: { $gt: now } })
          .lean()
          .catch(unavailable)
        return session?.data
      },
      async set(sid, data, expiresAt) {
        await Session.updateOne({ _id: sid }, { $set: { data, expiresAt } }, { upsert: true }).catch(unavailable)
      },
      async touch(sid, expiresAt) {
        await Session.updateOne({ _id: sid }, { $set: { expiresAt } }).catch(unavailable)
      },
      async destroy(sid) {
        await Session.deleteOne({ _id: sid }).catch(unavailable)
      },
      removeExpired: async (now) => (await Session.deleteMany({ expiresAt: { $lte: now } }).catch(unavailable)).deletedCount,
    },
    audit: {
      async record(entry) {
        await Audit.create(entry).catch(unavailable)
      },
      list: (limit) => Audit.find({}, { _id: 0 }).sort({ at: -1 }).limit(limit).lean().catch(unavailable),
    },
    // Counted in the database, so every server process shares the same limits.
    rateLimiter: ({ keyPrefix, points, durationSeconds }) =>
      new RateLimiterMongo({
        storeClient: connection.getClient(),
        dbName: connection.name,
        tableName: 'rate_limits',
        keyPrefix,
        points,
        duration: durationSeconds,
      }),
    async secret(name) {
      const value = randomBytes(32).toString('base64url')
      const upsert = () => Setting.findOneAndUpdate({ _id: name }, { $setOnInsert: { value } }, { upsert: true, returnDocument: 'after' }).lean()
      // Two processes making it at once: one insert wins, the other reads it.
      const setting = await upsert().catch((error) => (isDuplicateKey(error) ? upsert() : unavailable(error)))
      return setting!.value
    },
    async ping() {
      if (!connection.db) unavailable(new Error('not connected'))
      await connection.db.admin().ping().catch(unavailable)
    },
    async close() {
      await connection.close()
    },
  }
}
