import type { Page } from '@playwright/test'
import { notice, sendEnquiry, waitingNotice } from './enquiryPage.ts'
import { testEnquiry } from './testEnquiries.ts'
import { expect, openOffline, test } from './fixtures.ts'
import { waitingCopy } from '../app/shared/content/contact.ts'
import { enquiriesPath } from '../app/shared/enquiry/enquiriesPath.ts'

// The notice for a kept enquiry promises only what this browser will do (WebKit and Firefox: the engine flows).

const keptToast = (page: Page) => page.locator('[data-sonner-toast]').filter({ hasText: notice.kept })

test('where the browser takes the Background Sync registration, the notice says it goes even if the page is closed', async ({ page, tab }) => {
  await openOffline(page, '/contact')
  await sendEnquiry(tab, testEnquiry('sync-taken'))
  await expect(keptToast(page)).toContainText(waitingCopy.saved('offline', 'backgroundSync'))
  await expect(waitingNotice(page)).toContainText(waitingCopy.why('offline', 'backgroundSync'))
})

test('where the Background Sync registration is refused (Brave, or blocked for the site), the notice promises only an open page', async ({ page, tab }) => {
  await page.addInitScript(() => {
    // Chromium's SyncManager, which TypeScript's DOM types do not name.
    const { SyncManager } = window as unknown as { SyncManager: { prototype: { register: () => Promise<void> } } }
    SyncManager.prototype.register = () => Promise.reject(new DOMException('Background Sync is disabled.', 'NotAllowedError'))
  })
  await openOffline(page, '/contact')
  await sendEnquiry(tab, testEnquiry('sync-refused'))
  await expect(keptToast(page)).toContainText(waitingCopy.saved('offline', 'openPage'))
  await expect(waitingNotice(page)).toContainText(waitingCopy.why('offline', 'openPage'))
  await expect(page.getByText('even if you close this page')).toHaveCount(0)
})

test("without a service worker (an app's own browser), the kept enquiry is said to live only there, and no call or e-mail to an office that is not there", async ({
  page,
  tab,
}) => {
  // Facebook's and Instagram's browsers on iPhone have no navigator.serviceWorker.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker
  })
  // Without a worker the page's code comes from the server alone: our server refuses only enquiries.
  await page.route(`**${enquiriesPath}`, (route) => route.fulfill({ status: 503, body: '' }))
  await page.goto('/contact')
  await sendEnquiry(tab, testEnquiry('in-app'))
  await expect(keptToast(page)).toContainText(waitingCopy.saved('server', 'thisAppOnly'))
  const panel = waitingNotice(page)
  await expect(panel).toContainText("It is kept only in this app's browser and may be lost when the app closes")
  await expect(panel.getByRole('link', { name: waitingCopy.fallbacks.call })).toHaveCount(0)
  await expect(panel.getByRole('link', { name: waitingCopy.fallbacks.email })).toHaveCount(0)
})
