// The outbox in Chromium under faults only a Playwright page can make: a 503, no storage, a replay
// refused after a lost connection. The promises every engine keeps (offline, the server down, a
// lossy link, a first visit, no Background Sync) are the engine flows': engines/outbox.spec.ts
// and engines/outboxFlows.ts.
import { notice, sendEnquiry, submitEnquiry, waitingNotice } from './enquiryPage.ts'
import { storedWith, testEnquiry } from './testEnquiries.ts'
import type { Page, Route } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import type { Tab } from './engines/tab.ts'
import { enquiriesPath } from '../app/shared/enquiry/enquiriesPath.ts'
import { enquiryForm, waitingCopy } from '../app/shared/content/contact.ts'
import { callLabel } from '../app/shared/content/enquiryCall.ts'

const { confirmation } = enquiryForm

/** An attempt to send that never gets an answer. */
const unanswered = (route: Route) => route.abort('internetdisconnected')
/** The server refusing an enquiry for good. */
const refused = (route: Route) =>
  route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Please give a phone number we can call.' }) })

/** Sends an enquiry from /contact whose posts meet these answers in turn, and the server itself after them. */
async function sendMeeting(page: Page, tab: Tab, label: string, answers: Array<(route: Route) => Promise<void>>) {
  await page.goto('/contact')
  await page.route(`**${enquiriesPath}`, (route) => (answers.shift() ?? ((r: Route) => r.continue()))(route))
  const enquiry = testEnquiry(label)
  await sendEnquiry(tab, enquiry)
  return enquiry
}

/** The waiting notice's offer to take back an enquiry the server refused. */
const refusedOffer = (page: Page) =>
  page.getByRole('region', { name: waitingCopy.panel.label }).getByRole('alert').filter({ hasText: waitingCopy.refused.heading })

test.describe('on a page without the service worker, where requests can be intercepted', () => {
  test.use({ serviceWorkers: 'block' })

  test('a 503 keeps the enquiry, which is delivered once the server is back, and the confirmation says so', async ({ page, tab }) => {
    await page.goto('/contact')
    // Down until the test has seen the enquiry waiting; a loaded machine can take longer to show
    // that than the first retry takes to deliver it.
    let down = true
    await page.route(`**${enquiriesPath}`, (route) =>
      down ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Down for a moment' }) }) : route.continue(),
    )
    const enquiry = testEnquiry('server-down')
    await sendEnquiry(tab, enquiry)
    await expect(page.getByText(notice.kept)).toBeVisible()
    await expect(waitingNotice(page)).toBeVisible()
    await expect(page.getByRole('region', { name: confirmation.kept.heading })).toBeFocused()

    down = false
    await expect(page.getByText(notice.delivered)).toBeVisible({ timeout: 20_000 })
    // The confirmation above the form follows the enquiry it confirms.
    await expect(page.getByRole('region', { name: confirmation.delivered.heading })).toBeVisible()
    expect(await storedWith(enquiry.email)).toHaveLength(1)
  })

  test('with no storage and the server down, the text stays in the form, and no call or e-mail to an office that is not there', async ({ page, tab }) => {
    await page.addInitScript(() => Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true }))
    await page.route(`**${enquiriesPath}`, (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Down' }) }),
    )
    await page.goto('/contact')
    const enquiry = testEnquiry('no-storage')
    await sendEnquiry(tab, enquiry)
    const alert = page.getByRole('alert').filter({ hasText: waitingCopy.unkept.heading })
    await expect(alert).toBeVisible()
    await expect(alert).toContainText('try again when you have a connection')
    await expect(alert.getByRole('link', { name: callLabel })).toHaveCount(0)
    await expect(alert.getByRole('link', { name: waitingCopy.unkept.emailLink })).toHaveCount(0)
    await expect(page.getByLabel(enquiryForm.fields.email.label)).toHaveValue(enquiry.email)
    await expect(page.getByLabel(enquiryForm.fields.details.label)).toHaveValue(enquiry.details)
  })

  test('an enquiry refused during a replay is offered back with the reason, to correct and send', async ({ page, tab }) => {
    // The first attempt never gets an answer; the replay after the backoff is refused for good.
    const enquiry = await sendMeeting(page, tab, 'refused-later', [unanswered, refused])
    await expect(page.getByText(notice.kept)).toBeVisible()
    await expect(page.getByLabel(enquiryForm.fields.email.label)).toHaveValue('')

    const offer = refusedOffer(page)
    await expect(offer).toContainText('Please give a phone number we can call.')
    await offer.getByRole('button', { name: waitingCopy.refused.restore }).click()
    await expect(page.getByLabel(enquiryForm.fields.email.label)).toHaveValue(enquiry.email)
    await expect(page.getByLabel(enquiryForm.fields.details.label)).toHaveValue(enquiry.details)
    await expect(page.locator('form').getByRole('alert')).toContainText('Please give a phone number we can call.')
    // What the form holds is no longer offered over it, nor still said to be kept.
    await expect(offer).toBeHidden()
    await expect(page.getByRole('region', { name: confirmation.kept.heading })).toBeHidden()

    await page.getByLabel(enquiryForm.fields.phone.label).fill('028 7126 0000')
    await submitEnquiry(tab)
    await expect(page.getByText(notice.delivered)).toBeVisible()
    await expect(offer).toBeHidden()
    expect(await storedWith(enquiry.email)).toHaveLength(1)
  })

  test('an enquiry refused during a replay, taken back on a page without the form, opens in the contact form once', async ({ page, tab }) => {
    const enquiry = await sendMeeting(page, tab, 'refused-taken-back-elsewhere', [unanswered, refused])
    const offer = refusedOffer(page)
    await expect(offer).toBeVisible()

    await page.goto('/about')
    await offer.getByRole('button', { name: waitingCopy.refused.restore }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByLabel(enquiryForm.fields.email.label)).toHaveValue(enquiry.email)
    await expect(page.locator('form').getByRole('alert')).toContainText('Please give a phone number we can call.')
    await expect(offer).toBeHidden()

    // A reload starts with an empty form, and the enquiry is offered back again.
    await page.reload()
    await expect(offer).toBeVisible()
    await expect(page.getByLabel(enquiryForm.fields.email.label)).toHaveValue('')
  })

  test('an enquiry refused, corrected and sent again says "Enquiry Submitted" when a replay delivers it', async ({ page, tab }) => {
    // Kept, refused on replay, then the corrected one's own attempt does not get through either:
    // the page's replay after the backoff delivers it.
    const enquiry = await sendMeeting(page, tab, 'refused-then-replayed', [unanswered, refused, unanswered])
    await refusedOffer(page).getByRole('button', { name: waitingCopy.refused.restore }).click()
    await expect(page.getByLabel(enquiryForm.fields.email.label)).toHaveValue(enquiry.email)
    await page.getByLabel(enquiryForm.fields.phone.label).fill('028 7126 0000')
    await submitEnquiry(tab)
    await expect(page.getByText(confirmation.kept.heading)).toBeVisible()

    await expect(page.locator('[data-sonner-toast]').filter({ hasText: notice.delivered })).toBeVisible({ timeout: 15_000 })
    await expect(page.getByText(confirmation.delivered.heading)).toBeVisible()
    expect(await storedWith(enquiry.email)).toMatchObject([{ phone: '+442871260000' }])
  })
})
