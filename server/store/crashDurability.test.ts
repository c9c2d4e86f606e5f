import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import { tempDir } from '../testing/tempDirs.ts'
import { openSqliteStore } from './sqliteStore.ts'

/** A server's store in a process of its own: it stores each enquiry it is sent and says so once stored. */
const storeProcess = `
const { openSqliteStore } = await import(${JSON.stringify(new URL('./sqliteStore.ts', import.meta.url).href)})
const store = await openSqliteStore(process.argv[1])
process.on('message', (enquiry) => {
  store.enquiries.insert(enquiry, { alert: true, replyDueAt: new Date() }).then(() => process.send(enquiry.id))
})
process.send('ready')
`

describe('the embedded store, killed without warning', () => {
  it('keeps every enquiry it acknowledged, with its alert, when its process is killed in the middle of a wave', async () => {
    const dir = tempDir('clarendon-durability-')
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', storeProcess, dir], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    await new Promise((resolve) => child.once('message', resolve))

    // 200 at once; the process dies the moment the 100th is acknowledged, with the rest under way.
    const acknowledged: string[] = []
    const killedMidWave = new Promise<void>((resolve) => {
      child.on('message', (id) => {
        acknowledged.push(String(id))
        if (acknowledged.length === 100) {
          child.kill('SIGKILL')
          resolve()
        }
      })
    })
    for (let i = 0; i < 200; i++) child.send(sampleEnquiry({ firstName: `Wave${i}` }))
    await killedMidWave
    await exited

    const store = await openSqliteStore(dir)
    const stored = new Set((await store.enquiries.list()).map((enquiry) => enquiry.id))
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
    expect((await store.mail.status()).waiting).toBe(stored.size)
    await store.close()
  })
})
