import { chmodSync, closeSync, openSync, readdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Logger } from 'pino'
import { privateModes } from './privateFiles.ts'
import { migrate } from './sqliteMigrations.ts'
import { StoreOpenError, StoreUnavailableError } from './store.ts'
import { refuseDamagedWal } from './walCheck.ts'
import { walSyncer } from './walSync.ts'

export const databaseFile = (dataDir: string) => path.join(dataDir, 'clarendon.sqlite')
export const lockFile = (dataDir: string) => path.join(dataDir, 'server.lock')

/** Runs statements, turning SQLite's failures into StoreUnavailableError. */
export type Guard = <T>(work: () => T) => T
/** The same for a write, which resolves once the write is on disk. */
export type Write = <T>(work: () => T) => Promise<T>

export type StoreLog = Pick<Logger, 'info' | 'warn' | 'error'>

export { StoreOpenError }

/** Made if new, readable by the server's user alone; SQLite gives -wal and -shm the same mode. */
export function privateFile(file: string) {
  closeSync(openSync(file, 'a', privateModes.fileMode))
  chmodSync(file, privateModes.fileMode)
}

/** A restored backup, say, may be readable by others: the store's files become private at start. */
export function makeStoreFilesPrivate(dataDir: string) {
  for (const name of readdirSync(dataDir)) {
    if (/^clarendon\.sqlite(-wal|-shm)?$|^server\.lock$/.test(name)) chmodSync(path.join(dataDir, name), privateModes.fileMode)
  }
}

const damaged = (file: string, problem: string, cause?: unknown) =>
  new StoreOpenError(
    `The database ${file} is damaged (${problem}). The server has stopped and changed nothing in it. ` +
      'Keep the file as it is (copy it aside for inspection), then restore the latest backup into DATA_DIR and start again: ' +
      'docs/operating.md, "Restore". Enquiries that arrived after that backup are in the damaged copy; ' +
      '`sqlite3 damaged.sqlite .recover` can often read them out.',
    { cause },
  )

/**
 * The log and the file are checked before anything writes to them. synchronous=NORMAL, because the
 * caller syncs each write off the event loop (`syncedWrites`).
 */
export function openDatabase(dataDir: string, { busyTimeoutMs = 2_000 } = {}) {
  const file = databaseFile(dataDir)
  privateFile(file)
  refuseDamagedWal(file)
  let db: Database.Database
  try {
    db = new Database(file, { timeout: busyTimeoutMs })
    // A damaged file is reported, never "repaired" by rewriting it.
    const problems = (db.pragma('quick_check') as Array<{ quick_check: string }>).map((row) => row.quick_check)
    if (problems.length !== 1 || problems[0] !== 'ok') {
      db.close()
      throw damaged(file, problems.slice(0, 3).join('; '))
    }
  } catch (error) {
    if (error instanceof StoreOpenError) throw error
    const code = (error as { code?: string }).code
    if (code === 'SQLITE_CORRUPT' || code === 'SQLITE_NOTADB') throw damaged(file, String((error as Error).message), error)
    throw new StoreOpenError(`Could not open the database ${file}: ${(error as Error).message}`, { cause: error })
  }
  try {
    // Before the journal mode is set: a database refused for its version is left exactly as it was.
    db.pragma('secure_delete = ON')
    migrate(db, file)
  } catch (error) {
    db.close()
    throw error
  }
  configure(db, 'NORMAL')
  return db
}

/** Per connection in SQLite, so every connection needs them. */
export function configure(db: Database.Database, synchronous: 'FULL' | 'NORMAL' = 'FULL') {
  db.pragma('journal_mode = WAL')
  db.pragma(`synchronous = ${synchronous}`)
  db.pragma('secure_delete = ON')
  db.pragma('temp_store = MEMORY')
}

/**
 * Any SQLite failure (a full disk, an I/O error, a lock held too long) is a 503: SQLite has rolled
 * the transaction back, so a retry is stored then or refused again.
 */
export function guarded(db: Database.Database, broken: () => Error | undefined = () => undefined): Guard {
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

/**
 * Writes that resolve once their commit is synced (walSync.ts). After a failed fsync the page
 * cache cannot be trusted, so a sync the disk refuses ends all writing until a restart.
 */
export function syncedWrites(db: Database.Database, dataDir: string, logger?: StoreLog) {
  const walFile = `${databaseFile(dataDir)}-wal`
  const wal = walSyncer(walFile)
  let syncFailure: Error | undefined
  const guard = guarded(db, () => syncFailure)
  const write: Write = async (work) => {
    const result = guard(work)
    await wal.sync().catch((error: Error) => {
      syncFailure ??= error
      logger?.error({ err: { message: error.message } }, `the disk refused to sync ${walFile}: the store takes no more writes until the server restarts`)
      throw new StoreUnavailableError('The disk refused to sync the store', { cause: error })
    })
    return result
  }
  return { guard, write, close: () => wal.close() }
}
