import AxeBuilder from '@axe-core/playwright'
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { deliveredTitle, sendEnquiry } from './enquiryPage.ts'
import { deleteEnquiry, postEnquiry, storedEnquiries, storedWith, testEnquiry, uniqueEmail } from './testEnquiries.ts'
import { expect, islandsRunning, test } from './fixtures.ts'
import { alertFor, openInbox, signIn, signInHeading, staffUsername } from './inboxPage.ts'
import { enquiriesPath } from '../app/shared/enquiry/enquiriesPath.ts'

const phone = { width: 375, height: 740 }

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

test.describe('the staff inbox on a phone', () => {
  test.use({ viewport: phone })

  test('an enquiry from a service page reaches the inbox and its alert; staff answer, export, delete and sign out', async ({ page }) => {
    // A visitor on the licensing page sends an enquiry.
    const enquiry = testEnquiry('inbox')
    const { email } = enquiry
    await page.goto('/services/licensing')
    await page.locator('main').getByRole('link', { name: 'Make an Enquiry' }).first().click()
    await expect(page).toHaveURL('/contact?service=licensing')
    await sendEnquiry(page, enquiry)
    await expect(page.getByText(deliveredTitle)).toBeVisible()
    const [stored] = await storedWith(email)
    expect(stored).toBeDefined()

    // The firm's alert names the service and links to the inbox, with no more than a first name.
    await expect.poll(async () => (await alertFor(stored!.id)).length).toBe(1)
    const [alert] = await alertFor(stored!.id)
    expect(alert!.subject).toBe('New enquiry: Licensing')
    expect(alert!.text).toContain(`/staff/enquiries/${stored!.id}`)
    expect(alert!.text).toContain('Aoife')
    expect(alert!.text).not.toContain(email)
    expect(alert!.text).not.toContain('Brennan')

    // A colleague's enquiry, to be deleted later.
    const other = await postEnquiry({ firstName: 'Ruairí', email: uniqueEmail('erase') })

    // Staff open the link from the alert and sign in first.
    await page.goto(`/staff/enquiries/${stored!.id}`)
    await expect(signInHeading(page)).toBeVisible()
    await expectNoAxeViolations(page)
    await signIn(page)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Aoife Brennan')
    await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    await expect(page.getByRole('link', { name: '028 9649 6123' })).toHaveAttribute('href', 'tel:02896496123')
    await expect(page.getByText('I was injured in a fall at work in March.')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Mark Contacted' }).click()
    await expect(page.getByText('Marked Contacted')).toBeVisible()
    await expect(page.getByRole('region', { name: 'History' })).toContainText(staffUsername())
    await expect(page.getByRole('button', { name: 'Mark Contacted' })).toHaveCount(0)

    // An export is a POST, which the same-origin check guards; a link or a HEAD cannot make one.
    const download = page.waitForEvent('download')
    const exportRequest = page.waitForRequest((request) => request.url().endsWith(`/${stored!.id}/export`))
    await page.getByRole('button', { name: 'Export JSON' }).click()
    expect((await exportRequest).method()).toBe('POST')
    const file = await download
    expect(file.suggestedFilename()).toBe(`enquiry-${stored!.id}.json`)
    const exported = JSON.parse(await readFile((await file.path())!, 'utf8'))
    expect(exported.enquiry).toMatchObject({ id: stored!.id, email, status: 'contacted', serviceType: 'licensing' })

    // The list: newest first, with the service and where each stands.
    await page.goto('/staff')
    // Other tests send enquiries as Aoife Brennan meanwhile; this one alone is marked Contacted.
    const row = page.getByRole('listitem').filter({ hasText: 'Aoife Brennan' }).filter({ hasText: 'Contacted' }).first()
    await expect(row).toContainText('Licensing')
    await expect(row).toContainText('Contacted')
    await expect(page.getByText(/counted in clock hours/)).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Ruairí Quinn' })).toContainText(/\d+ h \d+ min left/)
    await expectNoAxeViolations(page)

    // Delete the other enquiry, after a confirmation.
    await page.getByRole('link', { name: 'Ruairí Quinn' }).click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Delete this enquiry?' })).toBeVisible()
    await page.getByRole('button', { name: 'Delete enquiry' }).click()
    await expect(page.getByText('Enquiry deleted')).toBeVisible()
    await expect(page).toHaveURL('/staff')
    expect((await storedEnquiries()).map((e) => e.id)).not.toContain(other.id)

    // Signed out, the inbox asks for sign-in again.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(signInHeading(page)).toBeVisible()
    await page.goto('/staff')
    await expect(signInHeading(page)).toBeVisible()
    await expect(page.getByText('Aoife Brennan')).toHaveCount(0)
  })

  test('a visitor who never signed in gets the sign-in page and no enquiry data, nor the code of the screens behind it', async ({ page }) => {
    const email = uniqueEmail('private')
    await postEnquiry({ firstName: 'Siobhán', email })
    const answers: number[] = []
    const scripts: string[] = []
    page.on('response', (response) => {
      const { pathname } = new URL(response.url())
      if (pathname.startsWith(enquiriesPath)) answers.push(response.status())
      if (pathname.endsWith('.js')) scripts.push(pathname)
    })
    await page.goto('/staff')
    await expect(signInHeading(page)).toBeVisible()
    await expect(page.locator('body')).not.toContainText('Siobhán')
    expect(answers.every((status) => status === 401)).toBe(true)
    // The build's record of its chunks names the files of the inbox, an enquiry and their layout.
    const chunks: Record<string, { file: string }> = JSON.parse(await readFile('dist/staff/.vite/manifest.json', 'utf8'))
    const signedInScreens = ['routes/signed-in.lazy.tsx', 'routes/index.lazy.tsx', 'routes/enquiries.$id.lazy.tsx'].map((key) => `/staff/${chunks[key]!.file}`)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((script) => signedInScreens.includes(script))).toEqual([])
    const wrong = await page.request.get(`${enquiriesPath}?page=1`)
    expect(wrong.status()).toBe(401)
  })

  test('an enquiry a colleague deleted meanwhile says it is gone', async ({ page }) => {
    const { id } = await postEnquiry({ firstName: 'Declan', email: uniqueEmail('gone') })
    await openInbox(page, `/staff/enquiries/${id}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Declan Quinn')
    const erased = await deleteEnquiry(id)
    expect(erased.status).toBe(204)
    await page.getByRole('button', { name: 'Mark Contacted' }).click()
    await expect(page.getByRole('heading', { name: 'This enquiry is no longer in the inbox' })).toBeVisible()
  })

  test('offline, the inbox says plainly that it needs a connection', async ({ page, context }) => {
    await page.goto('/')
    await page.evaluate(() => navigator.serviceWorker.ready)
    await openInbox(page)
    await context.setOffline(true)
    await expect(page.getByText('You are offline. The inbox needs a connection')).toBeVisible()
    await page.goto('/staff').catch(() => undefined)
    await expect(page.getByRole('heading', { name: 'The inbox needs a connection' })).toBeVisible()
    await context.setOffline(false)
  })
})

test.describe('the staff inbox at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } })

  const fitsTheScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)

  test('shows the first enquiries first, a line of each message, and keeps an enquiry’s actions in reach, focus and the list’s place', async ({ page }) => {
    const run = Date.now().toString(36)
    for (let n = 1; n <= 10; n++) {
      await postEnquiry({
        firstName: `Niamh${n}x${run}`,
        email: uniqueEmail(`phone${n}`),
        details: `Boundary wall ${n} at the back of the house.\nMore lines.`,
      })
    }
    await openInbox(page)

    // The first enquiry is on the first screen, above the folded filters' contents.
    const rows = page.locator('main ul > li')
    await expect(rows.first()).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('search', { name: 'Filter enquiries' })).toBeHidden()
    const row = (n: number) => rows.filter({ hasText: `Niamh${n}x${run}` })
    await expect(row(10)).toContainText('Boundary wall 10 at the back of the house.')
    expect(await fitsTheScreen(page)).toBe(true)

    // An older enquiry, further down the list.
    await row(3).scrollIntoViewIfNeeded()
    const listScrollY = await page.evaluate(() => window.scrollY)
    expect(listScrollY).toBeGreaterThan(0)
    await row(3).getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Niamh3x${run}`)

    // Call and E-mail are buttons a thumb finds; the status moves are in view without scrolling.
    for (const [name, href] of [
      ['Call', 'tel:02871260000'],
      ['E-mail', /^mailto:phone3/],
    ] as const) {
      const button = page.getByRole('link', { name, exact: true })
      await expect(button).toHaveAttribute('href', href)
      await expect(button).toBeInViewport()
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    const markContacted = page.getByRole('button', { name: 'Mark Contacted' })
    await expect(markContacted).toBeInViewport()
    expect(await fitsTheScreen(page)).toBe(true)

    // After the move, focus stays in the bar, on the first of the moves open now.
    await markContacted.click()
    await expect(page.getByText('Marked Contacted')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Update status' }).getByRole('button').first()).toBeFocused()

    // Back to the list: where it was left, focus on the enquiry just handled.
    await page.getByRole('link', { name: 'All enquiries' }).click()
    await expect(row(3)).toContainText('Contacted')
    await expect(row(3).getByRole('link')).toBeFocused()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listScrollY)
  })
})

test('visitors never download the staff app, and the service worker never keeps it', async ({ page, request }) => {
  const staffRequests: string[] = []
  page.on('request', (r) => new URL(r.url()).pathname.startsWith('/staff') && staffRequests.push(r.url()))
  for (const path of ['/', '/contact', '/blog']) {
    await page.goto(path)
    await islandsRunning(page)
    await page.getByRole('link', { name: 'Make an Enquiry' }).first().hover()
  }
  expect(staffRequests).toEqual([])
  const worker = await (await request.get('/sw.js')).text()
  expect(worker).not.toMatch(/"url":\s*"\/?staff/)
  const shell = await request.get('/staff')
  expect(shell.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(shell.headers()['cache-control']).toBe('no-store')
})
