import { execFile } from 'node:child_process'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { enquiriesPath } from '../../app/shared/enquiry/schema.ts'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import type { InboxPage, StaffEnquiryDetail } from '../../app/shared/staffApi.ts'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { pathTo } from '../../app/shared/staffRoute.ts'
import { openSqliteAccounts, openSqliteStore } from '../store/sqliteStore.ts'
import { processToken, startServerProcess } from '../testing/serverProcess.ts'
import { freshPassword } from '../testing/staffTesting.ts'
import { freshDataDir } from '../testing/testApp.ts'
import { formTiming } from '../testing/formTiming.ts'
import { verifyPassword } from './passwords.ts'

/** `npm run staff -- …`, as a separate process, with the password piped in. */
function staff(dataDir: string, args: string[], input = '', env: Record<string, string> = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'server/staff/cli.ts', ...args],
      { env: { ...process.env, DATA_DIR: dataDir, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    )
    child.stdin!.end(input)
  })
}

// Each command is a Node process of its own: a second to start on a quiet machine, up to tens of
// seconds on a loaded one, and some tests run five.
describe('npm run staff', { timeout: 180_000 }, () => {
  it("says in one line that MongoDB cannot be reached, without the URI's password", async () => {
    const unreachable = 'mongodb://clarendon:hunter2-hunter2@127.0.0.1:9/clarendon?serverSelectionTimeoutMS=100'
    const result = await staff(freshDataDir(), ['list'], '', { MONGODB_URI: unreachable, FACTOR_KEY: 'ab'.repeat(32) })
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toMatch(/^Could not reach MongoDB: [^\n]*ECONNREFUSED 127\.0\.0\.1:9[^\n]*$/)
    expect(result.stdout + result.stderr).not.toContain('hunter2')
  })

  it('adds an account from a piped password, stores only its argon2id hash, and lists it', async () => {
    const dataDir = freshDataDir()
    const password = freshPassword()
    const added = await staff(dataDir, ['add', 'Niamh'], `${password}\n`)
    expect(added).toMatchObject({ code: 0, stdout: expect.stringContaining('Added niamh') })
    expect(added.stdout + added.stderr).not.toContain(password)
    const file = await readFile(path.join(dataDir, 'clarendon.sqlite'), 'latin1')
    expect(file).not.toContain(password)
    expect(file).toContain('$argon2id$')
    const { accounts, close } = await openSqliteAccounts(dataDir)
    expect(await verifyPassword((await accounts.find('niamh'))?.passwordHash, password)).toBe(true)
    await close()
    expect((await staff(dataDir, ['list'])).stdout).toMatch(/^niamh\tadministrator\t\(added \d{4}-\d{2}-\d{2}\)$/m)
    expect(await staff(dataDir, ['role', 'niamh', 'staff'])).toMatchObject({ code: 0, stdout: 'niamh is now staff; it applies from their next request.\n' })
    expect(await staff(dataDir, ['role', 'niamh', 'partner'])).toMatchObject({ code: 1, stderr: 'A role is administrator or staff.\n' })
    expect((await staff(dataDir, ['list'])).stdout).toMatch(/^niamh\tstaff\t/m)
  })

  it('refuses a password under 12 characters, a taken username and a missing account, with clear messages', async () => {
    const dataDir = freshDataDir()
    expect(await staff(dataDir, ['add', 'niamh'], 'short\n')).toMatchObject({ code: 1, stderr: 'The password must be at least 12 characters long.\n' })
    expect((await staff(dataDir, ['list'])).stdout).toContain('No staff accounts yet')
    await staff(dataDir, ['add', 'niamh'], `${freshPassword()}\n`)
    expect(await staff(dataDir, ['add', 'niamh'], `${freshPassword()}\n`)).toMatchObject({ code: 1, stderr: 'There is already an account called niamh.\n' })
    expect(await staff(dataDir, ['password', 'declan'], `${freshPassword()}\n`)).toMatchObject({ code: 1, stderr: 'There is no account called declan.\n' })
    expect(await staff(dataDir, ['add', 'a b'], `${freshPassword()}\n`)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('A username is 2 to 64 letters'),
    })
  })

  it('refuses twelve spaces, one character twelve times, a common password and one over 1,024 characters', async () => {
    const dataDir = freshDataDir()
    for (const [password, message] of [
      [' '.repeat(12), 'The password must not be only spaces.'],
      ['aaaaaaaaaaaa', 'The password must not be one character repeated.'],
      ['qwerty123456', 'This password is on a list of common passwords that attackers try first. Please choose another.'],
      ['x'.repeat(1025), 'The password must be at most 1024 characters long.'],
    ]) {
      expect(await staff(dataDir, ['add', 'niamh'], `${password}\n`)).toMatchObject({ code: 1, stderr: `${message}\n` })
    }
    expect((await staff(dataDir, ['list'])).stdout).toContain('No staff accounts yet')
  })

  it('resets an account’s second factors', async () => {
    const dataDir = freshDataDir()
    await staff(dataDir, ['add', 'niamh'], `${freshPassword()}\n`)
    const before = await openSqliteAccounts(dataDir)
    await before.accounts.setTotp('niamh', 'JBSWY3DPEHPK3PXP')
    await before.close()
    expect(await staff(dataDir, ['reset-factors', 'niamh'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Removed the second factors of niamh') })
    const after = await openSqliteAccounts(dataDir)
    expect(await after.accounts.find('niamh')).toMatchObject({ totpSecret: null, passkeys: [], recoveryCodeHashes: [] })
    await after.close()
    expect(await staff(dataDir, ['reset-factors', 'declan'])).toMatchObject({ code: 1, stderr: 'There is no account called declan.\n' })
  })

  it('changes a password and removes an account', async () => {
    const dataDir = freshDataDir()
    await staff(dataDir, ['add', 'niamh'], `${freshPassword()}\n`)
    const newPassword = freshPassword()
    expect(await staff(dataDir, ['password', 'niamh'], `${newPassword}\n`)).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('their sessions have ended'),
    })
    const { accounts, close } = await openSqliteAccounts(dataDir)
    expect(await verifyPassword((await accounts.find('niamh'))?.passwordHash, newPassword)).toBe(true)
    await close()
    expect(await staff(dataDir, ['remove', 'niamh'])).toMatchObject({ code: 0, stdout: expect.stringContaining('Removed niamh') })
    expect((await staff(dataDir, ['list'])).stdout).toContain('No staff accounts yet')
  })

  it("removes a leaver's account while the server runs: their open enquiries are back in Unassigned, with a timeline entry, and it says how many", async () => {
    const dataDir = freshDataDir()
    const server = await startServerProcess(dataDir)
    try {
      await staff(dataDir, ['add', 'maeve'], `${freshPassword()}\n`)
      const api = (route: string, init: RequestInit = {}) =>
        fetch(`${server.url}${route}`, { ...init, headers: { Authorization: `Bearer ${processToken}`, 'Content-Type': 'application/json' } })
      const enquiry = sampleEnquiry({ firstName: 'Ciarán' })
      expect((await api(enquiriesPath, { method: 'POST', body: JSON.stringify({ ...enquiry, ...formTiming }) })).status).toBe(201)
      expect((await api(pathTo(staffApi.assign, { id: enquiry.id }), { method: 'POST', body: JSON.stringify({ to: 'maeve', from: null }) })).status).toBe(200)

      const removed = await staff(dataDir, ['remove', 'maeve'])
      expect(removed).toMatchObject({ code: 0, stdout: expect.stringContaining("1 open enquiry of maeve's is back in Unassigned") })
      const unassigned = (await (await api(`${enquiriesPath}?view=unassigned`)).json()) as InboxPage
      expect(unassigned.items.map((item) => item.firstName)).toEqual(['Ciarán'])
      const detail = (await (await api(`${enquiriesPath}/${enquiry.id}`)).json()) as StaffEnquiryDetail
      expect(detail.timeline.at(-1)).toMatchObject({ kind: 'returned', from: 'maeve', by: 'the staff command' })
      expect(await staff(dataDir, ['add', 'orla'], `${freshPassword()}\n`)).toMatchObject({ code: 0 })
      expect((await staff(dataDir, ['remove', 'orla'])).stdout).toContain('orla had no open enquiries.')
    } finally {
      server.kill()
      await server.exited
    }
  })

  it('makes a DATA_DIR that does not exist yet, readable by the server’s user alone', async () => {
    const dataDir = path.join(freshDataDir(), 'firm', 'data')
    expect(await staff(dataDir, ['add', 'niamh'], `${freshPassword()}\n`)).toMatchObject({ code: 0, stdout: expect.stringContaining('Added niamh') })
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700)
    expect((await stat(path.join(dataDir, 'clarendon.sqlite'))).mode & 0o777).toBe(0o600)
  })

  it('adds an account while a server holds the store, and the server sees it at once', async () => {
    const dataDir = freshDataDir()
    const server = await openSqliteStore(dataDir)
    expect(await staff(dataDir, ['add', 'niamh'], `${freshPassword()}\n`)).toMatchObject({ code: 0, stdout: expect.stringContaining('Added niamh') })
    expect(await server.accounts.find('niamh')).toMatchObject({ username: 'niamh' })
    await server.close()
  })

  it("hashes at argon2id's full cost (64 MiB, 3 passes, one lane) outside the tests", async () => {
    const dataDir = freshDataDir()
    await staff(dataDir, ['add', 'niamh'], `${freshPassword()}\n`, { ARGON2_COST: '' })
    const { accounts, close } = await openSqliteAccounts(dataDir)
    expect((await accounts.find('niamh'))?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,p=1,t=3\$/)
    await close()
  })

  it('explains its usage when the command is wrong', async () => {
    const result = await staff(freshDataDir(), ['promote', 'niamh'])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('npm run staff -- add <username>')
  })
})
