import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { staffCopy } from '../app/shared/content/staff.ts'
import { reportCopy } from '../app/shared/content/reportCopy.ts'
import { staffAccountCopy } from '../app/shared/content/staffAccount.ts'
import { expect, expectNoAxeViolations, test } from './fixtures.ts'
import { playwrightTab } from './engines/chromium.ts'
import type { Tab } from './engines/tab.ts'
import { postEnquiry, serverPort, uniqueEmail } from './testEnquiries.ts'
import { addStaffAccount, enrolTotp, enterPassword, signInHeading, siteOrigin, uniqueLastName, withTotpCode } from './inboxPage.ts'

/*
 * Signing in with a second factor, each test with a staff account of its own (made with the
 * staff command, with no factor yet), so the first sign-in sets one up, and no test's codes,
 * passkeys or sessions meet another's.
 */

const phone = { width: 360, height: 780 }
const signedIn = (page: Page) => expect(page.getByRole('button', { name: staffCopy.signOut })).toBeVisible()

/** Signs out, then gives the password again, up to the second factor's screen. */
async function backToSecondFactor(page: Page, tab: Tab, account: { username: string; password: string }) {
  await page.getByRole('button', { name: staffCopy.signOut }).click()
  await expect(signInHeading(page)).toBeVisible()
  await enterPassword(tab, account.username, account.password)
  await expect(page.getByRole('heading', { name: staffCopy.secondFactor.heading })).toBeVisible()
}

/** An account of the test's own, signed in once it has set up an authenticator app at its first sign-in. */
async function newAccountWithApp(page: Page, tab: Tab, prefix: string) {
  const account = await addStaffAccount(prefix)
  await page.goto('/staff')
  await enterPassword(tab, account.username, account.password)
  const enrolment = await enrolTotp(page)
  await page.getByRole('button', { name: staffAccountCopy.recoveryCodes.kept }).click()
  await signedIn(page)
  return { ...account, ...enrolment }
}

// The site as the server knows itself (SITE_URL): the staff API refuses requests from any other origin.
test.use({ viewport: phone, baseURL: siteOrigin() })

test.describe('at localhost', () => {
  // A passkey belongs to a domain name (its relying party), never to an IP address such as
  // 127.0.0.1, which the shared server knows itself by: this test has a server of its own, with
  // a store of its own, that knows itself as localhost.
  const port = serverPort() + 1
  const origin = `http://localhost:${port}`
  let server: ChildProcess | undefined
  let storeDir = ''
  test.use({ baseURL: origin })
  test.beforeAll(async () => {
    storeDir = await mkdtemp(path.join(process.env.E2E_TEMP_DIR!, 'passkey-'))
    server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_URL: origin, DATA_DIR: storeDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    })
    await expect.poll(async () => (await fetch(origin).catch(() => undefined))?.status, { timeout: 30_000 }).toBe(200)
  })
  test.afterAll(async () => {
    if (server && server.exitCode === null) await new Promise((resolve) => server!.once('exit', resolve).kill())
  })

  test('a passkey is set up at the first sign-in, then signs in, through Chromium’s virtual authenticator', async ({ page, tab }) => {
    test.slow()
    const account = await addStaffAccount('passkey', storeDir)
    // A platform authenticator with user verification, as a phone with a fingerprint reader has.
    const devTools = await page.context().newCDPSession(page)
    await devTools.send('WebAuthn.enable')
    await devTools.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    })

    await page.goto('/staff')
    await enterPassword(tab, account.username, account.password)
    await expect(page.getByRole('heading', { name: staffAccountCopy.enrol.heading })).toBeVisible()
    await page.getByRole('button', { name: new RegExp(staffAccountCopy.enrol.passkey) }).click()
    await page.getByLabel(staffAccountCopy.enrol.passkeyName).fill('Test phone')
    await page.getByRole('button', { name: staffAccountCopy.enrol.createPasskey }).click()
    await expect(page.getByRole('heading', { name: staffAccountCopy.recoveryCodes.heading })).toBeVisible()
    await expect(page.getByRole('list', { name: staffAccountCopy.recoveryCodes.listLabel }).getByRole('listitem')).toHaveCount(10)
    await page.getByRole('button', { name: staffAccountCopy.recoveryCodes.kept }).click()
    await signedIn(page)
    await expect(page.getByRole('heading', { level: 1, name: staffCopy.inbox.heading })).toBeVisible()

    await backToSecondFactor(page, tab, account)
    await page.getByRole('button', { name: staffCopy.secondFactor.passkey }).click()
    await signedIn(page)
    await expect(page.getByRole('heading', { level: 1, name: staffCopy.inbox.heading })).toBeVisible()
  })
})

