import Database from 'better-sqlite3'
import { lockFile, privateFile, StoreOpenError } from './sqliteDatabase.ts'

/**
 * One server per DATA_DIR: SQLite's exclusive lock on a small file of its own (an fcntl lock, which the
 * kernel releases however the process ends). The database itself stays open to other processes, so
 * `npm run staff` can change accounts while the server runs.
 */
export interface WriterLock {
  release(): void
}

export function takeWriterLock(dataDir: string): WriterLock | undefined {
  const file = lockFile(dataDir)
  privateFile(file)
  const db = new Database(file, { timeout: 0 })
  try {
    db.pragma('journal_mode = MEMORY')
    db.pragma('locking_mode = EXCLUSIVE')
    // An exclusive transaction takes the lock; in exclusive locking mode it is kept afterwards.
    db.exec('BEGIN EXCLUSIVE; COMMIT')
  } catch (error) {
    db.close()
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return undefined
    throw error
  }
  return { release: () => db.close() }
}

export const anotherServer = (dataDir: string) =>
  new StoreOpenError(
    `Another server is already using DATA_DIR ${dataDir} (it holds ${lockFile(dataDir)}). ` +
      'Only one server may write to a DATA_DIR: stop the other one first, or give this one a DATA_DIR of its own.',
  )
