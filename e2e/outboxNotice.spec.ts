import { fillEnquiry, storedEnquiries, uniqueEmail } from './enquiryHelpers.ts'
import { expect, test } from './throughLink.ts'

// The browser is online, but our server cannot be reached: the link in front of it is down,
// so every connection is refused, as when the firm's server is off.
const serverNotAnswering = 'Our server is not answering just now. Your enquiry is saved on this device.'
const callUs = 'If it is urgent, call us on 028 9649 6000.'

test('with our server unreachable but the browser online, the notice says so, when it will go, and the phone number; it goes once the server is back', async ({
  page,
  link,
}) => {
  await page.goto('/contact')
  await page.evaluate(() => navigator.serviceWorker.ready)
  const email = uniqueEmail('server-unreachable')
  await fillEnquiry(page, email)
  await link.setDown(true)
  await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()

  const notice = page.getByText(serverNotAnswering)
  await expect(notice).toContainText(
    'this page keeps trying while it is open, your browser tries again for a while after you close it, and otherwise it goes the next time you open our site.',
  )
  await expect(notice).toContainText(callUs)
  await expect(page.getByText('when you are back online')).toHaveCount(0)
  const waiting = page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })
  await expect(waiting).toContainText('Our server is not answering just now.')
  await expect(waiting).toContainText(callUs)

  await link.setDown(false)
  await expect(page.getByText('Enquiry Submitted')).toBeVisible({ timeout: 40_000 })
  await expect(waiting).toBeHidden()
  expect((await storedEnquiries(page)).filter((e) => e.email === email)).toHaveLength(1)
})

test('without Background Sync (Safari, Firefox), the notice promises only what an open page does', async ({ page, link }) => {
  await page.addInitScript(() => {
    delete (window as { SyncManager?: unknown }).SyncManager
    delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync
  })
  await page.goto('/contact')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await fillEnquiry(page, uniqueEmail('server-unreachable-no-sync'))
  await link.setDown(true)
  await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
  await expect(page.getByText(serverNotAnswering)).toContainText(
    'this page keeps trying while it stays open, and otherwise it goes the next time you open our site. If it is urgent, call us on 028 9649 6000.',
  )
  await expect(page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })).toContainText('this page keeps trying while it stays open')
})

test.describe('on a first visit, before the service worker holds the site', () => {
  test.use({ serviceWorkers: 'block' })

  test('when the server goes away after the form is ready, the submit still gets its notice', async ({ page, link }) => {
    await page.goto('/contact')
    await fillEnquiry(page, uniqueEmail('first-visit-unreachable'))
    await link.setDown(true)
    await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
    await expect(page.getByText('Enquiry saved on this device')).toBeVisible()
    await expect(page.getByText(serverNotAnswering)).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })).toBeVisible()
  })
})
