// The outbox in Chromium under faults only a Playwright page can make: a lost reply, a 503, no storage, a refused replay
// (the same promises on every engine: engines/outbox.spec.ts and engines/outboxFlows.ts).
import { fillEnquiry } from './enquiryHelpers.ts'
import { storedWith, uniqueEmail } from './testEnquiries.ts'
import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { enquiriesPath } from '../app/shared/enquiry/enquiriesPath.ts'
import { waitingCopy } from '../app/shared/content/contact.ts'

test('an enquiry sent offline survives a reload and is stored once when the connection returns', async ({ page, context }) => {
  await page.goto('/contact')
  await page.evaluate(() => navigator.serviceWorker.ready)
  await context.setOffline(true)

  const email = uniqueEmail('offline')
  await fillEnquiry(page, email)
  await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
  await expect(page.getByText('Enquiry saved on this device')).toBeVisible()
  await expect(page.getByText(waitingCopy.saved('offline', true))).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue('')
  await expect(page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })).toBeVisible()
  expect(await storedWith(email)).toEqual([])

  const reconnected = Date.now()
  await context.setOffline(false)
  await expect(page.getByText('Enquiry Submitted')).toBeVisible()
  console.log(`Delivered ${Date.now() - reconnected} ms after the connection returned`)
  await expect(page.getByText('1 enquiry waiting to be sent')).toBeHidden()
  expect(await storedWith(email)).toHaveLength(1)
})

