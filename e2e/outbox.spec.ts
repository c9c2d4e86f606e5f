import { fillEnquiry, storedEnquiries, uniqueEmail } from './enquiryHelpers.ts'
import { expect, test } from './fixtures.ts'

test('an enquiry sent offline survives a reload and is stored once when the connection returns', async ({ page, context }) => {
  await page.goto('/contact')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await context.setOffline(true)

  const email = uniqueEmail('offline')
  await fillEnquiry(page, email)
  await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
  await expect(page.getByText('Enquiry saved on this device')).toBeVisible()
  await expect(page.getByText(/saved here and will be sent automatically as soon as you are back online/)).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('')
  await expect(page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })).toBeVisible()
  expect((await storedEnquiries(page)).filter((e) => e.email === email)).toEqual([])

  const reconnected = Date.now()
  await context.setOffline(false)
  await expect(page.getByText('Enquiry Submitted')).toBeVisible()
  console.log(`Delivered ${Date.now() - reconnected} ms after the connection returned`)
  await expect(page.getByText('1 enquiry waiting to be sent')).toBeHidden()
  expect((await storedEnquiries(page)).filter((e) => e.email === email)).toHaveLength(1)
})

test.describe('on a page without the service worker, where requests can be intercepted', () => {
  test.use({ serviceWorkers: 'block' })

  test('a request that reached the server but lost its reply is retried and stored once', async ({ page }) => {
    await page.goto('/contact')
    await page.route(
      '**/api/consultation-requests',
      async (route) => {
        await route.fetch()
        await route.abort('connectionreset')
      },
      { times: 1 },
    )
    const email = uniqueEmail('lost-reply')
    await fillEnquiry(page, email)
    await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
    await expect(page.getByText('Enquiry saved on this device')).toBeVisible()
    expect((await storedEnquiries(page)).filter((e) => e.email === email)).toHaveLength(1)

    await expect(page.getByText('Enquiry Submitted')).toBeVisible({ timeout: 10_000 })
    await expect(page.getByText('1 enquiry waiting to be sent')).toBeHidden()
    expect((await storedEnquiries(page)).filter((e) => e.email === email)).toHaveLength(1)
  })

  test('a 503 keeps the enquiry, which is delivered once the server is back', async ({ page }) => {
    await page.goto('/contact')
    await page.route(
      '**/api/consultation-requests',
      (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Down for a moment' }) }),
      { times: 1 },
    )
    const email = uniqueEmail('server-down')
    await fillEnquiry(page, email)
    await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
    await expect(page.getByText('Enquiry saved on this device')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })).toBeVisible()

    await expect(page.getByText('Enquiry Submitted')).toBeVisible({ timeout: 10_000 })
    expect((await storedEnquiries(page)).filter((e) => e.email === email)).toHaveLength(1)
  })
})
