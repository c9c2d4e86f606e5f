import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rmdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { enquiriesPath } from '../app/shared/enquiry/enquiriesPath.ts'
import { staffCopy } from '../app/shared/content/staff.ts'
import { staffAccountCopy } from '../app/shared/content/staffAccount.ts'
import { staffPaths, type StaffEnquiryDetail, type StaffSession } from '../app/shared/staffApi.ts'
import { serverPort } from './testEnquiries.ts'

/*
 * The staff inbox as a member of staff meets it in a Playwright page, in its own words
 * (app/shared/content/staff.ts), the e-mails the test's SMTP server received, and the enquiry as
 * the firm's store holds it.
 */

export const staffUsername = () => process.env.E2E_STAFF_USERNAME!

/** The sign-in page's heading, which every screen behind it shows to someone not signed in. */
export const signInHeading = (page: Page) => page.getByRole('heading', { name: staffCopy.signIn.heading })

const periodMs = 30_000
const stepNow = () => Math.floor(Date.now() / periodMs)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `use` with a code from the authenticator app of the account with this secret. The server
 * takes each 30-second step of an account once, and only steps later than the last it took (so a
 * code seen over a shoulder is no use), while the tests' workers sign in side by side: one at a
 * time, across processes (a folder made or not, atomically), each gets the next step not yet
 * used, waiting for it where it is not yet good (the server takes one step ahead).
 */
export async function withTotpCode<T>(secret: string, use: (code: string) => Promise<T>): Promise<T> {
  const dir = path.join(process.env.E2E_DATA_DIR!, `totp-${secret.slice(0, 16)}`)
  const lock = `${dir}.lock`
  const lastFile = path.join(dir, 'last-step')
  await mkdir(dir, { recursive: true })
  for (;;) {
    try {
      await mkdir(lock)
      break
    } catch {
      // A lock older than a sign-in can take is left by a test that failed holding it.
      const since = await stat(lock).then(
        (found) => Date.now() - found.mtimeMs,
        () => 0,
      )
      if (since > 90_000) await rmdir(lock).catch(() => undefined)
      await sleep(200)
    }
  }
  try {
    const last = Number(await readFile(lastFile, 'utf8').catch(() => '0'))
    const step = Math.max(stepNow(), last + 1)
    while (stepNow() < step - 1) await sleep(250)
    await writeFile(lastFile, String(step))
    const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: periodMs / 1000, secret: Secret.fromBase32(secret) }).generate({ timestamp: step * periodMs })
    return await use(code)
  } finally {
    await rmdir(lock)
  }
}

/** The test account's authenticator secret, which the global setup enrolled (base32). */
export const staffTotpSecret = () => process.env.E2E_STAFF_TOTP_SECRET!

/** The second step on the page: a code from the account's authenticator app. */
export async function enterTotp(page: Page, secret: string) {
  await withTotpCode(secret, async (code) => {
    await page.getByLabel(staffCopy.secondFactor.code).fill(code)
    await page.getByRole('button', { name: staffCopy.secondFactor.codeSubmit }).click()
    await expect(page.getByRole('button', { name: staffCopy.signOut })).toBeVisible()
  })
}

/** The first step on the page: username and password. */
export async function enterPassword(page: Page, username = staffUsername(), password = process.env.E2E_STAFF_PASSWORD!) {
  await page.getByLabel(staffCopy.signIn.username).fill(username)
  await page.getByLabel(staffCopy.signIn.password).fill(password)
  await page.getByRole('button', { name: staffCopy.signIn.submit }).click()
}

/** Signs in through the real sign-in page, as a member of staff would: password, then a code from the app. */
export async function signIn(page: Page) {
  await enterPassword(page)
  await enterTotp(page, staffTotpSecret())
}

const origin = () => `http://127.0.0.1:${serverPort()}`

/**
 * A session of the test account for the screens behind sign-in, made once for the whole run
 * through the API (password, then a code), so the tests of the inbox do not queue for the
 * authenticator's 30-second steps; the tests of signing in use the page.
 */
