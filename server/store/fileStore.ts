import { randomBytes } from 'node:crypto'
import { access, constants } from 'node:fs/promises'
import path from 'node:path'
import Datastore from '@seald-io/nedb'
import { RateLimiterMemory } from 'rate-limiter-flexible'
import { openFileAccounts } from './fileAccounts.ts'
import { fileEnquiries } from './fileEnquiries.ts'
import { makePrivateDir, privateModes } from './privateFiles.ts'
import { StoreUnavailableError, type AuditEntry, type Store } from './store.ts'

/** Append-only files grow with every update; they are rewritten to their live records this often. */
const compactEveryMs = 60 * 60_000

/**
 * The embedded store (the default, so `npm start` works with no database to install): one
 * nedb file per collection under DATA_DIR. It serves one server process; the staff command may
 * run beside it, because accounts are kept apart under a file lock (fileAccounts.ts).
 */
export async function openFileStore(dataDir: string): Promise<Store> {
  await makePrivateDir(dataDir)
  let closed = false

  const writable = async () => {
    if (closed) throw new StoreUnavailableError('The store is closed')
    await access(dataDir, constants.W_OK).catch((cause) => {
      throw new StoreUnavailableError(`Cannot write to ${dataDir}`, { cause })
    })
  }

  const open = async <T extends object>(name: string) => {
    // Loading rewrites the file, so one kept from before these modes becomes private too.
    const db = new Datastore<T>({ filename: path.join(dataDir, `${name}.db`), modes: privateModes })
    await db.loadDatabaseAsync()
    return db
  }
  const enquiriesDb = await open<object>('consultation_requests')
  const sessionsDb = await open<{ _id: string; data: object; expiresAt: Date }>('sessions')
  const auditDb = await open<AuditEntry>('audit_log')
  const settingsDb = await open<{ _id: string; value: string }>('settings')
  const accounts = await openFileAccounts(dataDir)
  const all = [enquiriesDb, sessionsDb, auditDb, settingsDb]

  const compaction = setInterval(() => all.forEach((db) => void db.compactDatafileAsync().catch(() => undefined)), compactEveryMs)
  compaction.unref()

  const { enquiries, alerts } = await fileEnquiries(enquiriesDb, writable)

  return {
    enquiries,
    alerts,
    accounts: accounts.repository,
    sessions: {
      async get(sid, now) {
        const record = await sessionsDb.findOneAsync({ _id: sid })
        return record && record.expiresAt > now ? record.data : undefined
      },
      async set(sid, data, expiresAt) {
        await writable()
        await sessionsDb.updateAsync({ _id: sid }, { _id: sid, data, expiresAt }, { upsert: true })
      },
      async touch(sid, expiresAt) {
        await writable()
        await sessionsDb.updateAsync({ _id: sid }, { $set: { expiresAt } }, {})
      },
      async destroy(sid) {
        await writable()
        await sessionsDb.removeAsync({ _id: sid }, {})
      },
      async removeExpired(now) {
        await writable()
        return sessionsDb.removeAsync({ expiresAt: { $lte: now } }, { multi: true })
      },
    },
    audit: {
      async record(entry) {
        await writable()
        await auditDb.insertAsync({ ...entry })
      },
      async list(limit) {
        const entries = await auditDb.findAsync({}).sort({ at: -1 }).limit(limit)
        return entries.map(({ at, actor, action, enquiryId }) => ({ at, actor, action, enquiryId }))
      },
    },
    // One server process uses the embedded store, so its memory is the one place to count in.
    rateLimiter: ({ keyPrefix, points, durationSeconds }) => new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds }),
    async secret(name) {
      const existing = await settingsDb.findOneAsync({ _id: name })
      if (existing) return existing.value
      const value = randomBytes(32).toString('base64url')
      await settingsDb.insertAsync({ _id: name, value })
      return value
    },
    ping: writable,
    async close() {
      if (closed) return
      closed = true
      clearInterval(compaction)
      await Promise.all(all.map((db) => db.compactDatafileAsync()))
      await accounts.close()
    },
  }
}
