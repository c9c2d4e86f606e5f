import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rmdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { staffCopy } from '../app/shared/content/staff.ts'
import { staffAccountCopy } from '../app/shared/content/staffAccount.ts'
import type { StaffEnquiryDetail, StaffSession, TotpEnrolment } from '../app/shared/staffApi.ts'
import * as staffApi from '../app/shared/staffRoutes/index.ts'
import { type Input, pathTo, type StaffRoute } from '../app/shared/staffRoute.ts'
import type { StaffRole } from '../app/shared/staffRoles.ts'
import { adminFetch, serverPort } from './testEnquiries.ts'
import { expectText, type Tab } from './engines/tab.ts'

/*
 * The staff inbox as a member of staff meets it, on any engine, in its own words
 * (app/shared/content/staff.ts), the e-mails the test's SMTP server received, and the enquiry as
 * the firm's store holds it.
 */

export const staffUsername = () => process.env.E2E_STAFF_USERNAME!

/** The sign-in page's heading, which every screen behind it shows to someone not signed in. */
export const signInHeading = (page: Page) => page.getByRole('heading', { name: staffCopy.signIn.heading })

const periodMs = 30_000
const stepNow = () => Math.floor(Date.now() / periodMs)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const dataDir = () => process.env.E2E_DATA_DIR!

/** Runs `work` while no other worker runs work of this name: a folder is made or not, atomically. */
async function oneAtATime<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(dataDir(), `${name}.lock`)
  for (;;) {
    try {
      await mkdir(lock)
      break
    } catch {
      // A lock older than a sign-in can take is left by a test that failed holding it.
      const since = Date.now() - ((await stat(lock).catch(() => undefined))?.mtimeMs ?? Date.now())
      if (since > 90_000) await rmdir(lock).catch(() => undefined)
      await sleep(200)
    }
  }
  try {
    return await work()
  } finally {
    await rmdir(lock)
  }
}

/**
 * Runs `use` with a code from the authenticator app of the account with this secret. The server
 * takes each 30-second step of an account once, and only steps later than the last it took (so a
 * code seen over a shoulder is no use), while the tests' workers sign in side by side: one at a
 * time, each gets the next step not yet used, waiting for it where it is not yet good (the
 * server takes one step ahead).
 */
export function withTotpCode<T>(secret: string, use: (code: string) => Promise<T>): Promise<T> {
  const name = `totp-${secret.slice(0, 16)}`
  return oneAtATime(name, async () => {
    const lastFile = path.join(dataDir(), `${name}.last-step`)
    const last = Number(await readFile(lastFile, 'utf8').catch(() => '0'))
    const step = Math.max(stepNow(), last + 1)
    while (stepNow() < step - 1) await sleep(250)
    await writeFile(lastFile, String(step))
    const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: periodMs / 1000, secret: Secret.fromBase32(secret) }).generate({ timestamp: step * periodMs })
    return use(code)
  })
}

/** The site as the server knows itself (SITE_URL), which the staff API's origin check compares with. */
export const siteOrigin = () => process.env.SITE_URL ?? `http://127.0.0.1:${serverPort()}`

