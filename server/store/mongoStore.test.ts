import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import { enquiryStatuses } from '../../app/shared/enquiry/status.ts'
import { testApp } from '../testing/testApp.ts'
import { newestFirst, searchFilter } from './mongoQueries.ts'
import { type MongoMigration, migrate, migrations, mongoSchemaVersion } from './mongoMigrations.ts'
import { connectOnce } from './mongoConnection.ts'
import { collections, mongoIndexes } from './mongoIndexes.ts'
import { type MongoOptions, openMongoStore } from './mongoStore.ts'
import { type EnquirySearch, StoreNotReadyError, StoreOpenError, StoreUnavailableError } from './store.ts'
import { describeStoreContract } from './storeContract.ts'

/** Nothing listens on port 9 (discard): connections are refused, as when the database is down. */
const unreachable = 'mongodb://127.0.0.1:9/clarendon?serverSelectionTimeoutMS=100'

function logLines() {
  const lines: Array<{ level: string; message: string }> = []
  const logger: MongoOptions['logger'] = {
    info: (message) => lines.push({ level: 'info', message }),
    warn: (message) => lines.push({ level: 'warn', message }),
    error: (message) => lines.push({ level: 'error', message }),
  }
  return { lines, logger }
}

describe('MongoDB that cannot be reached', () => {
  it('fails every operation at once as not ready, keeps trying, and says why in one line each time', async () => {
    const { lines, logger } = logLines()
    const { store } = openMongoStore(unreachable, { retentionDays: 730, logger, retryMs: 10, maxRetryMs: 10 })
    await expect(store.enquiries.insert(sampleEnquiry(), { alert: true, replyDueAt: new Date() })).rejects.toBeInstanceOf(StoreNotReadyError)
    await expect(store.accounts.find('niamh')).rejects.toBeInstanceOf(StoreNotReadyError)
    await expect(store.ping()).rejects.toBeInstanceOf(StoreNotReadyError)
    await expect(store.rateLimiter({ keyPrefix: 'enquiries', points: 5, durationSeconds: 60 }).consume('198.51.100.7')).rejects.toThrow(/not established/)
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(2), { timeout: 30_000 })
    await store.close()
    for (const { level, message } of lines) {
      expect(level).toBe('warn')
      expect(message).toMatch(/^MongoDB is not ready \(attempt \d+: .*ECONNREFUSED 127\.0\.0\.1:9\); enquiries answer 503 meanwhile; trying again in/)
      expect(message).not.toContain('\n')
    }
  })

  it('gives up only when told how many attempts to make', async () => {
    const { logger } = logLines()
    const { ready } = openMongoStore(unreachable, { retentionDays: 730, logger, attempts: 2, retryMs: 10 })
    await expect(ready).rejects.toBeInstanceOf(StoreUnavailableError)
  })

  it('leaves the site up: pages are served, enquiries answer 503 (the browser keeps them) and /healthz says it is starting', async () => {
    const { logger } = logLines()
    const { store } = openMongoStore(unreachable, { retentionDays: 730, logger, retryMs: 60_000 })
    const { app } = await testApp({ store })
    const page = await request(app).get('/contact').expect(200)
    expect(page.text).toContain('Clarendon')
    const { id: _id, ...fields } = sampleEnquiry()
    const enquiry = await request(app).post('/api/consultation-requests').send(fields).expect(503)
    expect(enquiry.body.message).toMatch(/try again in a few minutes/)
    await request(app).get('/healthz').expect(503, { status: 'starting' })
    await store.close()
    // Rendering the whole site for the test app takes a while on a busy machine.
  })
})

/**
 * The store contract, and what only a real server can show, whenever MONGODB_URI is set (no
 * MongoDB server can run on the project's build machines; docs/mongodb.md has the commands for
 * a replica set and for Atlas). The tests use the database MONGODB_TEST_DB (clarendon_test by
 * default) and drop the collections they made after each test: an app user with readWrite on
 * that database is enough.
 */
const uri = process.env.MONGODB_URI
const testDatabase = process.env.MONGODB_TEST_DB ?? 'clarendon_test'

