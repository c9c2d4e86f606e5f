import { fillEnquiry, storedEnquiries, uniqueEmail } from './enquiryHelpers.ts'
import { expect, test } from './fixtures.ts'

test('an enquiry kept offline and delivered by the service worker after a reload shows "Enquiry Submitted" on the open page', async ({ page, context }) => {
  // The page's own replay on the `online` event races the worker's Background Sync; holding it
  // back leaves the delivery to the worker, which is how it goes when the worker wins.
  await page.addInitScript(() => window.addEventListener('online', (event) => event.stopImmediatePropagation(), { capture: true }))
  await page.goto('/contact')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await context.setOffline(true)
  const email = uniqueEmail('sync-delivered')
  await fillEnquiry(page, email)
  await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
  await expect(page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })).toBeVisible()

  await page.reload()
  const waiting = page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })
  await expect(waiting).toBeVisible()

  const sentBy: string[] = []
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/consultation-requests')) sentBy.push(request.serviceWorker() ? 'worker' : 'page')
  })
  await context.setOffline(false)
  await expect(waiting).toBeHidden({ timeout: 30_000 })
  await expect(page.locator('[data-sonner-toast]')).toContainText('Enquiry Submitted')
  console.log(sentBy)
  expect(sentBy).toContain('worker')
  expect((await storedEnquiries(page)).filter((e) => e.email === email)).toHaveLength(1)
})