/** The staff API from Node, with the one cookie a browser would keep for it. */
function staffSession() {
  let cookie: { name: string; value: string } | undefined
  const send = async <Route extends StaffRoute>(route: Route, body?: Input<Route>) => {
    const response = await fetch(`${siteOrigin()}${route.path}`, {
      method: route.method,
      headers: { 'Content-Type': 'application/json', Origin: siteOrigin(), ...(cookie ? { Cookie: `${cookie.name}=${cookie.value}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    // The session's cookie; the one that marks a browser the account knows is not needed here.
    const set = response.headers
      .getSetCookie()
      .find((line) => /^(__Host-)?staff=/.test(line))
      ?.split(';')[0]
    if (set) cookie = { name: set.slice(0, set.indexOf('=')), value: set.slice(set.indexOf('=') + 1) }
    return response
  }
  return { send, cookie: () => cookie! }
}

/**
 * The test account's authenticator secret (base32): the global setup's, or, where it enrolled
 * none, one set up here through the API at the account's first sign-in, once for the run.
 */
function staffTotpSecret(): Promise<string> {
  if (process.env.E2E_STAFF_TOTP_SECRET) return Promise.resolve(process.env.E2E_STAFF_TOTP_SECRET)
  const file = path.join(dataDir(), 'staff-totp-secret')
  return oneAtATime('staff-enrol', async () => {
    const saved = await readFile(file, 'utf8').catch(() => null)
    if (saved) return saved
    const api = staffSession()
    const signedIn = await api.send(staffApi.signIn, { username: staffUsername(), password: process.env.E2E_STAFF_PASSWORD })
    expect(((await signedIn.json()) as StaffSession).stage).toBe('enrol')
    const { secret } = (await (await api.send(staffApi.startTotp)).json()) as TotpEnrolment
    await withTotpCode(secret, async (code) => expect((await api.send(staffApi.confirmTotp, { code })).status).toBe(200))
    await writeFile(file, secret)
    return secret
  })
}

/** Runs `use` with a code from the test account's authenticator app, as when it proves again who it is. */
export const withStaffTotpCode = async <T>(use: (code: string) => Promise<T>) => withTotpCode(await staffTotpSecret(), use)

/** The first step on the page: username and password. */
export async function enterPassword(tab: Tab, username = staffUsername(), password = process.env.E2E_STAFF_PASSWORD!) {
  await tab.fill(staffCopy.signIn.username, username)
  await tab.fill(staffCopy.signIn.password, password)
  await tab.click('button', staffCopy.signIn.submit)
}

/** Signs in through the real sign-in page, as a member of staff would: password, then a code from the app. */
export async function signIn(tab: Tab) {
  const secret = await staffTotpSecret()
  await expectText(tab, staffCopy.signIn.heading)
  await enterPassword(tab)
  await expectText(tab, staffCopy.secondFactor.heading)
  await withTotpCode(secret, async (code) => {
    await tab.fill(staffCopy.secondFactor.code, code)
    await tab.click('button', staffCopy.secondFactor.codeSubmit)
    await expectText(tab, staffCopy.signOut)
  })
}

/** Opens the enquiry of that name from the list, and waits for its heading. */
export async function openEnquiry(tab: Tab, name: string) {
  await expectText(tab, name)
  await tab.click('link', name)
  await expect.poll(() => tab.heading()).toContain(name)
}

/** Whether the page is no wider than the screen: nothing to scroll sideways on a phone. */
export const fitsTheScreen = (tab: Tab) => tab.run<boolean>('return document.documentElement.scrollWidth <= innerWidth')

/**
 * A session of the test account for the screens behind sign-in, made once for the whole run
 * through the API (password, then a code), so the tests of the inbox do not queue for the
 * authenticator's 30-second steps; the tests of signing in use the page.
 */
async function sharedSessionCookie(): Promise<{ name: string; value: string }> {
  const secret = await staffTotpSecret()
  const file = path.join(dataDir(), 'shared-staff-session.json')
  return oneAtATime('shared-session', async () => {
    const saved = await readFile(file, 'utf8').catch(() => null)
    if (saved) return JSON.parse(saved)
    const api = staffSession()
    expect((await api.send(staffApi.signIn, { username: staffUsername(), password: process.env.E2E_STAFF_PASSWORD })).status).toBe(200)
    const second = await withTotpCode(secret, (code) => api.send(staffApi.signInTotp, { code }))
    expect(((await second.json()) as StaffSession).stage).toBe('signed-in')
    await writeFile(file, JSON.stringify(api.cookie()))
    return api.cookie()
  })
}

/** Opens the inbox at `path` (the list, or an enquiry), signed in as the test account. */
export async function openInbox(page: Page, path = '/staff') {
  const { name, value } = await sharedSessionCookie()
  await page.context().addCookies([{ name, value, url: siteOrigin(), httpOnly: true, sameSite: 'Strict' }])
  await page.goto(path)
  await expect(page.getByRole('button', { name: staffCopy.signOut })).toBeVisible()
}

/** Adds a staff account with the staff command, as a firm would: no second factor yet. */
export async function addStaff(account: { username: string; password: string }, storeDir = dataDir(), role: StaffRole = 'administrator') {
  const staff = promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'server/staff/cli.ts', 'add', account.username, ...(role === 'staff' ? ['--staff'] : [])],
    {
      env: { ...process.env, DATA_DIR: storeDir },
    },
  )
  staff.child.stdin!.end(`${account.password}\n`)
  await staff
}

/** A staff account of a test's own, in the store in `storeDir`. */
export async function addStaffAccount(prefix: string, storeDir = dataDir(), role: StaffRole = 'administrator') {
  const account = { username: `${prefix}-${randomBytes(4).toString('hex')}`, password: randomBytes(18).toString('base64url') }
  await addStaff(account, storeDir, role)
  return account
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
  return (await capturedMails()).filter((mail) => mail.messageId.startsWith(`<${kind}-${enquiryId}@`))
}

async function capturedMails() {
  const dir = process.env.E2E_MAIL_DIR!
  return Promise.all((await readdir(dir)).map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CapturedMail))
}

/** The staff alert of one enquiry. */
export const alertFor = (enquiryId: string) => mailsFor('enquiry', enquiryId)

/** The acknowledgement sent to the enquirer. */
export const acknowledgementFor = (enquiryId: string) => mailsFor('acknowledgement', enquiryId)

/** The replies staff sent from the inbox to one enquiry's sender: each names its reference in the subject. */
export const repliesFor = async (enquiryId: string) =>
  (await capturedMails()).filter((mail) => mail.messageId.startsWith('<reply-') && mail.subject.includes(enquiryId))

/** The one-time link in the invitation e-mailed for this username, once the test's SMTP server has it. */
export async function invitationLinkFor(username: string): Promise<string | undefined> {
  const mail = (await capturedMails()).find(
    (received) => received.messageId.startsWith('<invitation-') && received.text.split(/\r?\n/).includes(`Username: ${username}`),
  )
  return mail?.text.match(/https?:\/\/\S+\/staff\/invitation#[\w-]{43}/)?.[0]
}

/** One enquiry as the firm holds it, read through the staff API with the admin token. */
export async function storedRecord(id: string): Promise<StaffEnquiryDetail> {
  const response = await adminFetch(pathTo(staffApi.readEnquiry, { id }))
  expect(response.status).toBe(200)
  return (await response.json()) as StaffEnquiryDetail
}

/** A name no other test, run or engine uses, so each finds its own enquiry in the shared inbox. */
export const uniqueLastName = (surname: string) => `${surname} ${Array.from(randomBytes(6), (byte) => String.fromCharCode(65 + (byte % 26))).join('')}`
