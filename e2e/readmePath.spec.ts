import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { staffCopy } from '../app/shared/content/staff.ts'
import { staffAccountCopy } from '../app/shared/content/staffAccount.ts'
import { expect, test } from './fixtures.ts'
import { addStaff, enrolTotp } from './inboxPage.ts'

// A port of its own beside the suite's (E2E_PORT moves both), at the address the server will print.
const port = Number(process.env.E2E_PORT ?? 4173) + 10
test.use({ baseURL: `http://localhost:${port}` })

let server: ChildProcess | undefined
let dataDir: string | undefined
test.afterEach(async () => {
  server?.kill('SIGTERM')
  if (server && server.exitCode === null) await once(server, 'exit')
  server = undefined
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

/**
 * A newcomer's first hour: the server started as the README's `npm start` starts it (its last step,
 * the built server: `npm start` itself would first rebuild dist/ for a build stamp without the
 * suite's SITE_URL, under the other tests' feet), with nothing set but a port and a data folder —
 * no SITE_URL — then an account from the staff command, and the inbox opened at both addresses
 * the server printed.
 */
test('the README’s path opens the inbox: no SITE_URL, an account from the staff command, signed in at the addresses the server prints', async ({
  page,
  browser,
}) => {
  dataDir = mkdtempSync(path.join(process.env.E2E_TEMP_DIR!, 'readme-'))
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), DATA_DIR: dataDir }
  server = spawn(process.execPath, ['dist/node/server/index.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let said = ''
  server.stdout!.on('data', (chunk: Buffer) => {
    said += chunk.toString()
  })
  await expect.poll(() => said, { timeout: 30_000 }).toContain('staff inbox at /staff')
  expect(said).toContain(`staff requests are taken from http://localhost:${port} and http://127.0.0.1:${port}`)

  const me = { username: 'me', password: 'gorse lighthouse ferry ledger' }
  await addStaff(me, dataDir)
  await page.goto('/staff')
  await page.getByLabel(staffCopy.signIn.username).fill(me.username)
  await page.getByLabel(staffCopy.signIn.password).fill(me.password)
  await page.getByRole('button', { name: staffCopy.signIn.submit }).click()
  const { recoveryCodes } = await enrolTotp(page)
  await page.getByRole('button', { name: staffAccountCopy.recoveryCodes.kept }).click()
  await expect(page.getByRole('heading', { level: 1, name: staffCopy.inbox.heading })).toBeVisible()
  await expect(page.getByRole('button', { name: staffCopy.signOut })).toBeVisible()

  // The other address the server printed: a browser there signs in too (with a code: a passkey needs a host name).
  const atIp = await browser.newPage({ baseURL: `http://127.0.0.1:${port}` })
  await atIp.goto('/staff')
  await atIp.getByLabel(staffCopy.signIn.username).fill(me.username)
  await atIp.getByLabel(staffCopy.signIn.password).fill(me.password)
  await atIp.getByRole('button', { name: staffCopy.signIn.submit }).click()
  await atIp.getByRole('button', { name: staffCopy.secondFactor.useRecovery }).click()
  await atIp.getByLabel(staffCopy.secondFactor.recovery).fill(recoveryCodes[0]!)
  await atIp.getByRole('button', { name: staffCopy.secondFactor.recoverySubmit }).click()
  await expect(atIp.getByRole('heading', { level: 1, name: staffCopy.inbox.heading })).toBeVisible()
  await atIp.close()
})
