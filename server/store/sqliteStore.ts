import { randomBytes } from 'node:crypto'
import Database from 'better-sqlite3'
import type { Logger } from 'pino'
import type { ServiceId } from '../../app/shared/content/types.ts'
import { RateLimiterSQLite } from 'rate-limiter-flexible'
import { makePrivateDir } from './privateFiles.ts'
import { configure, databaseFile, type Guard, makeStoreFilesPrivate, openDatabase, type Write } from './sqliteDatabase.ts'
import { sqliteEnquiries } from './sqliteEnquiries.ts'
import { sqliteMail } from './sqliteMail.ts'
import { type Account, type AccountRepository, type AccountWithFactors, type AuditEntry, type Passkey, type Store, StoreUnavailableError } from './store.ts'
import { walSyncer } from './walSync.ts'
import { anotherServer, takeWriterLock, type WriterLock } from './writerLock.ts'

export type StoreLog = Pick<Logger, 'info' | 'warn' | 'error'>

/** Expired rate-limit counters are cleared this often. */
const clearCountersEveryMs = 60 * 60_000

/**
 * Any failure of SQLite (a full disk, an I/O error, a lock held too long, a closed database) is
 * the store being unavailable: the request answers 503. SQLite has rolled the transaction back;
 * nothing of it is kept anywhere, so a retry is stored then or refused again.
 */
function guarded(db: Database.Database, broken: () => Error | undefined): Guard {
  return (work) => {
    if (!db.open) throw new StoreUnavailableError('The store is closed')
    const cause = broken()
    if (cause) throw new StoreUnavailableError('The disk refused to sync the store; restart the server once the disk is sound', { cause })
    try {
      return work()
    } catch (error) {
      if (error instanceof Database.SqliteError) throw new StoreUnavailableError(`The store failed: ${error.code} (${error.message})`, { cause: error })
      throw error
    }
  }
}

interface AccountRow {
  username: string
  email: string | null
  alert_areas: string | null
  password_hash: string
  password_changed_at: number
  created_at: number
  totp_secret: string | null
  totp_last_step: number
  passkeys: string
  recovery_codes: string
}

type PasskeyJson = Omit<Passkey, 'createdAt' | 'lastUsedAt'> & { createdAt: number; lastUsedAt: number | null }
const passkeysFrom = (text: string): Passkey[] =>
  (JSON.parse(text) as PasskeyJson[]).map((key) => ({
    ...key,
    createdAt: new Date(key.createdAt),
    lastUsedAt: key.lastUsedAt === null ? null : new Date(key.lastUsedAt),
  }))
const passkeysText = (passkeys: Passkey[]) =>
  JSON.stringify(passkeys.map((key): PasskeyJson => ({ ...key, createdAt: key.createdAt.getTime(), lastUsedAt: key.lastUsedAt?.getTime() ?? null })))

