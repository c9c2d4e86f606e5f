import { deliveredTitle, sendEnquiry, waitingNotice } from './enquiryPage.ts'
import { storedWith, testEnquiry } from './testEnquiries.ts'
import { expect, test } from './fixtures.ts'
import { enquiriesPath } from '../app/shared/enquiry/enquiriesPath.ts'

test('an enquiry kept offline and delivered by the service worker after a reload shows "Enquiry Submitted" on the open page', async ({ page, context }) => {
  // The page's own replays race the worker's Background Sync. Here the page's requests for
  // enquiries never leave it, so the worker alone can deliver, as when it wins the race; and the
  // page does not replay the moment the connection returns, when the sync fires (were the page
  // holding the outbox then, the worker's turn would be put off for minutes).
  await page.addInitScript(() => {
    window.addEventListener('online', (event) => event.stopImmediatePropagation(), { capture: true })
    const pageFetch = window.fetch
    window.fetch = (input, init) =>
      String(input).endsWith(enquiriesPath) && init?.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : pageFetch(input, init)
  })
  await page.goto('/contact')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await context.setOffline(true)
  const enquiry = testEnquiry('sync-delivered')
  await sendEnquiry(page, enquiry)
  await expect(waitingNotice(page)).toBeVisible()

  await page.reload()
  const waiting = waitingNotice(page)
  await expect(waiting).toBeVisible()

  const sentBy: string[] = []
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(enquiriesPath)) sentBy.push(request.serviceWorker() ? 'worker' : 'page')
  })
  await context.setOffline(false)
  await expect(waiting).toBeHidden({ timeout: 30_000 })
  await expect(page.locator('[data-sonner-toast]')).toContainText(deliveredTitle)
  expect(sentBy).toContain('worker')
  expect(sentBy).not.toContain('page')
  expect(await storedWith(enquiry.email)).toHaveLength(1)
})
