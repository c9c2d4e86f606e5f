import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../app/shared/enquiry/sampleEnquiry.ts'
import { openSqliteStore } from '../server/store/sqliteStore.ts'
import { tempDir } from '../server/testing/tempDirs.ts'
import { damageWalMiddle } from '../server/testing/walFiles.ts'

function runBackup(dataDir: string, file: string) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', file], { env: { ...process.env, DATA_DIR: dataDir } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    )
  })
}

describe('npm run backup', () => {
  it('copies the store while it is open, privately, and the copy opens as a store with every enquiry', async () => {
    const dataDir = tempDir('clarendon-backup-')
    const store = await openSqliteStore(dataDir)
    for (let i = 0; i < 5; i++) await store.enquiries.insert(sampleEnquiry({ firstName: `Backed${i}` }), { alert: true, replyDueAt: new Date() })
    const file = path.join(tempDir('clarendon-backup-to-'), 'copy.sqlite')
    const result = await runBackup(dataDir, file)
    expect(result).toEqual({ code: 0, output: expect.stringContaining('(5 enquiries)') })
    await store.enquiries.insert(sampleEnquiry({ firstName: 'After' }), { alert: false, replyDueAt: new Date() })
    await store.close()
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(await runBackup(dataDir, file)).toMatchObject({ code: 1, output: expect.stringContaining('exists already') })

    // Restoring: the copy becomes DATA_DIR/clarendon.sqlite (docs/operating.md).
    const restored = tempDir('clarendon-restored-')
    copyFileSync(file, path.join(restored, 'clarendon.sqlite'))
    const again = await openSqliteStore(restored)
    expect((await again.enquiries.list()).map((e) => e.firstName).sort()).toEqual(['Backed0', 'Backed1', 'Backed2', 'Backed3', 'Backed4'])
    expect((await again.mail.status()).waiting).toBe(5)
    await again.close()
  })

  it('with no server running, refuses a store whose log is damaged in the middle, and writes no backup', async () => {
    const live = tempDir('clarendon-backup-live-')
    const store = await openSqliteStore(live)
    for (let i = 0; i < 40; i++) await store.enquiries.insert(sampleEnquiry({ firstName: `Logged${i}` }), { alert: true, replyDueAt: new Date() })
    // The files as a crash leaves them: each write is synced to the log before it is acknowledged.
    const crashed = tempDir('clarendon-backup-crashed-')
    for (const name of ['clarendon.sqlite', 'clarendon.sqlite-wal']) copyFileSync(path.join(live, name), path.join(crashed, name))
    await store.close()
    damageWalMiddle(path.join(crashed, 'clarendon.sqlite-wal'))
    const file = path.join(tempDir('clarendon-backup-to-'), 'copy.sqlite')
    const result = await runBackup(crashed, file)
    expect(result).toMatchObject({ code: 1, output: expect.stringContaining(`write-ahead log ${path.join(crashed, 'clarendon.sqlite-wal')} is damaged`) })
    expect(result.output).not.toMatch(/\n\s+at /)
    expect(existsSync(file)).toBe(false)
  })
})
