import { createHash } from 'node:crypto'
import { copyFileSync, readdirSync, readFileSync, statSync, truncateSync } from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { enquiriesPath } from '../../app/shared/enquiry/schema.ts'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import { runProductionServer, type ServerProcess, startServerProcess } from '../testing/serverProcess.ts'
import { tempDir } from '../testing/tempDirs.ts'
import { formTiming } from '../testing/formTiming.ts'
import { currentFrames, damageWalMiddle, overwrite } from '../testing/walFiles.ts'
import { openSqliteStore } from './sqliteStore.ts'

const running: ServerProcess[] = []
afterEach(async () => {
  for (const server of running.splice(0)) {
    server.kill()
    await server.exited
  }
})

/** 200 enquiries sent to a real server, ten at a time, each acknowledged (201); then kill -9, as a power cut. */
async function acknowledgedThenKilled(dir: string) {
  const server = await startServerProcess(dir)
  running.push(server)
  const acknowledged: string[] = []
  for (let wave = 0; wave < 20; wave++) {
    const enquiries = Array.from({ length: 10 }, (_, i) => sampleEnquiry({ firstName: `Wave${wave * 10 + i}` }))
    await Promise.all(
      enquiries.map(async (enquiry) => {
        const res = await fetch(`${server.url}${enquiriesPath}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...enquiry, ...formTiming }),
        })
        if (res.status === 201) acknowledged.push(enquiry.id)
      }),
    )
  }
  server.kill()
  await server.exited
  expect(acknowledged).toHaveLength(200)
  return acknowledged
}

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

describe('the write-ahead log after a crash', { timeout: 180_000 }, () => {
  it('damaged in the middle: the server keeps copies, refuses to start saying what to do, and nothing acknowledged is lost unseen', async () => {
    const dir = tempDir('clarendon-wal-damage-')
    const acknowledged = await acknowledgedThenKilled(dir)
    const database = path.join(dir, 'clarendon.sqlite')
    const wal = `${database}-wal`
    damageWalMiddle(wal)
    const damaged = { database: sha(database), wal: sha(wal) }

    // SQLite alone reads the log up to the damage and silently drops what follows.
    const alone = tempDir('clarendon-wal-alone-')
    copyFileSync(database, path.join(alone, 'clarendon.sqlite'))
    copyFileSync(wal, path.join(alone, 'clarendon.sqlite-wal'))
    const bare = new Database(path.join(alone, 'clarendon.sqlite'))
    const readAlone = (bare.prepare('SELECT count(*) AS n FROM enquiries').get() as { n: number }).n
    bare.close()
    expect(readAlone).toBeLessThan(200)

    const refused = await runProductionServer(dir)
    expect(refused.code).toBe(1)
    expect(refused.output).toContain(`The store's write-ahead log ${wal} is damaged`)
    expect(refused.output).toContain('the server has not started and has changed nothing')
    expect(refused.output).not.toMatch(/\n\s+at /)
    const kept = [...refused.output.matchAll(/kept as (\S+) and (\S+)\./g)].flatMap((match) => [match[1]!, match[2]!])
    expect(kept).toHaveLength(2)
    expect([sha(kept[0]!), sha(kept[1]!)]).toEqual([damaged.database, damaged.wal])
    for (const copy of kept) expect(statSync(copy).mode & 0o777).toBe(0o600)
    expect([sha(database), sha(wal)]).toEqual([damaged.database, damaged.wal])

    // Restarted again and again (a supervisor's loop), it refuses each time and keeps no second copy.
    expect(await runProductionServer(dir)).toMatchObject({ code: 1, output: expect.stringContaining(`kept as ${kept[0]} and ${kept[1]}.`) })

    // Following its sentence: the log cut at the damage opens, and each acknowledged enquiry is in
    // the store or in the copies the operator was told of.
    const [, length] = /truncate -s (\d+) /.exec(refused.output) ?? []
    truncateSync(wal, Number(length))
    const store = await openSqliteStore(dir)
    const stored = new Set((await store.enquiries.list()).map((enquiry) => enquiry.id))
    await store.close()
    expect(stored.size).toBeLessThan(200)
    const copies = kept.map((copy) => readFileSync(copy, 'latin1')).join('\n')
    expect(acknowledged.filter((id) => !stored.has(id) && !copies.includes(id))).toEqual([])
  })

  it('torn at its end only (a last write cut short): the server opens it, as SQLite does, with every acknowledged enquiry', async () => {
    const dir = tempDir('clarendon-wal-torn-')
    const acknowledged = await acknowledgedThenKilled(dir)
    const wal = path.join(dir, 'clarendon.sqlite-wal')
    const { frames, frameSize } = currentFrames(wal)
    // A frame of the same generation whose page did not all reach the disk: its header, then zeros.
    const last = readFileSync(wal).subarray(32 + (frames - 1) * frameSize, 32 + frames * frameSize)
    const torn = Buffer.concat([last.subarray(0, 24), Buffer.alloc(frameSize - 24)])
    overwrite(wal, 32 + frames * frameSize, torn)

    const server = await startServerProcess(dir)
    running.push(server)
    server.kill()
    await server.exited
    const store = await openSqliteStore(dir)
    const stored = new Set((await store.enquiries.list()).map((enquiry) => enquiry.id))
    await store.close()
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
    expect(readdirSync(dir).filter((name) => name.includes('damaged'))).toEqual([])
  })
})