async function sharedSessionCookie(): Promise<{ name: string; value: string }> {
  const file = path.join(process.env.E2E_DATA_DIR!, 'shared-staff-session.json')
  const saved = await readFile(file, 'utf8').catch(() => null)
  if (saved) return JSON.parse(saved)
  return withTotpCode(staffTotpSecret(), async (code) => {
    // Another worker may have made it while this one waited for the code.
    const made = await readFile(file, 'utf8').catch(() => null)
    if (made) return JSON.parse(made)
    const post = (url: string, body: unknown, cookie?: string) =>
      fetch(`${origin()}${url}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin(), ...(cookie ? { Cookie: cookie } : {}) },
        body: JSON.stringify(body),
      })
    const password = await post(staffPaths.session, { username: staffUsername(), password: process.env.E2E_STAFF_PASSWORD })
    expect(password.status).toBe(200)
    const [pair] = password.headers.getSetCookie()[0]!.split(';')
    const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)]
    const second = await post(staffPaths.signInTotp, { code }, `${name}=${value}`)
    expect(second.status).toBe(200)
    expect(((await second.json()) as StaffSession).stage).toBe('signed-in')
    const renewed = second.headers.getSetCookie()[0]?.split(';')[0]
    const cookie = renewed ? { name, value: renewed.slice(renewed.indexOf('=') + 1) } : { name, value }
    await writeFile(file, JSON.stringify(cookie))
    return cookie
  })
}

/** Opens the inbox at `path` (the list, or an enquiry), signed in as the test account. */
export async function openInbox(page: Page, path = '/staff') {
  const { name, value } = await sharedSessionCookie()
  await page.context().addCookies([{ name, value, url: origin(), httpOnly: true, sameSite: 'Strict' }])
  await page.goto(path)
  await expect(page.getByRole('button', { name: staffCopy.signOut })).toBeVisible()
}

/** A staff account of a test's own, made with the staff command, with no second factor yet. */
export async function addStaffAccount(prefix: string) {
  const username = `${prefix}-${randomBytes(4).toString('hex')}`
  const password = randomBytes(18).toString('base64url')
  const staff = promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/staff/cli.ts', 'add', username], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  })
  staff.child.stdin!.end(`${password}\n`)
  await staff
  return { username, password }
}

/**
 * At the set-up screen: an authenticator app, its key read from the page as a person would type
 * it, confirmed with a code; answers the key and the ten recovery codes shown.
 */
export async function enrolTotp(page: Page) {
  await expect(page.getByRole('heading', { name: staffAccountCopy.enrol.heading })).toBeVisible()
  await page.getByRole('button', { name: new RegExp(staffAccountCopy.enrol.app) }).click()
  const shown = page.locator('[data-totp-secret]')
  await expect(shown).toBeVisible()
  const secret = (await shown.textContent())!.replace(/\s/g, '')
  await withTotpCode(secret, async (code) => {
    await page.getByLabel(staffAccountCopy.enrol.code).fill(code)
    await page.getByRole('button', { name: staffAccountCopy.enrol.confirm }).click()
    await expect(page.getByRole('heading', { name: staffAccountCopy.recoveryCodes.heading })).toBeVisible()
  })
  const recoveryCodes = await page.getByRole('list', { name: staffAccountCopy.recoveryCodes.listLabel }).getByRole('listitem').allTextContents()
  return { secret, recoveryCodes }
}

interface CapturedMail {
  messageId: string
  subject: string
  text: string
}

/** The e-mails the test's SMTP server received about one enquiry, of one kind (see globalSetup.ts and server/mail/). */
async function mailsFor(kind: 'enquiry' | 'acknowledgement', enquiryId: string): Promise<CapturedMail[]> {
  const dir = process.env.E2E_MAIL_DIR!
  const mails = await Promise.all((await readdir(dir)).map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CapturedMail))
  return mails.filter((mail) => mail.messageId.startsWith(`<${kind}-${enquiryId}@`))
}

/** The staff alert of one enquiry. */
export const alertFor = (enquiryId: string) => mailsFor('enquiry', enquiryId)

/** The acknowledgement sent to the enquirer. */
export const acknowledgementFor = (enquiryId: string) => mailsFor('acknowledgement', enquiryId)

const adminRequest = (url: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${serverPort()}${url}`, { ...init, headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}`, ...init.headers } })

/** One enquiry as the firm holds it, read through the staff API with the admin token. */
export async function storedRecord(id: string): Promise<StaffEnquiryDetail> {
  const response = await adminRequest(staffPaths.enquiry(id))
  expect(response.status).toBe(200)
  return (await response.json()) as StaffEnquiryDetail
}

/** An enquiry sent straight to the API with any of its fields (the page it came from, how they heard of us). */
export async function postEnquiryWith(fields: Record<string, string>) {
  const response = await fetch(`http://127.0.0.1:${serverPort()}${enquiriesPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ lastName: 'Quinn', phone: '028 7126 0000', ...fields }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string }
}

/**
 * An enquiry as a script sends it: the hidden trap field filled in. The API answers as for any
 * enquiry (201); the firm holds it as suspected spam.
 */
export async function postHeldEnquiry(fields: { firstName: string; lastName: string; email: string }) {
  const response = await fetch(`http://127.0.0.1:${serverPort()}${enquiriesPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: '028 7126 0000', details: 'Cheap watches, click here.', trap: 'https://spam.example', ...fields }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string }
}

/** A name no other test, run or engine uses, so each finds its own enquiry in the shared inbox. */
export const uniqueLastName = (surname: string) =>
  `${surname} ${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)
    .toUpperCase()}`
