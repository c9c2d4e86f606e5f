import { fillEnquiry } from './enquiryHelpers.ts'
import { storedWith, uniqueEmail } from './testEnquiries.ts'
import { expect, test } from './throughLink.ts'
import { waitingCopy } from '../app/shared/content/contact.ts'
import { firm } from '../app/shared/content/firm.ts'

// The browser is online, but our server cannot be reached: the link in front of it is down,
// so every connection is refused, as when the firm's server is off.

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

  await expect(page.getByText(waitingCopy.saved('server', true))).toContainText(firm.phone.display)
  await expect(page.getByText('when you are back online')).toHaveCount(0)
  const waiting = page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })
  await expect(waiting).toContainText(waitingCopy.why('server', true))

  await link.setDown(false)
  await expect(page.getByText('Enquiry Submitted')).toBeVisible({ timeout: 40_000 })
  await expect(waiting).toBeHidden()
  expect(await storedWith(email)).toHaveLength(1)
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
  await expect(page.getByText(waitingCopy.saved('server', false))).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })).toContainText(waitingCopy.why('server', false))
})

test.describe('on a first visit, before the service worker holds the site', () => {
  test.use({ serviceWorkers: 'block' })

  test('when the server goes away after the form is ready, the submit still gets its notice', async ({ page, link }) => {
    await page.goto('/contact')
    await fillEnquiry(page, uniqueEmail('first-visit-unreachable'))
    await link.setDown(true)
    await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
    await expect(page.getByText('Enquiry saved on this device')).toBeVisible()
    await expect(page.getByText(waitingCopy.saved('server', true))).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })).toBeVisible()
  })
})
