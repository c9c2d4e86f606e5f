import { execFile } from 'node:child_process'
import { chmod, cp, mkdtemp, readdir, readFile, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import { storeFilesText } from '../testing/storeFiles.ts'
import { openSqliteAccounts, openSqliteStore } from './sqliteStore.ts'
import { StoreUnavailableError } from './store.ts'
import { describeStoreContract } from './storeContract.ts'

const freshDir = () => mkdtemp(path.join(tmpdir(), 'clarendon-store-'))

describeStoreContract('embedded SQLite', async () => {
  const dir = await freshDir()
  return { store: await openSqliteStore(dir), reopen: () => openSqliteStore(dir) }
})

describe('embedded SQLite store', () => {
  it('reports itself unavailable once closed, rather than losing writes', async () => {
    const store = await openSqliteStore(await freshDir())
    await store.close()
    await expect(store.enquiries.insert(sampleEnquiry(), { alert: false })).rejects.toBeInstanceOf(StoreUnavailableError)
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError)
  })

  it('keeps its folder (0700) and every file (0600) to the server’s user, whatever the umask', async () => {
    const parent = await freshDir()
    const dir = path.join(parent, 'data')
    const previous = process.umask(0)
    try {
      const store = await openSqliteStore(dir)
      await store.enquiries.insert(sampleEnquiry(), { alert: true })
      await store.sessions.set('a-session-key', { username: 'niamh' }, new Date(Date.now() + 60_000))
      await store.secret('session')
      const at = new Date()
      await store.accounts.add({ username: 'niamh', passwordHash: '$argon2id$a', passwordChangedAt: at, createdAt: at })
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

  it('erases an enquiry from every file of the store before it says so, without rewriting the rest', async () => {
    const dir = await freshDir()
    const store = await openSqliteStore(dir)
    const kept = await store.enquiries.insert(sampleEnquiry({ details: 'Kept-text-about-a-lease' }), { alert: true })
    const erased = await store.enquiries.insert(sampleEnquiry({ lastName: 'Erasedsurname', details: 'Erased-text-about-a-will' }), { alert: true })
    expect(storeFilesText(dir)).toContain('Erased-text-about-a-will')
    expect(await store.enquiries.remove(erased.enquiry.id)).toBe(true)
    const files = storeFilesText(dir)
    expect(files).not.toContain('Erased-text-about-a-will')
    expect(files).not.toContain('Erasedsurname')
    expect(files).toContain('Kept-text-about-a-lease')
    expect((await store.enquiries.get(kept.enquiry.id))?.details).toBe('Kept-text-about-a-lease')
    await store.close()
  })

  it('lets the staff command change accounts while the server holds the store, and sees them at once', async () => {
    const dir = await freshDir()
    const store = await openSqliteStore(dir)
    const at = new Date()
    await store.accounts.add({ username: 'niamh', passwordHash: '$argon2id$a', passwordChangedAt: at, createdAt: at })
    // The staff command runs as a separate process beside the server.
    const script = `
      const { openSqliteAccounts } = await import(${JSON.stringify(path.resolve('server/store/sqliteStore.ts'))})
      const { accounts, close } = await openSqliteAccounts(${JSON.stringify(dir)})
      const at = new Date()
      await accounts.add({ username: 'declan', passwordHash: '$argon2id$b', passwordChangedAt: at, createdAt: at })
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
    const dir = await freshDir()
    const store = await openSqliteStore(dir)
    await expect(openSqliteStore(dir)).rejects.toThrow(`Another server is already using DATA_DIR ${dir}`)
    await store.close()
    await (await openSqliteStore(dir)).close()
  })

  it('imports a DATA_DIR of the old nedb store once, and keeps the old files aside', async () => {
    const dir = await freshDir()
    await cp(path.resolve('server/store/testdata/nedb-data-dir'), dir, { recursive: true })
    const logged: string[] = []
    const log = { info: (_: object, message: string) => logged.push(message), warn: () => {}, error: (_: object, message: string) => logged.push(message) }
    const store = await openSqliteStore(dir, { logger: log as never })
    const enquiries = await store.enquiries.list()
    expect(enquiries.map((e) => [e.firstName, e.status])).toEqual([
      ['Niamh', 'new'],
      ['Séamus', 'instructed'],
      ['Ciarán', 'new'],
      ['Aoife', 'contacted'],
    ])
    expect(enquiries[3]?.history.map((h) => h.by)).toEqual(['website', 'niamh'])
    expect(await store.alerts.status()).toEqual({ waiting: 2, failing: 1, failingSince: enquiries[3]?.createdAt, lastError: 'connect ECONNREFUSED' })
    expect(await store.sessions.get('session-key-1', new Date())).toEqual({ username: 'niamh', signedInAt: 1 })
    expect(await store.sessions.get('session-key-2', new Date())).toBeUndefined()
    expect(await store.secret('session')).toBe('qgLik6Frinbk48vXcLlfG5HJb1r2nVqLekQPx9Kaq5k')
    expect((await store.accounts.find('declan'))?.passwordHash).toBe('$argon2id$v=19$m=65536,t=3,p=4$changed')
    expect((await store.audit.list(10)).map((e) => e.enquiryId)).toEqual(['00000000-0000-4000-8000-000000000004'])
    // The instructed enquiry no longer counts towards retention; the others still do.
    expect(await store.enquiries.removeExpired(new Date('2026-11-03T00:00:00Z'))).toBe(2)
    await store.close()
    expect(logged.join('\n')).toMatch(/imported the nedb store's files into SQLite; the old files are kept in .*nedb-imported-/)
    const entries = await readdir(dir)
    const aside = entries.find((name) => name.startsWith('nedb-imported-'))!
    expect((await readdir(path.join(dir, aside))).sort()).toEqual(['audit_log.db', 'consultation_requests.db', 'sessions.db', 'settings.db', 'users.db'])
    expect(entries.filter((name) => name.endsWith('.db'))).toEqual([])
    // Opened again, nothing is imported twice (the two erased by retention stay erased).
    const again = await openSqliteStore(dir)
    expect(await again.enquiries.list()).toHaveLength(2)
    await again.close()
  })

  it('imports every line it can read, and names the lines it cannot', async () => {
    const dir = await freshDir()
    await cp(path.resolve('server/store/testdata/nedb-data-dir'), dir, { recursive: true })
    const file = path.join(dir, 'consultation_requests.db')
    const lines = (await readFile(file, 'utf8')).split('\n')
    lines[1] = lines[1]!.slice(0, 40)
    await (await import('node:fs/promises')).writeFile(file, lines.join('\n'))
    const errors: Array<{ object: object; message: string }> = []
    const log = { info: () => {}, warn: () => {}, error: (object: object, message: string) => errors.push({ object, message }) }
    const store = await openSqliteStore(dir, { logger: log as never })
    expect((await store.enquiries.list()).map((e) => e.firstName)).toEqual(['Niamh', 'Séamus', 'Aoife'])
    expect(errors).toEqual([{ object: { file: 'consultation_requests.db', lines: [2], count: 1 }, message: expect.stringContaining('could not be read') }])
    await store.close()
  })
})
