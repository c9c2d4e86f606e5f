import Database from 'better-sqlite3'
import { makePrivateDir } from './privateFiles.ts'
import { sqliteAccounts } from './sqliteAccounts.ts'
import { sqliteAudit } from './sqliteAudit.ts'
import { configure, databaseFile, guarded, makeStoreFilesPrivate, openDatabase, type StoreLog, syncedWrites } from './sqliteDatabase.ts'
import { sqliteDigests } from './sqliteDigests.ts'
import { sqliteEnquiries } from './sqliteEnquiries.ts'
import { sqliteInvitations } from './sqliteInvitations.ts'
import { sqliteMail } from './sqliteMail.ts'
import { sqliteSessions } from './sqliteSessions.ts'
import { sqliteRateLimiter, sqliteSecret } from './sqliteSettings.ts'
import type { AccountRepository, Store } from './store.ts'
import { anotherServer, takeWriterLock, type WriterLock } from './writerLock.ts'

/**
 * The embedded store (the default, so `npm start` needs no database installed): one SQLite
 * database, DATA_DIR/clarendon.sqlite, written by one server process (writerLock.ts).
 */
export async function openSqliteStore(dataDir: string, { logger, lockWaitMs = 5_000 }: { logger?: StoreLog; lockWaitMs?: number } = {}): Promise<Store> {
  await makePrivateDir(dataDir)
  // `npm run staff` holds the lock for a moment when no server runs; a server holds it for good.
  const giveUpAt = Date.now() + lockWaitMs
  let lock = takeWriterLock(dataDir)
  while (!lock && Date.now() < giveUpAt) {
    await new Promise((resolve) => setTimeout(resolve, 100))
    lock = takeWriterLock(dataDir)
  }
  if (!lock) throw anotherServer(dataDir)
  return openLocked(dataDir, lock, logger)
}

function openLocked(dataDir: string, lock: WriterLock, logger: StoreLog | undefined): Store {
  let db: Database.Database | undefined
  let limits: ReturnType<typeof sqliteRateLimiter>
  try {
    db = openDatabase(dataDir)
    makeStoreFilesPrivate(dataDir)
    // What an erasure left in the WAL before a crash is wiped before anything else happens.
    db.pragma('wal_checkpoint(TRUNCATE)')
    limits = sqliteRateLimiter(dataDir, guarded(db))
  } catch (error) {
    db?.close()
    lock.release()
    throw error
  }
  const { guard, write, close } = syncedWrites(db, dataDir, logger)
  const probe = db.prepare('INSERT INTO health (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at')
  return {
    enquiries: sqliteEnquiries(db, guard, write),
    mail: sqliteMail(db, guard, write),
    accounts: sqliteAccounts(db, guard, write),
    sessions: sqliteSessions(db, guard, write),
    audit: sqliteAudit(db, guard, write),
    digests: sqliteDigests(db, write),
    invitations: sqliteInvitations(db, guard, write),
    rateLimiter: limits.rateLimiter,
    secret: sqliteSecret(db, guard, write),
    // A real write, synced as an enquiry's is: a store that cannot take one is reported (/healthz).
    async ping() {
      await write(() => probe.run(Date.now()))
    },
    async close() {
      if (!db.open) return
      await close()
      limits.close()
      // Closing the last connection checkpoints the WAL into the database and removes it.
      db.close()
      lock.release()
    },
  }
}

/**
 * For `npm run staff`: with no server running, the store as the server opens it; beside one, a
 * second connection whose writes wait (busy_timeout) the few milliseconds one of the server's takes.
 */
export async function openSqliteAccounts(dataDir: string): Promise<{ accounts: AccountRepository; close(): Promise<void> }> {
  await makePrivateDir(dataDir)
  const lock = takeWriterLock(dataDir)
  if (lock) {
    const store = openLocked(dataDir, lock, undefined)
    return { accounts: store.accounts, close: () => store.close() }
  }
  const db = new Database(databaseFile(dataDir), { timeout: 5_000, fileMustExist: true })
  // synchronous=FULL: a few writes, each synced as it commits.
  configure(db)
  const guard = guarded(db)
  return {
    accounts: sqliteAccounts(db, guard, async (work) => guard(work)),
    close: async () => {
      db.close()
    },
  }
}
