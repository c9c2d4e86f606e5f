import { notice, sendEnquiry, waitingNotice } from './enquiryPage.ts'
import { storedWith, testEnquiry } from './testEnquiries.ts'
import { expect, openOffline, test } from './fixtures.ts'
import { enquiriesPath } from '../app/shared/enquiry/enquiriesPath.ts'
import { syncTag } from '../app/shared/enquiry/outbox.ts'

test('an enquiry kept offline and delivered by the service worker after a reload shows "Enquiry Submitted" on the open page', async ({
  page,
  tab,
  context,
}) => {
  // The page's own requests for enquiries never leave it, so the worker alone can deliver; each
  // hangs a while first, as on a weak connection.
  await page.addInitScript((path) => {
    const pageFetch = window.fetch
    window.fetch = (input, init) =>
      String(input).endsWith(path) && init?.method === 'POST'
        ? new Promise((_, reject) => setTimeout(() => reject(new TypeError('Failed to fetch')), 4000))
        : pageFetch(input, init)
  }, enquiriesPath)
  await openOffline(page, '/contact')
  const enquiry = testEnquiry('sync-delivered')
  await sendEnquiry(tab, enquiry)
  await expect(waitingNotice(page)).toBeVisible()

  await page.reload()
  const waiting = waitingNotice(page)
  await expect(waiting).toBeVisible()

  const sentBy: string[] = []
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(enquiriesPath)) sentBy.push(request.serviceWorker() ? 'worker' : 'page')
  })
  // The page hears of the connection a moment before the worker does, and its replay holds the
  // outbox when the worker's Background Sync fires: the worker must wait its turn (a sync that
  // skips the outbox is put off by the browser for minutes), deliver, and the page say so.
  await page.evaluate(() => {
    Object.defineProperty(navigator, 'onLine', { get: () => true })
    window.dispatchEvent(new Event('online'))
  })
  await expect.poll(() => page.evaluate(async (outbox) => (await navigator.locks.query()).held?.some((lock) => lock.name === outbox), syncTag)).toBe(true)
  await context.setOffline(false)
  await expect(waiting).toBeHidden({ timeout: 30_000 })
  await expect(page.locator('[data-sonner-toast]')).toContainText(notice.delivered)
  expect(sentBy).toContain('worker')
  expect(sentBy).not.toContain('page')
  expect(await storedWith(enquiry.email)).toHaveLength(1)
})
