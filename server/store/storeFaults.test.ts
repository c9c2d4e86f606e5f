import { execFileSync, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { enquiriesPath } from '../../app/shared/enquiry/schema.ts'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import { storeFilesText } from '../testing/storeFiles.ts'
import { tempDir } from '../testing/tempDirs.ts'
import { formTiming } from '../testing/formTiming.ts'
import { processToken, runProductionServer, type ServerProcess, startServerProcess } from '../testing/serverProcess.ts'
import { openSqliteAccounts, openSqliteStore } from './sqliteStore.ts'

const freshDir = () => tempDir('clarendon-faults-')
const staff = { Authorization: `Bearer ${processToken}` }

const post = (server: ServerProcess, enquiry: object) =>
  fetch(`${server.url}${enquiriesPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...enquiry, ...formTiming }),
  })

const running: ServerProcess[] = []
async function start(dir: string, options?: Parameters<typeof startServerProcess>[1]) {
  const server = await startServerProcess(dir, options)
  running.push(server)
  return server
}
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.kill()
    await server.exited
  }
})

// CI runs as root with strace installed (.ci/run): there these tests always run, and fail if they cannot.
const isRoot = process.getuid?.() === 0 || Boolean(process.env.CI)
const hasStrace = spawnSync('strace', ['-V']).status === 0 || Boolean(process.env.CI)
// CI runs as root with strace installed (.ci/run), so both run there; elsewhere, say what did not run.
if (!isRoot) console.warn('storeFaults: the full-disk test needs root (it mounts a 4 MB tmpfs), so it did not run')
if (!hasStrace) console.warn('storeFaults: the sync-before-201 test needs strace (apt-get install strace), so it did not run')

// Each test starts Node processes of its own: a few seconds each on a busy two-core machine.
describe('the embedded store under real faults', { timeout: 120_000 }, () => {
  it('refuses to start a second server on the same DATA_DIR, and the first goes on answering', async () => {
    const dir = freshDir()
    const first = await start(dir)
    const second = await runProductionServer(dir)
    expect(second.code).toBe(1)
    expect(second.output).toContain(`Another server is already using DATA_DIR ${dir}`)
    expect(second.output).not.toMatch(/\n\s+at /)
    expect((await post(first, sampleEnquiry())).status).toBe(201)
  })

  it('stops at start on a damaged database, naming the file and what to do, and changes nothing in it', async () => {
    const dir = freshDir()
    const store = await openSqliteStore(dir)
    for (let i = 0; i < 60; i++) await store.enquiries.insert(sampleEnquiry({ details: `Enquiry ${i} `.repeat(150) }), { alert: true, replyDueAt: new Date() })
    await store.close()
    const file = path.join(dir, 'clarendon.sqlite')
    // A stretch of garbage in the middle of the file, as a failing disk or a bad copy leaves.
    const fd = openSync(file, 'r+')
    writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, 4096 * 4)
    closeSync(fd)
    const before = createHash('sha256').update(readFileSync(file)).digest('hex')
    const result = await runProductionServer(dir)
    expect(result.code).toBe(1)
    expect(result.output).toContain(`The database ${file} is damaged`)
    expect(result.output).toContain('restore the latest backup')
    expect(createHash('sha256').update(readFileSync(file)).digest('hex')).toBe(before)
  })

  it('after kill -9 in the middle of erasures, each enquiry is either still listed (and can be deleted) or gone from every file', async () => {
    const dir = freshDir()
    const server = await start(dir)
    const enquiries = Array.from({ length: 20 }, (_, i) => sampleEnquiry({ details: `Erasable-${i}-text` }))
    for (const enquiry of enquiries) expect((await post(server, enquiry)).status).toBe(201)
    const answered: string[] = []
    const deletes = enquiries.map((enquiry) =>
      fetch(`${server.url}${enquiriesPath}/${enquiry.id}`, { method: 'DELETE', headers: staff }).then(
        (res) => res.status === 204 && answered.push(enquiry.id),
        () => undefined,
      ),
    )
    await new Promise<void>((resolve) => {
      const wait = setInterval(() => {
        if (answered.length === 0) return
        clearInterval(wait)
        server.kill()
        resolve()
      }, 1)
    })
    await Promise.all(deletes)
    await server.exited
    const store = await openSqliteStore(dir)
    const listed = new Set((await store.enquiries.list()).map((enquiry) => enquiry.id))
    const files = storeFilesText(dir)
    for (const enquiry of enquiries) {
      if (answered.includes(enquiry.id)) expect(listed.has(enquiry.id)).toBe(false)
      if (!listed.has(enquiry.id)) expect(files).not.toContain(enquiry.details)
    }
    for (const id of listed) expect(await store.enquiries.remove(id)).toBe(true)
    await store.close()
    for (const enquiry of enquiries) expect(storeFilesText(dir)).not.toContain(enquiry.details)
  })

  it.runIf(isRoot)(
    'on a disk that fills: 503s, a retry stored only once there is room, staff routes 503, /healthz says so, and nothing acknowledged is lost',
    async () => {
      const dir = freshDir()
      // Room for the write-ahead log the retries below append to (an enquiry now writes to its
      // inbox indexes and mail queue too) once the filler is gone; the filler takes the rest.
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m,mode=0700', 'tmpfs', dir])
      try {
        const account = await openSqliteAccounts(dir)
        const at = new Date()
        await account.accounts.add({
          username: 'niamh',
          role: 'administrator',
          email: null,
          alertAreas: null,
          passwordHash: '$argon2id$stand-in',
          passwordChangedAt: at,
          createdAt: at,
        })
        await account.close()
        let server = await start(dir)
        const first = sampleEnquiry()
        expect((await post(server, first)).status).toBe(201)
        // A server that has been running: staff have used it (its cookie secret is made).
        expect((await fetch(`${server.url}${enquiriesPath}/${first.id}`, { headers: staff })).status).toBe(200)
        // Fill the disk: what is left of it goes to a file, until the kernel refuses another byte.
        const filler = path.join(dir, 'filler')
        const fd = openSync(filler, 'w')
        try {
          for (;;) writeSync(fd, Buffer.alloc(16_384, 1))
        } catch (error) {
          expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
        }
        closeSync(fd)

        const acknowledged: string[] = []
        const refused: Array<ReturnType<typeof sampleEnquiry>> = []
        for (let i = 0; i < 40; i++) {
          const enquiry = sampleEnquiry({ details: `Full-disk-${i} `.repeat(300) })
          const res = await post(server, enquiry)
          expect([201, 503]).toContain(res.status)
          if (res.status === 201) acknowledged.push(enquiry.id)
          else refused.push(enquiry)
        }
        expect(refused.length).toBeGreaterThan(0)
        // Refused again, never "already stored": nothing of a refused enquiry was kept.
        for (const enquiry of refused.slice(0, 5)) expect((await post(server, enquiry)).status).toBe(503)
        expect((await fetch(`${server.url}/healthz`)).status).toBe(503)
        const patch = await fetch(`${server.url}${enquiriesPath}/${first.id}`, {
          method: 'PATCH',
          headers: { ...staff, 'Content-Type': 'application/json' },
          body: JSON.stringify({ status: 'contacted' }),
        })
        expect(patch.status).toBe(503)
        const erase = await fetch(`${server.url}${enquiriesPath}/${first.id}`, { method: 'DELETE', headers: staff })
        expect(erase.status).toBe(503)
        const stillListed = await fetch(`${server.url}${enquiriesPath}?page=1`, { headers: staff })
        expect(stillListed.status, server.output()).toBe(200)
        expect(((await stillListed.json()) as { items: Array<{ id: string }> }).items.map((enquiry) => enquiry.id)).toContain(first.id)
        // Opening it, or the whole list as an export, is refused: a read the audit log cannot hold does not happen.
        expect((await fetch(`${server.url}${enquiriesPath}`, { headers: staff })).status).toBe(503)
        expect((await fetch(`${server.url}${enquiriesPath}/${first.id}`, { headers: staff })).status).toBe(503)
        const signIn = await fetch(`${server.url}/api/staff/session`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
          body: JSON.stringify({ username: 'niamh', password: 'not-the-password-at-all' }),
        })
        expect(signIn.status).toBe(503)

        // Room again: each refused enquiry is stored on its retry (201, not 200), and /healthz recovers.
        rmSync(filler)
        for (const enquiry of refused) {
          expect((await post(server, enquiry)).status).toBe(201)
          acknowledged.push(enquiry.id)
        }
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200)

        // A crash, and a start on the same disk: every enquiry that was acknowledged is there.
        server.kill()
        await server.exited
        server = await start(dir)
        const list = (await (await fetch(`${server.url}${enquiriesPath}`, { headers: staff })).json()) as Array<{ id: string }>
        const stored = new Set(list.map((enquiry) => enquiry.id))
        expect([first.id, ...acknowledged].filter((id) => !stored.has(id))).toEqual([])
        server.kill()
        await server.exited
      } finally {
        execFileSync('umount', ['-l', dir])
      }
    },
  )

  it.runIf(hasStrace)('syncs the write-ahead log to disk before it writes the 201 to the socket', async () => {
    const dir = freshDir()
    const trace = path.join(freshDir(), 'strace.txt')
    const server = await start(dir, {
      wrapper: ['strace', '-f', '-y', '-s', '64', '-e', 'trace=pwrite64,fdatasync,fsync,write,writev,sendto,sendmsg', '-o', trace],
    })
    const enquiry = sampleEnquiry()
    expect((await post(server, enquiry)).status).toBe(201)
    server.kill()
    await server.exited
    const lines = readFileSync(trace, 'utf8').split('\n')
    const answer = lines.findIndex((line) => /HTTP\/1\.1 201/.test(line))
    expect(answer).toBeGreaterThan(0)
    const before = lines.slice(0, answer)
    const walWrite = before.findLastIndex((line) => /pwrite64\(\d+<[^>]*clarendon\.sqlite-wal>/.test(line))
    const walSync = before.findLastIndex((line) => /f(data)?sync\(\d+<[^>]*clarendon\.sqlite-wal>/.test(line))
    expect(walWrite).toBeGreaterThan(0)
    expect(walSync).toBeGreaterThan(walWrite)
  })
})
