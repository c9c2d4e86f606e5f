import { chmodSync, closeSync, openSync, readdirSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { privateModes } from './privateFiles.ts'
import { migrate } from './sqliteMigrations.ts'
import { StoreOpenError } from './store.ts'

/** The embedded store's database, and the lock file that keeps it to one server (writerLock). */
export const databaseFile = (dataDir: string) => path.join(dataDir, 'clarendon.sqlite')
export const lockFile = (dataDir: string) => path.join(dataDir, 'server.lock')

/** Runs statements, turning SQLite's failures into StoreUnavailableError (sqliteStore.ts). */
export type Guard = <T>(work: () => T) => T
/** The same for a write, which resolves once the write is on disk (walSync.ts). */
export type Write = <T>(work: () => T) => Promise<T>

export { StoreOpenError }

/**
 * A file of the store, made (if new) and kept readable by the server's user alone. SQLite makes
 * the -wal and -shm files with the main file's permissions, so they are private too.
 */
export function privateFile(file: string) {
  closeSync(openSync(file, 'a', privateModes.fileMode))
  chmodSync(file, privateModes.fileMode)
}

/** Files a former version left readable by others (or a restored backup) become private at start. */
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
 * Opens the database for the server (or the staff command when no server runs): checked before
 * anything is written to it, then in WAL mode, deleted content overwritten (secure_delete) and
 * temporary data kept off the disk. Its commits are synced by the caller, off the event loop
 * (synchronous=NORMAL here, and walSync.ts before each answer).
 */
export function openDatabase(dataDir: string, { busyTimeoutMs = 2_000 } = {}) {
  const file = databaseFile(dataDir)
  privateFile(file)
  let db: Database.Database
  try {
    db = new Database(file, { timeout: busyTimeoutMs })
    // Before any write: a damaged file is reported, never "repaired" by rewriting it.
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
    // What a step rewrites is overwritten where it stood, as every later write is.
    db.pragma('secure_delete = ON')
    migrate(db, file)
  } catch (error) {
    db.close()
    throw error
  }
  configure(db, 'NORMAL')
  return db
}

/** Settings each connection needs (they are per connection in SQLite). */
export function configure(db: Database.Database, synchronous: 'FULL' | 'NORMAL' = 'FULL') {
  db.pragma('journal_mode = WAL')
  db.pragma(`synchronous = ${synchronous}`)
  db.pragma('secure_delete = ON')
  db.pragma('temp_store = MEMORY')
}
