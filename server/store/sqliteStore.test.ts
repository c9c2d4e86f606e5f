import { execFile } from 'node:child_process'
import { chmod, readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import { storeFilesText } from '../testing/storeFiles.ts'
import { tempDir } from '../testing/tempDirs.ts'
import { databaseFile } from './sqliteDatabase.ts'
import { searchSql, searchWhere } from './sqliteQueries.ts'
import { type Migration, migrate, migrations, schemaVersion } from './sqliteMigrations.ts'
import { openSqliteAccounts, openSqliteStore } from './sqliteStore.ts'
import { type EnquirySearch, StoreOpenError, StoreUnavailableError } from './store.ts'
import { describeStoreContract } from './storeContract.ts'

const freshDir = () => tempDir('clarendon-store-')

describeStoreContract('embedded SQLite', async () => {
  const dir = freshDir()
  return { store: await openSqliteStore(dir), reopen: () => openSqliteStore(dir) }
})

describe('embedded SQLite store', () => {
  it('reports itself unavailable once closed, rather than losing writes', async () => {
    const store = await openSqliteStore(freshDir())
    await store.close()
    await expect(store.enquiries.insert(sampleEnquiry(), { alert: false, replyDueAt: new Date() })).rejects.toBeInstanceOf(StoreUnavailableError)
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError)
  })

  it('keeps its folder (0700) and every file (0600) to the server’s user, whatever the umask', async () => {
    const parent = freshDir()
    const dir = path.join(parent, 'data')
    const previous = process.umask(0)
    try {
      const store = await openSqliteStore(dir)
      await store.enquiries.insert(sampleEnquiry(), { alert: true, replyDueAt: new Date() })
      await store.sessions.set('a-session-key', { username: 'niamh' }, new Date(Date.now() + 60_000))
      await store.secret('session')
      const at = new Date()
      await store.accounts.add({
        username: 'niamh',
        role: 'administrator',
        email: null,
        alertAreas: null,
        passwordHash: '$argon2id$a',
        passwordChangedAt: at,
        createdAt: at,
      })
      // While it runs: the database, its WAL and shared-memory index, and the lock.
      const running = (await readdir(dir)).sort()
      expect(running).toEqual(['clarendon.sqlite', 'clarendon.sqlite-shm', 'clarendon.sqlite-wal', 'server.lock'])
      for (const file of running) expect({ file, mode: (await stat(path.join(dir, file))).mode & 0o777 }).toEqual({ file, mode: 0o600 })
      await store.close()
      // A file restored from a backup readable by all is made private when the store opens.
      await chmod(path.join(dir, 'clarendon.sqlite'), 0o644)
      await (await openSqliteStore(dir)).close()
    } finally {
      process.umask(previous)
    }
    expect((await stat(dir)).mode & 0o777).toBe(0o700)
    for (const file of await readdir(dir)) expect({ file, mode: (await stat(path.join(dir, file))).mode & 0o777 }).toEqual({ file, mode: 0o600 })
  })

  it('erases an enquiry, its notes with it, from every file of the store before it says so, without rewriting the rest', async () => {
    const dir = freshDir()
    const store = await openSqliteStore(dir)
    const kept = await store.enquiries.insert(sampleEnquiry({ details: 'Kept-text-about-a-lease' }), { alert: true, replyDueAt: new Date() })
    const erased = await store.enquiries.insert(sampleEnquiry({ lastName: 'Erasedsurname', details: 'Erased-text-about-a-will' }), {
      alert: true,
      replyDueAt: new Date(),
    })
    await store.enquiries.addNote(erased.enquiry.id, { text: 'Erased-note-of-a-call', at: new Date(), by: 'niamh' })
    expect(storeFilesText(dir)).toContain('Erased-text-about-a-will')
    expect(storeFilesText(dir)).toContain('Erased-note-of-a-call')
    expect(await store.enquiries.remove(erased.enquiry.id)).toBe(true)
    const files = storeFilesText(dir)
    expect(files).not.toContain('Erased-text-about-a-will')
    expect(files).not.toContain('Erased-note-of-a-call')
    expect(files).not.toContain('Erasedsurname')
    expect(files).toContain('Kept-text-about-a-lease')
    expect((await store.enquiries.get(kept.enquiry.id))?.details).toBe('Kept-text-about-a-lease')
    await store.close()
  })

  it('lets the staff command change accounts while the server holds the store, and sees them at once', async () => {
    const dir = freshDir()
    const store = await openSqliteStore(dir)
    const at = new Date()
    await store.accounts.add({
      username: 'niamh',
      role: 'administrator',
      email: null,
      alertAreas: null,
      passwordHash: '$argon2id$a',
      passwordChangedAt: at,
      createdAt: at,
    })
    // The staff command runs as a separate process beside the server.
    const script = `
      const { openSqliteAccounts } = await import(${JSON.stringify(path.resolve('server/store/sqliteStore.ts'))})
      const { accounts, close } = await openSqliteAccounts(${JSON.stringify(dir)})
      const at = new Date()
      await accounts.add({ username: 'declan', role: 'administrator', email: null, alertAreas: null, passwordHash: '$argon2id$b', passwordChangedAt: at, createdAt: at })
      await close()`
    await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script])
    expect(await store.accounts.find('declan')).toMatchObject({ username: 'declan' })
    await store.accounts.remove('niamh', { at: new Date(), by: 'declan' })
    await store.close()
    const again = await openSqliteAccounts(dir)
    expect((await again.accounts.list()).map((a) => a.username)).toEqual(['declan'])
    await again.close()
  })

  it('refuses a second store on the same folder, in this process or another, until the first closes', async () => {
    const dir = freshDir()
    const store = await openSqliteStore(dir)
    await expect(openSqliteStore(dir)).rejects.toThrow(`Another server is already using DATA_DIR ${dir}`)
    await store.close()
    await (await openSqliteStore(dir)).close()
  })

  it('walks an index newest first for every inbox view and filter, never sorting the inbox in memory', async () => {
    const dir = freshDir()
    await (await openSqliteStore(dir)).close()
    const db = new Database(databaseFile(dir), { readonly: true })
    const searches: EnquirySearch[] = [{ assignee: 'niamh' }, { assignee: null }, { overdueAt: new Date() }, { assignee: 'niamh', q: 'aoife' }]
    for (const held of [undefined, true])
      for (const status of [undefined, 'new'] as const)
        for (const service of [undefined, 'licensing', 'none'] as const) for (const q of [undefined, 'aoife 07700']) searches.push({ held, status, service, q })
    for (const search of searches) {
      const { where, params } = searchWhere(search)
      for (const [sql, extra] of [
        [searchSql.page(where), [20, 0]],
        [searchSql.count(where), []],
      ] as const) {
        const plan = db
          .prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .all(...params, ...extra)
          .map((row) => (row as { detail: string }).detail)
          .join('; ')
        expect(plan, JSON.stringify(search)).toMatch(/^SEARCH enquiries USING (COVERING )?INDEX enquiries_/)
        expect(plan, JSON.stringify(search)).not.toContain('TEMP B-TREE')
      }
    }
    db.close()
  })

  /** A step a later release might add: a column filled from each enquiry's fields, counting its runs. */
  function laterStep(runs: { count: number }, fail = false): Migration {
    return (db) => {
      runs.count += 1
      db.exec('ALTER TABLE enquiries ADD COLUMN first_name TEXT')
      const fill = db.prepare('UPDATE enquiries SET first_name = ? WHERE id = ?')
      for (const row of db.prepare<[], { id: string; fields: string }>('SELECT id, fields FROM enquiries').all()) {
        fill.run((JSON.parse(row.fields) as { firstName: string }).firstName, row.id)
        if (fail) throw new Error('the step failed on an enquiry')
      }
    }
  }

  it('upgrades a database of the starting schema through a later step once, keeping every enquiry', async () => {
    const dir = freshDir()
    const store = await openSqliteStore(dir)
    for (const firstName of ['Aoife', 'Ciarán']) await store.enquiries.insert(sampleEnquiry({ firstName }), { alert: false, replyDueAt: new Date() })
    await store.close()
    const runs = { count: 0 }
    const db = new Database(databaseFile(dir))
    migrate(db, databaseFile(dir), [...migrations, laterStep(runs)])
    migrate(db, databaseFile(dir), [...migrations, laterStep(runs)])
    expect(runs.count).toBe(1)
    expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion + 1)
    expect(db.prepare('SELECT first_name FROM enquiries ORDER BY first_name').all()).toEqual([{ first_name: 'Aoife' }, { first_name: 'Ciarán' }])
    db.close()
  })

  it('finds an enquiry stored before search read the message by a word of its message once upgraded', async () => {
    const dir = freshDir()
    const store = await openSqliteStore(dir)
    const { enquiry } = await store.enquiries.insert(sampleEnquiry({ details: 'The boundary wall fell.' }), { alert: false, replyDueAt: new Date() })
    await store.close()
    const db = new Database(databaseFile(dir))
    // As schema 2 wrote it, before step 3 made search read the message: names, e-mail and phone, and no invitations.
    db.prepare("UPDATE enquiries SET search_text = 'aoife' || char(10) || 'brennan' WHERE id = ?").run(enquiry.id)
    db.exec('DROP TABLE invitations')
    db.pragma('user_version = 2')
    db.close()
    const upgraded = await openSqliteStore(dir)
    expect((await upgraded.enquiries.search({ q: 'WALL' }, { skip: 0, limit: 10 })).items.map((found) => found.id)).toEqual([enquiry.id])
    await upgraded.close()
  })

  it('stops with a clear sentence and keeps the database as it was when an upgrade fails part-way', async () => {
    const dir = freshDir()
    const store = await openSqliteStore(dir)
    await store.enquiries.insert(sampleEnquiry(), { alert: false, replyDueAt: new Date() })
    await store.close()
    const db = new Database(databaseFile(dir))
    expect(() => migrate(db, databaseFile(dir), [...migrations, laterStep({ count: 0 }, true)])).toThrow(
      new RegExp(
        `could not be upgraded from schema version ${schemaVersion} to ${schemaVersion + 1} \\(the step failed on an enquiry\\)\\. The server has stopped and the upgrade was rolled back`,
      ),
    )
    expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion)
    expect(db.prepare("SELECT name FROM pragma_table_info('enquiries') WHERE name = 'first_name'").all()).toEqual([])
    db.close()
    const reopened = await openSqliteStore(dir)
    expect(await reopened.enquiries.list()).toHaveLength(1)
    await reopened.close()
  })

  it('refuses a database written by a newer version, naming both schema versions, and changes nothing in it', async () => {
    const dir = freshDir()
    await (await openSqliteStore(dir)).close()
    const db = new Database(databaseFile(dir))
    db.pragma(`user_version = ${schemaVersion + 1}`)
    db.close()
    const before = await readFile(databaseFile(dir))
    const opening = openSqliteStore(dir)
    await expect(opening).rejects.toBeInstanceOf(StoreOpenError)
    await expect(opening).rejects.toThrow(`has schema version ${schemaVersion + 1}, newer than this version of the server knows (${schemaVersion})`)
    expect((await readFile(databaseFile(dir))).equals(before)).toBe(true)
    // The refusal let go of DATA_DIR: the same sentence again, not "another server".
    await expect(openSqliteStore(dir)).rejects.toThrow('newer than this version')
  })
})
