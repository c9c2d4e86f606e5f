import { execFile } from 'node:child_process'
import { chmod, mkdtemp, readdir, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import { openFileAccounts } from './fileAccounts.ts'
import { openFileStore } from './fileStore.ts'
import { StoreUnavailableError } from './store.ts'
import { describeStoreContract } from './storeContract.ts'

const freshDir = () => mkdtemp(path.join(tmpdir(), 'clarendon-store-'))

describeStoreContract('embedded file', async () => {
  const dir = await freshDir()
  return { store: await openFileStore(dir), reopen: () => openFileStore(dir) }
})

describe('embedded file store', () => {
  it('reports itself unavailable once closed, rather than losing writes', async () => {
    const store = await openFileStore(await freshDir())
    await store.close()
    await expect(store.enquiries.insert(sampleEnquiry(), { alert: false })).rejects.toBeInstanceOf(StoreUnavailableError)
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError)
  })

  it('keeps its folder (0700) and every file (0600) to the server’s user, whatever the umask', async () => {
    const parent = await freshDir()
    const dir = path.join(parent, 'data')
    const previous = process.umask(0)
    try {
      const store = await openFileStore(dir)
      await store.enquiries.insert(sampleEnquiry(), { alert: true })
      await store.sessions.set('a-session-key', { username: 'niamh' }, new Date(Date.now() + 60_000))
      await store.secret('session')
      const at = new Date()
      await store.accounts.add({ username: 'niamh', passwordHash: '$argon2id$a', passwordChangedAt: at, createdAt: at })
      await store.close()
      // A file kept from before these modes, readable by all, is made private when the store opens.
      await chmod(path.join(dir, 'audit_log.db'), 0o644)
      await (await openFileStore(dir)).close()
    } finally {
      process.umask(previous)
    }
    expect((await stat(dir)).mode & 0o777).toBe(0o700)
    const files = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile())
    expect(files.map((file) => file.name).sort()).toEqual(['audit_log.db', 'consultation_requests.db', 'sessions.db', 'settings.db', 'users.db'])
    for (const file of files) expect({ file: file.name, mode: (await stat(path.join(dir, file.name))).mode & 0o777 }).toEqual({ file: file.name, mode: 0o600 })
  })

  it('sees accounts another process adds while it runs, and loses none of its own', async () => {
    const dir = await freshDir()
    const store = await openFileStore(dir)
    const at = new Date()
    await store.accounts.add({ username: 'niamh', passwordHash: '$argon2id$a', passwordChangedAt: at, createdAt: at })
    // The staff command runs as a separate process beside the server.
    const script = `
      const { openFileAccounts } = await import(${JSON.stringify(path.resolve('server/store/fileAccounts.ts'))})
      const { repository, close } = await openFileAccounts(${JSON.stringify(dir)})
      const at = new Date()
      await repository.add({ username: 'declan', passwordHash: '$argon2id$b', passwordChangedAt: at, createdAt: at })
      await close()`
    await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script])
    expect(await store.accounts.find('declan')).toMatchObject({ username: 'declan' })
    await store.accounts.remove('niamh')
    await store.close()
    const again = await openFileAccounts(dir)
    expect((await again.repository.list()).map((a) => a.username)).toEqual(['declan'])
    await again.close()
  })
})