test('the password screen downloads none of the passkey code', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.endsWith('.js')) scripts.push(pathname)
  })
  await page.goto('/staff/sign-in')
  await expect(signInHeading(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  const bodies = await Promise.all(scripts.map((script) => page.request.get(script).then((answer) => answer.text())))
  // The passkey library's call to the browser: in the chunk the passkey screens fetch, and only there.
  expect(bodies.filter((body) => body.includes('navigator.credentials'))).toEqual([])
})

test('a recovery code signs in once, and is refused the second time', async ({ page, tab }) => {
  test.slow()
  const account = await newAccountWithApp(page, tab, 'recovery')
  const { recoveryCodes } = account
  expect(recoveryCodes).toHaveLength(10)
  const [code] = recoveryCodes

  for (const attempt of ['first', 'second'] as const) {
    await backToSecondFactor(page, tab, account)
    await page.getByRole('button', { name: staffCopy.secondFactor.useRecovery }).click()
    await page.getByLabel(staffCopy.secondFactor.recovery).fill(code!)
    await page.getByRole('button', { name: staffCopy.secondFactor.recoverySubmit }).click()
    if (attempt === 'first') await signedIn(page)
  }
  await expect(page.getByRole('alert').filter({ hasText: staffCopy.secondFactor.wrongRecovery })).toBeVisible()
  await expect(page.getByRole('button', { name: staffCopy.signOut })).toHaveCount(0)
  // Another of the codes still works.
  await page.getByLabel(staffCopy.secondFactor.recovery).fill(recoveryCodes[1]!)
  await page.getByRole('button', { name: staffCopy.secondFactor.recoverySubmit }).click()
  await signedIn(page)
})

test('a wrong code from the app is refused in plain words, and the right one signs in', async ({ page, tab }) => {
  test.slow()
  const account = await newAccountWithApp(page, tab, 'totp')
  await backToSecondFactor(page, tab, account)
  await expectNoAxeViolations(page)
  await withTotpCode(account.secret, async (code) => {
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    await page.getByLabel(staffCopy.secondFactor.code).fill(wrong)
    await page.getByRole('button', { name: staffCopy.secondFactor.codeSubmit }).click()
    await expect(page.getByRole('alert').filter({ hasText: staffCopy.secondFactor.wrongCode })).toBeVisible()
    await expect(page.getByLabel(staffCopy.secondFactor.code)).toHaveValue('')
    await page.getByLabel(staffCopy.secondFactor.code).fill(code)
    await page.getByRole('button', { name: staffCopy.secondFactor.codeSubmit }).click()
    await signedIn(page)
  })
})

test('“Your sessions” lists this device and the others, and signs the others out', async ({ page, tab, browser }) => {
  test.slow()
  const account = await newAccountWithApp(page, tab, 'sessions')
  // A browser of its own: its own cookies, as a second device would have.
  const otherDevice = await browser.newContext({ viewport: phone })
  const otherPage = await otherDevice.newPage()
  await otherPage.goto('/staff')
  await enterPassword(playwrightTab(otherPage), account.username, account.password)
  await withTotpCode(account.secret, async (code) => {
    await otherPage.getByLabel(staffCopy.secondFactor.code).fill(code)
    await otherPage.getByRole('button', { name: staffCopy.secondFactor.codeSubmit }).click()
    await signedIn(otherPage)
  })

  await page.getByRole('navigation', { name: staffCopy.nav.label }).getByRole('link', { name: staffCopy.nav.sessions }).click()
  await expect(page.getByRole('heading', { level: 1, name: staffAccountCopy.sessions.heading })).toBeVisible()
  const others = page.getByRole('region', { name: staffAccountCopy.sessions.others })
  await expect(others.getByRole('listitem')).toHaveCount(1)
  await expect(others).toContainText(staffAccountCopy.sessions.lastActive)
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true)

  await page.getByRole('button', { name: staffAccountCopy.sessions.signOutOthers }).click()
  await expect(page.getByText(staffAccountCopy.sessions.signedOutOthers(1))).toBeVisible()
  await expect(others).toContainText(staffAccountCopy.sessions.none)

  // The other device's next request finds it signed out, and says why: its next step in the inbox,
  // unless a refresh of its own asked first. This one is still signed in.
  const report = otherPage.getByRole('navigation', { name: staffCopy.nav.label }).getByRole('link', { name: staffCopy.nav.report })
  if (await report.isVisible()) await report.click({ timeout: 5_000 }).catch(() => undefined)
  await expect(signInHeading(otherPage)).toBeVisible()
  await expect(otherPage.getByRole('status').filter({ hasText: staffCopy.signIn.expired })).toBeVisible()
  await expect(otherPage.getByText(reportCopy.heading)).toHaveCount(0)
  await otherDevice.close()
  await page.getByRole('navigation', { name: staffCopy.nav.label }).getByRole('link', { name: staffCopy.nav.inbox }).click()
  await expect(page.getByRole('heading', { level: 1, name: staffCopy.inbox.heading })).toBeVisible()
})