describe.runIf(uri)('MongoDB', () => {
  const silent = logLines().logger
  const open = async (options: Partial<MongoOptions> = {}) => {
    const { store, ready } = openMongoStore(uri!, { dbName: testDatabase, attempts: 1, retentionDays: 730, logger: silent, ...options })
    await ready
    return store
  }
  const database = async () => {
    const connection = await connectOnce(uri!, testDatabase)
    return { db: connection.db!, close: () => connection.close() }
  }
  async function dropWhatTheTestsMade() {
    const { db, close } = await database()
    for (const name of Object.values(collections)) await db.dropCollection(name).catch(() => undefined)
    await close()
  }

  beforeAll(async () => {
    if (!/test/i.test(testDatabase)) throw new Error(`MONGODB_TEST_DB must name a test database (with "test" in its name): its collections are dropped`)
    await dropWhatTheTestsMade()
  })
  afterEach(dropWhatTheTestsMade)
  afterAll(dropWhatTheTestsMade)

  describeStoreContract('MongoDB', async () => ({ store: await open(), reopen: () => open() }))

  it('serves each inbox query from an index, in order, without a sort in memory', async () => {
    const store = await open()
    for (let i = 0; i < 30; i++)
      await store.enquiries.insert(sampleEnquiry({ serviceType: i % 2 ? 'licensing' : '' }), { alert: false, replyDueAt: new Date() })
    const { db, close } = await database()
    const enquiries = db.collection(collections.enquiries)
    const searches: EnquirySearch[] = [{ assignee: 'niamh' }, { assignee: null }, { held: true }, { overdueAt: new Date() }]
    for (const status of [undefined, enquiryStatuses[0]]) for (const service of [undefined, 'licensing'] as const) searches.push({ status, service })
    for (const search of searches) {
      const plan = JSON.stringify(await enquiries.find(searchFilter(search)).sort(newestFirst).limit(20).explain('queryPlanner'))
      expect(plan, JSON.stringify(search)).toContain('IXSCAN')
      expect(plan, JSON.stringify(search)).not.toMatch(/"stage":"SORT"/)
    }
    const built = (await enquiries.indexes()).map((index) => JSON.stringify(index.key))
    for (const { collection, key } of mongoIndexes(730)) if (collection === collections.enquiries) expect(built).toContain(JSON.stringify(key))
    await close()
    await store.close()
  })

  it('judges mail leases by the database clock: a process whose clock runs ahead cannot take a running lease', async () => {
    const store = await open()
    await store.enquiries.insert(sampleEnquiry(), { alert: true, replyDueAt: new Date() })
    const now = new Date()
    expect(await store.mail.claim('first', now, new Date(now.getTime() + 60_000))).toBeDefined()
    const ahead = new Date(now.getTime() + 120_000)
    expect(await store.mail.claim('ahead', ahead, new Date(ahead.getTime() + 60_000))).toBeUndefined()
    await store.close()
  })

  it('applies a later step once at boot, keeping every enquiry, and records it', async () => {
    const store = await open()
    for (const firstName of ['Aoife', 'Ciarán']) await store.enquiries.insert(sampleEnquiry({ firstName }), { alert: false, replyDueAt: new Date() })
    await store.close()
    let runs = 0
    // A step a later release might add: a field derived from each document, written only where it is missing.
    const laterStep: MongoMigration = async (connection) => {
      runs += 1
      const raw = connection.collection<{ id: string; firstName: string }>(collections.enquiries)
      for await (const document of raw.find({ greeting: { $exists: false } })) {
        await raw.updateOne({ id: document.id, greeting: { $exists: false } }, { $set: { greeting: `Dear ${document.firstName}` } })
      }
    }
    const connection = await connectOnce(uri!, testDatabase)
    await migrate(connection, [...migrations, laterStep])
    await migrate(connection, [...migrations, laterStep])
    expect(runs).toBe(1)
    const greetings = await connection.collection(collections.enquiries).find().sort({ greeting: 1 }).toArray()
    expect(greetings.map((document) => document.greeting)).toEqual(['Dear Aoife', 'Dear Ciarán'])
    expect(await connection.collection(collections.migrations).countDocuments()).toBe(mongoSchemaVersion + 1)
    await connection.close()
  })

  it('refuses a database a newer release has migrated, naming both schema versions', async () => {
    const { db, close } = await database()
    await db.collection<{ _id: number }>(collections.migrations).insertOne({ _id: mongoSchemaVersion + 1 })
    const { ready } = openMongoStore(uri!, { dbName: testDatabase, retentionDays: 730, logger: silent })
    await expect(ready).rejects.toBeInstanceOf(StoreOpenError)
    await expect(ready).rejects.toThrow(`has schema version ${mongoSchemaVersion + 1}, newer than this version of the server knows (${mongoSchemaVersion})`)
    await close()
  })
})
