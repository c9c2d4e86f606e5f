import { execFile } from 'node:child_process'
import { chmod, cp, readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import { replyDueAt } from '../../app/shared/enquiry/replyDue.ts'
import { storeFilesText } from '../testing/storeFiles.ts'
import { tempDir } from '../testing/tempDirs.ts'
import { databaseFile } from './sqliteDatabase.ts'
import { searchSql, searchWhere } from './sqliteQueries.ts'
import { schemaVersion } from './sqliteMigrations.ts'
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
      await store.accounts.add({ username: 'niamh', email: null, alertAreas: null, passwordHash: '$argon2id$a', passwordChangedAt: at, createdAt: at })
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
    await store.accounts.add({ username: 'niamh', email: null, alertAreas: null, passwordHash: '$argon2id$a', passwordChangedAt: at, createdAt: at })
    // The staff command runs as a separate process beside the server.
    const script = `
      const { openSqliteAccounts } = await import(${JSON.stringify(path.resolve('server/store/sqliteStore.ts'))})
      const { accounts, close } = await openSqliteAccounts(${JSON.stringify(dir)})
      const at = new Date()
      await accounts.add({ username: 'declan', email: null, alertAreas: null, passwordHash: '$argon2id$b', passwordChangedAt: at, createdAt: at })
      await close()`
    await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script])
    expect(await store.accounts.find('declan')).toMatchObject({ username: 'declan' })
    await store.accounts.remove('niamh')
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

  it('upgrades a database written before numbered migrations, keeping every enquiry with its timeline and its alerts as queued e-mails', async () => {
    const dir = freshDir()
    // Written by the store as it was at 820abbe (testdata/README.md says how).
    await cp(path.resolve('server/store/testdata/schema1-data-dir'), dir, { recursive: true })
    const store = await openSqliteStore(dir)
    const enquiries = await store.enquiries.list()
    const at = (iso: string) => new Date(iso)
    expect(enquiries.map((e) => [e.firstName, e.status, e.held, e.assignee, e.firstContactAt])).toEqual([
      ['Aoife', 'new', false, null, null],
      ['Niamh', 'closed', false, null, at('2026-11-03T12:00:00Z')],
      ['Ciarán', 'contacted', false, null, at('2026-11-03T09:30:00Z')],
      ['Séamus', 'instructed', false, null, at('2026-11-02T09:15:00Z')],
    ])
    for (const enquiry of enquiries) expect(enquiry.replyDueAt).toEqual(replyDueAt(enquiry.createdAt))
    expect(enquiries[3]?.timeline).toEqual([
      { kind: 'status', status: 'new', at: at('2026-10-30T17:01:00Z'), by: 'website' },
      { kind: 'status', status: 'contacted', at: at('2026-11-02T09:15:00Z'), by: 'niamh' },
      { kind: 'status', status: 'instructed', at: at('2026-11-05T14:00:00Z'), by: 'declan' },
    ])
    expect(enquiries[3]).toMatchObject({ email: 'seamus@example.com', phone: '028 7126 0000', serviceType: 'conveyancing', heardFrom: '', sentFrom: '' })
    // Séamus's alert was sent; Ciarán's and Aoife's are still failing, and are sent as e-mails now.
    expect(await store.mail.status()).toEqual({ waiting: 2, failing: 2, failingSince: at('2026-11-02T16:30:00Z'), lastError: 'connect ECONNREFUSED' })
    const far = new Date('2031-01-01T00:00:00Z')
    const job = await store.mail.claim('test', far, new Date(far.getTime() + 60_000))
    expect(job).toMatchObject({ kind: 'alert', enquiryId: enquiries[2]?.id, serviceType: 'family-law', attempts: 1 })
    expect(job?.id).not.toBe(enquiries[2]?.id)
    expect(await store.enquiries.related(enquiries[0]!)).toEqual([])
    expect(await store.accounts.find('niamh')).toMatchObject({ email: null, alertAreas: null, passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$fixture' })
    expect((await store.audit.list(10)).map((e) => [e.actor, e.action])).toEqual([['niamh', 'export']])
    // The instructed enquiry still never expires; the others still count from their arrival.
    expect(await store.enquiries.removeExpired(at('2026-11-04T00:00:00Z'))).toBe(2)
    await store.close()
    const db = new Database(databaseFile(dir), { readonly: true })
    expect(db.pragma('user_version', { simple: true })).toBe(schemaVersion)
    expect(db.prepare("SELECT name FROM sqlite_schema WHERE name = 'alerts'").all()).toEqual([])
    db.close()
    // Opened again, nothing is migrated twice.
    const again = await openSqliteStore(dir)
    expect((await again.enquiries.list()).map((e) => e.timeline.length)).toEqual([1, 3])
    await again.close()
  })

  it('upgrades first contacts: one still New that only a note "contacted" is awaiting its reply again; one moved on keeps its contact', async () => {
    const dir = freshDir()
    const store = await openSqliteStore(dir)
    const at = new Date('2026-11-23T10:00:00Z')
    const noteOnly = await store.enquiries.insert(sampleEnquiry({ firstName: 'Ciarán' }), { alert: false, at, replyDueAt: replyDueAt(at) })
    const markedContacted = await store.enquiries.insert(sampleEnquiry({ firstName: 'Niamh' }), { alert: false, at, replyDueAt: replyDueAt(at) })
    await store.enquiries.changeStatus(markedContacted.enquiry.id, 'new', { status: 'contacted', at, by: 'declan' })
    await store.close()
    // As the schema before calls were logged kept them: the first note or status change was the first contact.
    const db = new Database(databaseFile(dir))
    db.prepare('UPDATE enquiries SET first_contact_at = ?').run(at.getTime() + 3_600_000)
    db.pragma('user_version = 3')
    db.close()
    const upgraded = await openSqliteStore(dir)
    expect((await upgraded.enquiries.get(noteOnly.enquiry.id))?.firstContactAt).toBeNull()
    expect((await upgraded.enquiries.get(markedContacted.enquiry.id))?.firstContactAt).toEqual(new Date(at.getTime() + 3_600_000))
    expect((await upgraded.enquiries.search({ overdueAt: new Date('2026-11-25T09:00:00Z') }, { skip: 0, limit: 10 })).items.map((e) => e.firstName)).toEqual([
      'Ciarán',
    ])
    await upgraded.close()
  })

  it('stops with a clear sentence and keeps the database as it was when an upgrade fails part-way', async () => {
    const dir = freshDir()
    await cp(path.resolve('server/store/testdata/schema1-data-dir'), dir, { recursive: true })
    const damaged = new Database(databaseFile(dir))
    // The last enquiry's fields are no longer JSON: step 2 fails on it, after converting the others.
    damaged.prepare("UPDATE enquiries SET fields = '{' WHERE id = '00000000-0000-4000-8000-000000000004'").run()
    damaged.close()
    await expect(openSqliteStore(dir)).rejects.toThrow(
      /could not be upgraded from schema version 0 to \d+ \(.*JSON.*\)\. The server has stopped and the upgrade was rolled back/,
    )
    const after = new Database(databaseFile(dir), { readonly: true })
    expect(after.pragma('user_version', { simple: true })).toBe(0)
    expect(after.prepare('SELECT count(*) AS alerts FROM alerts').get()).toEqual({ alerts: 3 })
    expect(after.prepare("SELECT history FROM enquiries WHERE id = '00000000-0000-4000-8000-000000000001'").get()).toMatchObject({
      history: expect.stringContaining('"status":"instructed"'),
    })
    after.close()
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