test.describe('on a page without the service worker, where requests can be intercepted', () => {
  test.use({ serviceWorkers: 'block' })

  test('a request that reached the server but lost its reply is retried and stored once', async ({ page }) => {
    await page.goto('/contact')
    await page.route(
      `**${enquiriesPath}`,
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
    expect(await storedWith(email)).toHaveLength(1)

    await expect(page.getByText('Enquiry Submitted')).toBeVisible({ timeout: 10_000 })
    await expect(page.getByText('1 enquiry waiting to be sent')).toBeHidden()
    expect(await storedWith(email)).toHaveLength(1)
  })

  test('a 503 keeps the enquiry, which is delivered once the server is back, and the confirmation says so', async ({ page }) => {
    await page.goto('/contact')
    // Down until the test has seen the enquiry waiting; a loaded machine can take longer to show
    // that than the first retry takes to deliver it.
    let down = true
    await page.route(`**${enquiriesPath}`, (route) =>
      down ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Down for a moment' }) }) : route.continue(),
    )
    const email = uniqueEmail('server-down')
    await fillEnquiry(page, email)
    await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
    await expect(page.getByText('Enquiry saved on this device')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your enquiry is kept on this device' })).toBeFocused()

    down = false
    await expect(page.getByText('Enquiry Submitted')).toBeVisible({ timeout: 20_000 })
    // The confirmation above the form follows the enquiry it confirms.
    await expect(page.getByRole('region', { name: 'Your enquiry has reached us' })).toBeVisible()
    expect(await storedWith(email)).toHaveLength(1)
  })
})

test.describe('on every browser', () => {
  test('without Background Sync (Safari, Firefox), the saved notice tells the truth, and the open page delivers it once', async ({ page, context }) => {
    await page.addInitScript(() => {
      delete (window as { SyncManager?: unknown }).SyncManager
      delete (ServiceWorkerRegistration.prototype as { sync?: unknown }).sync
    })
    await page.goto('/contact')
    await page.evaluate(() => navigator.serviceWorker.ready)
    await context.setOffline(true)
    const email = uniqueEmail('no-sync')
    await fillEnquiry(page, email)
    await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
    // The toast; the waiting notice says the same since it shares the sentence.
    await expect(page.locator('[data-sonner-toast]')).toContainText(waitingCopy.saved('offline', false))
    await expect(page.getByRole('status').filter({ hasText: '1 enquiry waiting to be sent' })).toContainText('Waiting for a connection')
    await context.setOffline(false)
    await expect(page.getByText('Enquiry Submitted')).toBeVisible()
    expect(await storedWith(email)).toHaveLength(1)
  })
})

/** An attempt to send that never gets an answer. */
const unanswered = (route: Route) => route.abort('internetdisconnected')
/** The server refusing an enquiry for good. */
const refused = (route: Route) =>
  route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Please give a phone number we can call.' }) })

/** The enquiry posts meet these answers in turn, and the server itself after them. */
const answerInTurn = (page: Page, answers: Array<(route: Route) => Promise<void>>) =>
  page.route(`**${enquiriesPath}`, (route) => (answers.shift() ?? ((r: Route) => r.continue()))(route))

test.describe('where requests can be intercepted', () => {
  test.use({ serviceWorkers: 'block' })

  test('with no storage and the server down, the text stays in the form, with a call and an e-mail way out', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true }))
    await page.route(`**${enquiriesPath}`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Down' }) }),
    )
    await page.goto('/contact')
    const email = uniqueEmail('no-storage')
    await fillEnquiry(page, email)
    await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Your enquiry could not be sent or saved' })
    await expect(alert).toBeVisible()
    await expect(alert.getByRole('link', { name: 'Call 028 9649 6000' })).toHaveAttribute('href', 'tel:+442896496000')
    const mailto = decodeURIComponent((await alert.getByRole('link', { name: 'Send by e-mail instead' }).getAttribute('href'))!)
    expect(mailto).toMatch(/^mailto:info@clarendon-solicitors\.example\?subject=Free enquiry from Aoife Brennan&body=/)
    expect(mailto).toContain(`Email: ${email}`)
    expect(mailto).toContain('I was injured in a fall at work in March.')
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(page.getByLabel('How can we help?')).toHaveValue('I was injured in a fall at work in March.')
  })

  test('an enquiry refused during a replay is offered back with the reason, to correct and send', async ({ page }) => {
    await page.goto('/contact')
    // The first attempt never gets an answer; the replay after the backoff is refused for good.
    await answerInTurn(page, [unanswered, refused])
    const email = uniqueEmail('refused-later')
    await fillEnquiry(page, email)
    await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
    await expect(page.getByText('Enquiry saved on this device')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('')

    const offer = page.getByRole('alert').filter({ hasText: 'An enquiry you sent was not accepted' })
    await expect(offer).toContainText('Please give a phone number we can call.')
    await offer.getByRole('button', { name: 'Put it back in the form' }).click()
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await expect(page.getByLabel('How can we help?')).toHaveValue('I was injured in a fall at work in March.')
    await expect(page.locator('form').getByRole('alert')).toContainText('Please give a phone number we can call.')

    await page.getByLabel('Phone').fill('028 7126 0000')
    await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
    await expect(page.getByText('Enquiry Submitted')).toBeVisible()
    await expect(offer).toBeHidden()
    expect(await storedWith(email)).toHaveLength(1)
  })

  test('an enquiry refused, corrected and sent again says "Enquiry Submitted" when a replay delivers it', async ({ page }) => {
    await page.goto('/contact')
    // Kept, refused on replay, then the corrected one's own attempt does not get through either:
    // the page's replay after the backoff delivers it.
    await answerInTurn(page, [unanswered, refused, unanswered])
    const email = uniqueEmail('refused-then-replayed')
    await fillEnquiry(page, email)
    await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
    const offer = page.getByRole('alert').filter({ hasText: 'An enquiry you sent was not accepted' })
    await offer.getByRole('button', { name: 'Put it back in the form' }).click()
    await expect(page.getByLabel('Email')).toHaveValue(email)
    await page.getByLabel('Phone').fill('028 7126 0000')
    await page.getByRole('button', { name: 'Submit Free Enquiry' }).click()
    await expect(page.getByText('Your enquiry is kept on this device')).toBeVisible()

    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Enquiry Submitted' })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText('Your enquiry has reached us')).toBeVisible()
    expect(await storedWith(email)).toMatchObject([{ phone: '028 7126 0000' }])
  })
})