test('the audit log shows the opening of an enquiry, by whom', async ({ page, tab }) => {
  const account = await newAccountWithApp(page, tab, 'audit')
  const lastName = uniqueLastName('Quinn')
  const { id } = await postEnquiry({ firstName: 'Gráinne', lastName, email: uniqueEmail('audit') })
  await page.goto(`/staff/enquiries/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Gráinne')
  await page.getByRole('navigation', { name: staffCopy.nav.label }).getByRole('link', { name: staffCopy.nav.audit }).click()
  await expect(page.getByRole('heading', { level: 1, name: staffAccountCopy.audit.heading })).toBeVisible()
  const copy = staffAccountCopy.audit.filters
  await page.getByLabel(copy.actor).selectOption(account.username)
  await page.getByLabel(copy.action).selectOption({ label: staffAccountCopy.audit.actions.read })
  await expect(page).toHaveURL(/action=read/)
  const log = page.locator('main ol')
  const entry = log.getByRole('listitem').filter({ hasText: `Gráinne ${lastName}` })
  await expect(entry).toHaveCount(1)
  await expect(entry).toContainText(`${account.username} ${staffAccountCopy.audit.actions.read}`)
  await entry.getByRole('link', { name: copy.onlyThis(`Gráinne ${lastName}`) }).click()
  await expect(page).toHaveURL(new RegExp(`enquiry=${id}`))
  await expect(log.getByRole('listitem')).toHaveCount(1)
})

test('makes new recovery codes on the Sign-in screen once the password and a code are given again', async ({ page, tab }, testInfo) => {
  const account = await newAccountWithApp(page, tab, 'methods')
  await page.getByRole('link', { name: staffCopy.nav.signInMethods }).click()
  const copy = staffAccountCopy.signInMethods
  await expect(page.getByRole('heading', { level: 1, name: copy.heading })).toBeVisible()
  await expect(page.getByText(copy.recoveryLeft(10))).toBeVisible()
  await page.screenshot({ path: testInfo.outputPath('sign-in-methods-360.png'), fullPage: true })
  await page.getByRole('button', { name: copy.newCodes }).click()
  await expect(page.getByRole('heading', { name: copy.proof.heading })).toBeVisible()
  // A mistyped password is refused in place: the session lives on, so the screen stays.
  await page.getByLabel(copy.proof.password).fill(`${account.password}x`)
  await page.getByLabel(copy.proof.code).fill('000000')
  await page.getByRole('button', { name: copy.proof.submit }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'That password is not right.' })).toBeVisible()
  await expect(page).toHaveURL(/\/staff\/sign-in-methods$/)
  await page.getByLabel(copy.proof.password).fill(account.password)
  await withTotpCode(account.secret, async (code) => {
    await page.getByLabel(copy.proof.code).fill(code)
    await page.getByRole('button', { name: copy.proof.submit }).click()
    await expect(page.getByRole('heading', { name: staffAccountCopy.recoveryCodes.heading })).toBeVisible()
  })
  const fresh = await page.getByRole('list', { name: staffAccountCopy.recoveryCodes.listLabel }).getByRole('listitem').allTextContents()
  expect(fresh).toHaveLength(10)
  expect(fresh.filter((code) => account.recoveryCodes.includes(code))).toEqual([])
  await page.getByRole('button', { name: staffAccountCopy.recoveryCodes.kept }).click()
  await expect(page.getByText(copy.recoveryLeft(10))).toBeVisible()
  await expectNoAxeViolations(page)
})
