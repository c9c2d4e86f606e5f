import { readFile } from 'node:fs/promises'
import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { fillEnquiry, notice, submitEnquiry } from './enquiryPage.ts'
import { adminFetch, deleteEnquiry, postEnquiry, storedEnquiries, storedWith, testEnquiry, uniqueEmail } from './testEnquiries.ts'
import { expect, expectNoAxeViolations, islandsRunning, test } from './fixtures.ts'
import { acknowledgementFor, alertFor, fitsTheScreen, openInbox, signIn, signInHeading, staffUsername, storedRecord, uniqueLastName } from './inboxPage.ts'
import { enquiriesPath } from '../app/shared/enquiry/enquiriesPath.ts'
import { staffCopy } from '../app/shared/content/staff.ts'
import { reportCopy } from '../app/shared/content/reportCopy.ts'

const timelineBy = staffCopy.timeline.by

test.describe('the staff inbox on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('an enquiry from a service page reaches the inbox and its alert; staff answer, export, delete and sign out', async ({ page, tab }) => {
    // The whole of a working journey, from the public form to signing out, in one test.
    test.slow()
    // A visitor on the licensing page sends an enquiry.
    const enquiry = testEnquiry('inbox')
    const { email } = enquiry
    await page.goto('/services/licensing')
    await page.locator('main').getByRole('link', { name: 'Make an Enquiry' }).first().click()
    await expect(page).toHaveURL('/contact?service=licensing')
    await fillEnquiry(tab, enquiry)
    await submitEnquiry(tab)
    await expect(page.getByText(notice.delivered)).toBeVisible()
    const [stored] = await storedWith(email)
    expect(stored).toBeDefined()

    // The firm's alert names the area of law in the firm's words and links to the inbox; nothing
    // the visitor typed is in it, not even a first name.
    await expect.poll(async () => (await alertFor(stored!.id)).length).toBe(1)
    const [alert] = await alertFor(stored!.id)
    expect(alert!.subject).toBe('New enquiry: Licensing')
    expect(alert!.text).toContain(`/staff/enquiries/${stored!.id}`)
    for (const typed of ['Aoife', 'Brennan', email, 'injured']) expect(alert!.text).not.toContain(typed)

    // A colleague's enquiry, to be deleted later.
    const other = await postEnquiry({ firstName: 'Ruairí', email: uniqueEmail('erase') })

    // Staff open the link from the alert and sign in first.
    await page.goto(`/staff/enquiries/${stored!.id}`)
    await expect(signInHeading(page)).toBeVisible()
    await expectNoAxeViolations(page)
    await signIn(tab)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Aoife Brennan')
    await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    // The call link reads as a UK number is written here and dials it as stored (E.164 from the form),
    // its country named beside it.
    expect(stored!.phone).toBe('+442896496123')
    await expect(page.getByRole('link', { name: '028 9649 6123', exact: true })).toHaveAttribute('href', 'tel:+442896496123')
    await expect(page.getByText('(United Kingdom)')).toBeVisible()
    await expect(page.getByText('I was injured in a fall at work in March.')).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Mark Contacted' }).click()
    await expect(page.getByText('Marked Contacted')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(`Contacted${timelineBy(staffUsername())}`)
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
    await expect(page.getByText(staffCopy.replyPromise)).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Ruairí Quinn' })).toContainText(/\d+ (d|h|min)\b.* left/)
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

  test.describe('with the site’s service worker', () => {
    test.use({ serviceWorkers: 'allow' })

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
})

test.describe("the firm's working day, on a phone at 360 px", () => {
  test.use({ viewport: { width: 360, height: 800 } })

  const views = (page: Page) => page.getByRole('navigation', { name: staffCopy.views.label })
  const rowOf = (page: Page, name: string) => page.locator('main ul > li').filter({ hasText: name })

  test('shows the first enquiries first, never what they wrote, and keeps an enquiry’s actions in reach, focus and the list’s place', async ({ page, tab }) => {
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
    // What the sender wrote is read by opening the enquiry, which the audit log records.
    await expect(row(10)).toBeVisible()
    await expect(row(10)).not.toContainText('Boundary wall')
    expect(await fitsTheScreen(tab)).toBe(true)

    // An older enquiry, further down the list.
    await row(3).scrollIntoViewIfNeeded()
    const listScrollY = await page.evaluate(() => window.scrollY)
    expect(listScrollY).toBeGreaterThan(0)
    await row(3).getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Niamh3x${run}`)

    // Call and E-mail are buttons a thumb finds (E-mail goes to the reply from the inbox); the status moves are in view without scrolling.
    for (const [name, href] of [
      ['Call', /^tel:(\+44|0)2871260000$/],
      ['E-mail', /^#reply$/],
    ] as const) {
      const button = page.getByRole('link', { name, exact: true })
      await expect(button).toHaveAttribute('href', href)
      await expect(button).toBeInViewport()
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    }
    const markContacted = page.getByRole('button', { name: 'Mark Contacted' })
    await expect(markContacted).toBeInViewport()
    expect(await fitsTheScreen(tab)).toBe(true)

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

  test('a note and a reply half typed when the session ends are in their boxes again after signing in, kept only in the page', async ({ page, tab }) => {
    // Signing in on the page may wait for the authenticator's next 30-second step.
    test.slow()
    const name = uniqueLastName('Doherty')
    const { id } = await postEnquiry({ firstName: 'Niamh', lastName: name, email: uniqueEmail('draft') })
    await openInbox(page, `/staff/enquiries/${id}`)
    const note = 'Ciarán, please ring her today: she can talk after 4.'
    await page.getByLabel(staffCopy.notes.label).fill(note)
    const replyText = page.getByLabel(staffCopy.reply.text, { exact: true })
    const reply = `${await replyText.inputValue()}\n\nI can ring you at four today.`
    await replyText.fill(reply)
    expect(await page.evaluate(() => [...Object.keys(sessionStorage), ...Object.keys(localStorage)].filter((name) => name.includes('draft')))).toEqual([])
    // Meanwhile the session ends (idle, or signed out elsewhere): this browser's cookie is no good.
    await page.context().clearCookies()
    await page.getByRole('button', { name: staffCopy.notes.submit }).click()
    await expect(page.getByText(staffCopy.signIn.expired)).toBeVisible()
    await signIn(tab)
    await expect(page).toHaveURL(new RegExp(`/staff/enquiries/${id}$`))
    await expect(page.getByLabel(staffCopy.notes.label)).toHaveValue(note)
    await expect(replyText).toHaveValue(reply)
    await page.getByRole('button', { name: staffCopy.notes.submit }).click()
    await expect(page.getByText(staffCopy.notes.added)).toBeVisible()
    await expect(page.getByLabel(staffCopy.notes.label)).toHaveValue('')
    expect((await storedRecord(id)).timeline.filter((entry) => entry.kind === 'note').map((entry) => 'text' in entry && entry.text)).toEqual([note])
    await page.reload()
    await expect(page.getByLabel(staffCopy.notes.label)).toHaveValue('')
  })

  test('the quick filters, Take it, a note and one timeline of everything done', async ({ page, tab }) => {
    const mineName = uniqueLastName('Mullan')
    const otherName = uniqueLastName('Ferris')
    const { id } = await postEnquiry({ firstName: 'Clodagh', lastName: mineName, email: uniqueEmail('take') })
    await postEnquiry({ firstName: 'Eimear', lastName: otherName, email: uniqueEmail('other') })
    await openInbox(page)

    // Nobody owns either yet: both are under Unassigned, each row saying so.
    await views(page).getByRole('link', { name: 'Unassigned' }).click()
    await expect(page).toHaveURL(/view=unassigned/)
    await expect(views(page).getByRole('link', { name: 'Unassigned' })).toHaveAttribute('aria-current', 'page')
    await expect(views(page).getByRole('link', { name: staffCopy.views.all })).not.toHaveAttribute('aria-current')
    await expect(rowOf(page, mineName)).toContainText(staffCopy.inbox.unassigned)
    await expect(rowOf(page, otherName)).toContainText(staffCopy.inbox.unassigned)

    // One tap takes it; the button goes, and the page says whose it is.
    await rowOf(page, mineName).getByRole('link').click()
    const takeIt = page.getByRole('button', { name: staffCopy.owner.takeIt })
    await expect(takeIt).toBeInViewport()
    expect((await takeIt.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    await takeIt.click()
    await expect(page.getByText(staffCopy.owner.you)).toBeVisible()
    await expect(takeIt).toHaveCount(0)
    await expect(page.getByRole('heading', { name: staffCopy.owner.heading })).toBeFocused()

    // A note, then a status change: the timeline has them all, in order, with who and when.
    const note = 'Rang at 10:15, no answer; left a voicemail.'
    await page.getByLabel(staffCopy.notes.label).fill(note)
    await page.getByRole('button', { name: staffCopy.notes.submit }).click()
    await expect(page.getByText(staffCopy.notes.added)).toBeVisible()
    await expect(page.getByLabel(staffCopy.notes.label)).toHaveValue('')
    await page.getByRole('button', { name: 'Mark Contacted' }).click()
    await expect(page.getByText('Marked Contacted')).toBeVisible()
    const timeline = page.getByRole('region', { name: staffCopy.timeline.heading }).getByRole('listitem')
    const me = staffUsername()
    await expect(timeline).toHaveCount(4)
    await expect(timeline.nth(0)).toContainText(staffCopy.timeline.arrived)
    await expect(timeline.nth(1)).toContainText(`${staffCopy.timeline.assigned(me)}${timelineBy(me)}`)
    await expect(timeline.nth(2)).toContainText(`${staffCopy.timeline.note}${timelineBy(me)}`)
    await expect(timeline.nth(2).getByText(note)).toHaveAttribute('dir', 'auto')
    await expect(timeline.nth(3)).toContainText(`Contacted${timelineBy(me)}`)
    expect(await fitsTheScreen(tab)).toBe(true)

    // The store holds the same: its owner and the note, and no first contact: a note and a status are not one.
    const stored = await storedRecord(id)
    expect(stored).toMatchObject({ assignee: me, status: 'contacted' })
    expect(stored.firstContactAt).toBeNull()
    expect(stored.timeline.map((entry) => entry.kind)).toEqual(['status', 'assigned', 'note', 'status'])
    expect(stored.timeline[2]).toMatchObject({ kind: 'note', text: note, by: me })

    // Mine lists it and not the other; Unassigned the other and not it.
    await page.getByRole('navigation', { name: staffCopy.nav.label }).getByRole('link', { name: staffCopy.nav.inbox }).click()
    await views(page).getByRole('link', { name: 'Mine' }).click()
    await expect(rowOf(page, mineName)).toContainText(staffCopy.inbox.assignedTo(me))
    await expect(rowOf(page, otherName)).toHaveCount(0)
    await views(page).getByRole('link', { name: 'Unassigned' }).click()
    await expect(rowOf(page, otherName)).toBeVisible()
    await expect(rowOf(page, mineName)).toHaveCount(0)
    // Neither has passed its reply-due time: Overdue lists neither.
    await views(page).getByRole('link', { name: 'Overdue' }).click()
    await expect(page).toHaveURL(/view=overdue/)
    await expect(page.getByText(staffCopy.inbox.loading)).toHaveCount(0)
    await expect(rowOf(page, otherName)).toHaveCount(0)
    await expectNoAxeViolations(page)
  })

  test('a colleague who took the enquiry first is said plainly, and the page shows theirs', async ({ page }) => {
    const name = uniqueLastName('Devlin')
    const { id } = await postEnquiry({ firstName: 'Orla', lastName: name, email: uniqueEmail('race') })
    await openInbox(page, `/staff/enquiries/${id}`)
    await expect(page.getByText(staffCopy.owner.nobody)).toBeVisible()
    // Meanwhile the bearer token (a colleague's tool) gives it to this account.
    const taken = await page.request.post(`${enquiriesPath}/${id}/assignee`, {
      headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
      data: { to: staffUsername(), from: null },
    })
    expect(taken.status()).toBe(200)
    await page.getByRole('button', { name: staffCopy.owner.takeIt }).click()
    await expect(page.getByRole('alert').filter({ hasText: staffCopy.owner.conflict })).toBeVisible()
    await expect(page.getByText(staffCopy.owner.you)).toBeVisible()
    expect((await storedRecord(id)).assignee).toBe(staffUsername())
  })

  test('what the visitor typed reads in its own direction, beside where the enquiry came from', async ({ page }) => {
    const details = 'أريد استشارة بخصوص بيع منزل في ديري.'
    const { id } = await postEnquiry({
      firstName: 'مريم',
      email: uniqueEmail('rtl'),
      details,
      heardFrom: 'recommendation',
      sentFrom: '/services/conveyancing',
    })
    await openInbox(page, `/staff/enquiries/${id}`)
    await expect(page.getByRole('heading', { level: 1 }).getByText('مريم')).toHaveAttribute('dir', 'auto')
    await expect(page.getByText(details)).toHaveAttribute('dir', 'auto')
    await expect(page.getByText(staffCopy.enquiry.heardFrom.recommendation)).toBeVisible()
    await expect(page.getByText('/services/conveyancing')).toBeVisible()
  })

  test('a held enquiry is listed under Held only, alerted and acknowledged once released, or deleted', async ({ page }) => {
    const keptName = uniqueLastName('Harkin')
    const spamName = uniqueLastName('Bot')
    // As a script sends it, the hidden trap filled in: answered 201 as any enquiry, held as suspected spam.
    const postHeld = (fields: { firstName: string; lastName: string; email: string }) =>
      postEnquiry({ details: 'Cheap watches, click here.', trap: 'https://spam.example', ...fields })
    const kept = await postHeld({ firstName: 'Gráinne', lastName: keptName, email: uniqueEmail('held') })
    const spam = await postHeld({ firstName: 'Spam', lastName: spamName, email: uniqueEmail('spam') })
    await openInbox(page)
    await expect(page.locator('main ul > li').first()).toBeVisible()
    await expect(rowOf(page, keptName)).toHaveCount(0)

    await views(page).getByRole('link', { name: 'Held' }).click()
    await expect(rowOf(page, keptName)).toContainText(staffCopy.inbox.held)
    await rowOf(page, keptName).getByRole('link').click()
    await expect(page.getByRole('heading', { name: staffCopy.held.heading })).toBeVisible()
    await expect(page.getByText(staffCopy.held.body)).toBeVisible()
    await expect(page.getByText(staffCopy.held.why([staffCopy.timeline.holdReasons['trap-filled']]))).toBeVisible()
    await expect(page.getByRole('region', { name: staffCopy.timeline.heading })).toContainText(staffCopy.timeline.holdReasons['trap-filled'])
    // No owner, no status moves and no notes until it is released; nobody was told of it.
    await expect(page.getByRole('button', { name: staffCopy.owner.takeIt })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Mark Contacted' })).toHaveCount(0)
    expect(await alertFor(kept.id)).toEqual([])
    expect(await acknowledgementFor(kept.id)).toEqual([])
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: staffCopy.held.release }).click()
    await expect(page.getByText(staffCopy.held.released)).toBeVisible()
    await expect(page.getByRole('heading', { name: staffCopy.held.heading })).toHaveCount(0)
    await expect(page.getByRole('button', { name: staffCopy.owner.takeIt })).toBeVisible()
    await expect(page.getByRole('region', { name: staffCopy.timeline.heading })).toContainText(`${staffCopy.timeline.released}${timelineBy(staffUsername())}`)
    await expect.poll(async () => (await alertFor(kept.id)).length).toBe(1)
    await expect.poll(async () => (await acknowledgementFor(kept.id)).length).toBe(1)
    expect(await storedRecord(kept.id)).toMatchObject({ held: false })

    await page.goto(`/staff/enquiries/${spam.id}`)
    await page.getByRole('button', { name: staffCopy.held.delete }).click()
    await expect(page.getByRole('dialog', { name: staffCopy.held.confirmHeading })).toBeVisible()
    await page.getByRole('button', { name: staffCopy.record.deleteEnquiry }).click()
    await expect(page.getByText(staffCopy.held.deleted)).toBeVisible()
    expect((await adminFetch(`${enquiriesPath}/${spam.id}`)).status).toBe(404)
  })

  test('the report puts the share within the promise first, then the weeks, areas and owners, and downloads as CSV', async ({ page, tab }) => {
    await postEnquiry({ firstName: 'Pádraig', email: uniqueEmail('report'), serviceType: 'family-law' })
    await openInbox(page)
    await page.getByRole('navigation', { name: staffCopy.nav.label }).getByRole('link', { name: staffCopy.nav.report }).click()
    await expect(page.getByRole('heading', { level: 1, name: reportCopy.heading })).toBeVisible()
    const headline = page.locator('#headline')
    await expect(headline).toBeInViewport()
    await expect(headline).toContainText(/^(\d{1,3}%|No enquiry)/)
    const weeks = page.getByRole('table', { name: reportCopy.weeks })
    await expect(weeks.getByRole('row')).toHaveCount(13)
    await expect(page.getByRole('table', { name: reportCopy.byArea })).toContainText('Family Law / Divorce')
    await expect(page.getByRole('table', { name: reportCopy.byAssignee })).toContainText(reportCopy.unassigned)
    // Counts only: no visitor's name anywhere on it.
    await expect(page.locator('main')).not.toContainText('Pádraig')
    expect(await fitsTheScreen(tab)).toBe(true)
    await expectNoAxeViolations(page)

    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: reportCopy.csv }).click()
    const file = await readFile((await (await download).path())!, 'utf8')
    expect(file.split('\n')[0]).toContain(',')
    expect(file).not.toContain('Pádraig')
  })

  test('preferences keep the e-mail and the areas of law alerted', async ({ page }) => {
    await openInbox(page, '/staff/preferences')
    await expect(page.getByRole('heading', { level: 1, name: staffCopy.preferences.heading })).toBeVisible()
    const areas = page.getByRole('group', { name: staffCopy.preferences.areas })
    // Every area to begin with.
    await expect(areas.getByRole('checkbox', { checked: false })).toHaveCount(0)
    await page.getByLabel(staffCopy.preferences.email).fill('not an address')
    await page.getByRole('button', { name: staffCopy.preferences.save }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await page.getByLabel(staffCopy.preferences.email).fill('e2e-staff@clarendon-solicitors.example')
    await areas.getByLabel('Licensing').uncheck()
    await page.getByRole('button', { name: staffCopy.preferences.save }).click()
    await expect(page.getByText(staffCopy.preferences.saved)).toBeVisible()
    await page.reload()
    await expect(page.getByLabel(staffCopy.preferences.email)).toHaveValue('e2e-staff@clarendon-solicitors.example')
    await expect(areas.getByLabel('Licensing')).not.toBeChecked()
    await expect(areas.getByLabel('Family Law / Divorce')).toBeChecked()
    // Back to every area, as the other tests expect of this account.
    await areas.getByLabel('Licensing').check()
    await page.getByLabel(staffCopy.preferences.email).fill('')
    await page.getByRole('button', { name: staffCopy.preferences.save }).click()
    await expect(page.getByText(staffCopy.preferences.saved)).toBeVisible()
  })
})

test('the staff app keeps its JavaScript budgets, 120 KB gzip to sign in and 140 KB to the inbox, without the working calendar', async ({ page, tab }) => {
  const scripts = new Map<string, Buffer>()
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url())
    if (pathname.startsWith('/staff/') && pathname.endsWith('.js')) scripts.set(pathname, await response.body())
  })
  const gzipKb = () => [...scripts.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024
  await page.goto('/staff')
  await expect(signInHeading(page)).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(gzipKb()).toBeLessThanOrEqual(120)
  await signIn(tab)
  await expect(page.getByRole('heading', { level: 1, name: staffCopy.inbox.heading })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(gzipKb()).toBeLessThanOrEqual(140)
  // The reply-due time is the server's: the holiday tables it is worked out from (date-holidays,
  // whose Northern Ireland data names the Battle of the Boyne) never reach the browser.
  for (const body of scripts.values()) expect(body.toString('utf8')).not.toContain('Boyne')
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