function sqliteAccounts(db: Database.Database, guard: Guard, write: Write): AccountRepository {
  const add = db.prepare(
    'INSERT INTO accounts (username, email, alert_areas, password_hash, password_changed_at, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  )
  const setPassword = db.prepare('UPDATE accounts SET password_hash = ?, password_changed_at = ? WHERE username = ?')
  const setPreferences = db.prepare('UPDATE accounts SET email = ?, alert_areas = ? WHERE username = ?')
  const remove = db.prepare('DELETE FROM accounts WHERE username = ?')
  const find = db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE username = ?')
  const list = db.prepare<[], AccountRow>('SELECT * FROM accounts ORDER BY username')
  const setTotp = db.prepare('UPDATE accounts SET totp_secret = ?, totp_last_step = 0 WHERE username = ?')
  const spendTotpStep = db.prepare('UPDATE accounts SET totp_last_step = ? WHERE username = ? AND totp_last_step < ?')
  const setPasskeys = db.prepare('UPDATE accounts SET passkeys = ? WHERE username = ?')
  const setRecoveryCodes = db.prepare('UPDATE accounts SET recovery_codes = ? WHERE username = ?')
  const resetFactors = db.prepare(
    "UPDATE accounts SET totp_secret = NULL, totp_last_step = 0, passkeys = '[]', recovery_codes = '[]', password_changed_at = ? WHERE username = ?",
  )
  // Read and rewritten in one synchronous call: nothing else runs on this connection between the two.
  const changePasskeys = (username: string, change: (passkeys: Passkey[]) => Passkey[] | undefined) =>
    write(() => {
      const row = find.get(username)
      const changed = row && change(passkeysFrom(row.passkeys))
      return changed !== undefined && setPasskeys.run(passkeysText(changed), username).changes > 0
    })
  const areasText = (areas: Account['alertAreas']) => (areas === null ? null : JSON.stringify(areas))
  const toAccount = (row: AccountRow): Account => ({
    username: row.username,
    email: row.email,
    alertAreas: row.alert_areas === null ? null : (JSON.parse(row.alert_areas) as ServiceId[]),
    passwordHash: row.password_hash,
    passwordChangedAt: new Date(row.password_changed_at),
    createdAt: new Date(row.created_at),
  })
  const withFactors = (row: AccountRow): AccountWithFactors => ({
    ...toAccount(row),
    totpSecret: row.totp_secret,
    totpLastStep: row.totp_last_step,
    passkeys: passkeysFrom(row.passkeys),
    recoveryCodeHashes: JSON.parse(row.recovery_codes) as string[],
  })
  return {
    add: (account) =>
      write(
        () =>
          add.run(
            account.username,
            account.email,
            areasText(account.alertAreas),
            account.passwordHash,
            account.passwordChangedAt.getTime(),
            account.createdAt.getTime(),
          ).changes > 0,
      ),
    setPassword: (username, hash, at) => write(() => setPassword.run(hash, at.getTime(), username).changes > 0),
    setPreferences: (username, { email, alertAreas }) => write(() => setPreferences.run(email, areasText(alertAreas), username).changes > 0),
    remove: (username) => write(() => remove.run(username).changes > 0),
    find: async (username) =>
      guard(() => {
        const row = find.get(username)
        return row ? withFactors(row) : undefined
      }),
    setTotp: (username, secret) => write(() => setTotp.run(secret, username).changes > 0),
    spendTotpStep: (username, step) => write(() => spendTotpStep.run(step, username, step).changes > 0),
    addPasskey: (username, passkey) => changePasskeys(username, (passkeys) => [...passkeys, passkey]),
    recordPasskeyUse: (username, id, counter, at) =>
      changePasskeys(username, (passkeys) =>
        passkeys.some((key) => key.id === id) ? passkeys.map((key) => (key.id === id ? { ...key, counter, lastUsedAt: at } : key)) : undefined,
      ),
    setRecoveryCodes: (username, hashes) => write(() => setRecoveryCodes.run(JSON.stringify(hashes), username).changes > 0),
    spendRecoveryCode: (username, hash) =>
      write(() => {
        const row = find.get(username)
        const codes = row ? (JSON.parse(row.recovery_codes) as string[]) : []
        if (!codes.includes(hash)) return false
        return setRecoveryCodes.run(JSON.stringify(codes.filter((code) => code !== hash)), username).changes > 0
      }),
    resetFactors: (username, at) => write(() => resetFactors.run(at.getTime(), username).changes > 0),
    list: async () =>
      guard(() =>
        list.all().map((row) => {
          const { passwordHash: _hash, ...account } = toAccount(row)
          return account
        }),
      ),
  }
}

/**
 * The embedded store (the default, so `npm start` works with no database to install): one
 * SQLite database, DATA_DIR/clarendon.sqlite, written by one server process (writerLock.ts).
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

async function openLocked(dataDir: string, lock: WriterLock, logger: StoreLog | undefined): Promise<Store> {
  let db: Database.Database
  let counters: Database.Database
  try {
    db = openDatabase(dataDir)
    makeStoreFilesPrivate(dataDir)
    // What an erasure left in the WAL before a crash is wiped before anything else happens.
    db.pragma('wal_checkpoint(TRUNCATE)')
    // Rate-limit counters change on every request; losing the last few to a power cut costs
    // nothing, so nothing waits for their commits to be synced (their own connection).
    counters = new Database(databaseFile(dataDir), { timeout: 2_000 })
    configure(counters, 'NORMAL')
  } catch (error) {
    lock.release()
    throw error
  }
  // Commits are synced beside the event loop (walSync.ts); a sync the disk refuses ends all writing.
  const wal = walSyncer(`${databaseFile(dataDir)}-wal`)
  let syncFailure: Error | undefined
  const guard = guarded(db, () => syncFailure)
  const write: Write = async (work) => {
    const result = guard(work)
    await wal.sync().catch((error: Error) => {
      syncFailure ??= error
      logger?.error(
        { err: { message: error.message } },
        `the disk refused to sync ${databaseFile(dataDir)}-wal: the store takes no more writes until the server restarts`,
      )
      throw new StoreUnavailableError('The disk refused to sync the store', { cause: error })
    })
    return result
  }

  const wipe = () => {
    const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>
    if (result?.busy) throw new StoreUnavailableError('Another connection kept the write-ahead log from being emptied')
  }
  const enquiries = sqliteEnquiries(db, guard, write, { wipe })

  const session = {
    get: db.prepare<[string, number], { data: string }>('SELECT data FROM sessions WHERE key = ? AND expires_at > ?'),
    set: db.prepare(
      'INSERT INTO sessions (key, data, expires_at, username) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at, username = excluded.username',
    ),
    listFor: db.prepare<[string, number], { key: string; data: string }>('SELECT key, data FROM sessions WHERE username = ? AND expires_at > ?'),
    destroyFor: db.prepare('DELETE FROM sessions WHERE username = ? AND key IS NOT ?'),
    touch: db.prepare('UPDATE sessions SET expires_at = ? WHERE key = ?'),
    destroy: db.prepare('DELETE FROM sessions WHERE key = ?'),
    removeExpired: db.prepare('DELETE FROM sessions WHERE expires_at <= ?'),
  }
  const audit = {
    record: db.prepare('INSERT INTO audit_log (at, actor, action, enquiry_id) VALUES (?, ?, ?, ?)'),
    list: db.prepare<[number], { at: number; actor: string; action: AuditEntry['action']; enquiry_id: string }>(
      'SELECT at, actor, action, enquiry_id FROM audit_log ORDER BY at DESC, seq DESC LIMIT ?',
    ),
    page: db.prepare<[number, number], { at: number; actor: string; action: AuditEntry['action']; enquiry_id: string }>(
      'SELECT at, actor, action, enquiry_id FROM audit_log ORDER BY at DESC, seq DESC LIMIT ? OFFSET ?',
    ),
    count: db.prepare<[], { total: number }>('SELECT count(*) AS total FROM audit_log'),
    removeBefore: db.prepare('DELETE FROM audit_log WHERE at < ?'),
  }
  const auditEntry = (row: { at: number; actor: string; action: AuditEntry['action']; enquiry_id: string }): AuditEntry => ({
    at: new Date(row.at),
    actor: row.actor,
    action: row.action,
    enquiryId: row.enquiry_id,
  })
  const settings = {
    add: db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING'),
    get: db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE name = ?'),
  }
  const probe = db.prepare('INSERT INTO health (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at')
  const clearCounters = counters.prepare('DELETE FROM rate_limits WHERE expire < ?')
  const sweepCounters = setInterval(() => {
    if (counters.open) guard(() => clearCounters.run(Date.now()))
  }, clearCountersEveryMs)
  sweepCounters.unref()

  return {
    enquiries,
    mail: sqliteMail(db, guard, write),
    accounts: sqliteAccounts(db, guard, write),
    sessions: {
      async get(key, now) {
        return guard(() => {
          const row = session.get.get(key, now.getTime())
          return row ? (JSON.parse(row.data) as object) : undefined
        })
      },
      async set(key, data, expiresAt) {
        const { username } = data as { username?: unknown }
        await write(() => session.set.run(key, JSON.stringify(data), expiresAt.getTime(), typeof username === 'string' ? username : null))
      },
      async listFor(username, now) {
        return guard(() => session.listFor.all(username, now.getTime()).map((row) => ({ key: row.key, data: JSON.parse(row.data) as object })))
      },
      destroyFor: (username, keep) => write(() => session.destroyFor.run(username, keep ?? null).changes),
      async touch(key, expiresAt) {
        await write(() => session.touch.run(expiresAt.getTime(), key))
      },
      async destroy(key) {
        await write(() => session.destroy.run(key))
      },
      removeExpired: (now) => write(() => session.removeExpired.run(now.getTime()).changes),
    },
    audit: {
      async record({ at, actor, action, enquiryId }) {
        await write(() => audit.record.run(at.getTime(), actor, action, enquiryId))
      },
      async list(limit) {
        return guard(() => audit.list.all(limit).map(auditEntry))
      },
      async page({ skip, limit }) {
        return guard(() => ({ items: audit.page.all(limit, skip).map(auditEntry), total: audit.count.get()!.total }))
      },
      removeBefore: (cutoff) => write(() => audit.removeBefore.run(cutoff.getTime()).changes),
    },
    rateLimiter: ({ keyPrefix, points, durationSeconds }) =>
      new RateLimiterSQLite({
        storeClient: counters,
        storeType: 'better-sqlite3',
        tableName: 'rate_limits',
        tableCreated: true,
        keyPrefix,
        points,
        duration: durationSeconds,
      }),
    async secret(name) {
      // Read first: a store that cannot write (a full disk) still knows its secrets.
      const existing = guard(() => settings.get.get(name))
      if (existing) return existing.value
      return write(() => {
        settings.add.run(name, randomBytes(32).toString('base64url'))
        return settings.get.get(name)!.value
      })
    },
    // A real write, synced as an enquiry's is: a store that cannot take one is reported (/healthz).
    async ping() {
      await write(() => probe.run(Date.now()))
    },
    async close() {
      if (!db.open) return
      clearInterval(sweepCounters)
      await wal.close()
      counters.close()
      // Closing the last connection checkpoints the WAL into the database and removes it.
      db.close()
      lock.release()
    },
  }
}

/**
 * Only the staff accounts, for `npm run staff`. With no server running, it opens the store as the
 * server would (checked and migrated); beside a running server, it opens the same
 * database as a second connection: SQLite lets one process write at a time and the other waits
 * (busy_timeout) for the few milliseconds a write takes.
 */
export async function openSqliteAccounts(dataDir: string): Promise<{ accounts: AccountRepository; close(): Promise<void> }> {
  await makePrivateDir(dataDir)
  const lock = takeWriterLock(dataDir)
  if (lock) {
    const store = await openLocked(dataDir, lock, undefined)
    return { accounts: store.accounts, close: () => store.close() }
  }
  const db = new Database(databaseFile(dataDir), { timeout: 5_000, fileMustExist: true })
  configure(db)
  const guard = guarded(db, () => undefined)
  // synchronous=FULL on this connection: a few writes, each synced as it commits.
  return {
    accounts: sqliteAccounts(db, guard, async (work) => guard(work)),
    close: async () => {
      db.close()
    },
  }
}
