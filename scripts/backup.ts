import { existsSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { ConfigError, loadConfig } from '../server/config.ts'
import { databaseFile, StoreOpenError } from '../server/store/sqliteDatabase.ts'
import { refuseDamagedWal } from '../server/store/walCheck.ts'
import { takeWriterLock } from '../server/store/writerLock.ts'

const usage = `Usage: npm run backup -- <file>

Writes a consistent copy of the embedded store (DATA_DIR/clarendon.sqlite) to <file>, readable by
you alone, while the server runs. To restore it: docs/operating.md, "Backup and restore".`

/** `VACUUM INTO` copies as one read transaction sees it: whole, whatever the server writes, without an erasure's free pages. */
function backup(target: string | undefined) {
  if (!target) throw new ConfigError(usage)
  const config = loadConfig()
  if (config.mongodbUri) throw new ConfigError('MONGODB_URI is set: back up MongoDB with mongodump (docs/mongodb.md); this command copies the embedded store.')
  const source = databaseFile(config.dataDir)
  if (!existsSync(source)) throw new ConfigError(`There is no store at ${source} to back up (is DATA_DIR right?).`)
  const file = path.resolve(target)
  if (existsSync(file)) throw new ConfigError(`${file} exists already; give a new file name, so no backup is overwritten.`)
  // The copy holds enquiries, sessions and secrets: private from the moment it exists.
  process.umask(0o077)
  // With no server running, this connection is the first to read the log a crash may have left:
  // it is checked as a server's start checks it, and the lock is held until SQLite has read it.
  const lock = takeWriterLock(config.dataDir)
  let db: Database.Database
  try {
    if (lock) refuseDamagedWal(source)
    db = new Database(source, { readonly: true, fileMustExist: true, timeout: 5_000 })
    db.pragma('schema_version')
  } finally {
    lock?.release()
  }
  try {
    db.prepare('VACUUM INTO ?').run(file)
    const copy = new Database(file, { readonly: true })
    const { enquiries } = copy.prepare('SELECT count(*) AS enquiries FROM enquiries').get() as { enquiries: number }
    copy.close()
    console.log(`Backed up ${source} to ${file} (${enquiries} enquiries).`)
  } finally {
    db.close()
  }
}

try {
  backup(process.argv[2])
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof StoreOpenError ? error.message : error)
  process.exit(1)
}
