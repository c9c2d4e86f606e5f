import type { Page } from '@playwright/test'
import { notice, sendEnquiry, waitingNotice } from './enquiryPage.ts'
import { storedWith, testEnquiry } from './testEnquiries.ts'
import { expect, openOffline, test } from './fixtures.ts'
import { playwrightTab } from './engines/chromium.ts'
import { syncTag } from '../app/shared/enquiry/outbox.ts'

// Whoever delivers a kept enquiry, and whenever the reloaded page starts, the page that held it says so once.

/**
 * Holds the page's idle work (the outbox's watcher among it) on the next load, until released;
 * work the page queues after the release runs as usual, however late the loaded machine queues it.
 */
const holdIdleWork = () => {
  if (sessionStorage.getItem('hold-idle') !== 'yes') return
  const held: IdleRequestCallback[] = []
  const idle = window.requestIdleCallback
  window.requestIdleCallback = (callback) => held.push(callback)
  Object.assign(window, {
    releaseIdleWork: () => {
      window.requestIdleCallback = idle
      for (const callback of held.splice(0)) idle(callback)
    },
  })
}

/** A fresh visitor on /contact, with the service worker in charge, sends an enquiry offline. */
async function keepOneOffline(page: Page, label: string) {
  await openOffline(page, '/contact')
  const enquiry = testEnquiry(label)
  await sendEnquiry(playwrightTab(page), enquiry)
  await expect(waitingNotice(page)).toBeVisible()
  return enquiry
}

/**
 * Fires the worker's Background Sync as DevTools' Sync button does: the browser's own may have been
 * spent while the tab was still offline, and then it retries only minutes later.
 */
async function fireBackgroundSync(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const active = registrations.find((candidate) => !candidate.isDeleted)
      if (active) resolve(active.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  const registrationId = await registration
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: new URL(page.url()).origin, registrationId, tag: syncTag, lastChance: false })
  await cdp.detach()
}

const submittedToast = (page: Page) => page.locator('[data-sonner-toast]').filter({ hasText: notice.delivered })

test('a kept enquiry delivered before the reloaded page starts watching still shows "Enquiry Submitted"', async ({ page, context }) => {
  await page.addInitScript(holdIdleWork)
  const enquiry = await keepOneOffline(page, 'fate-before-start')
  await page.evaluate(() => sessionStorage.setItem('hold-idle', 'yes'))
  await page.reload({ waitUntil: 'commit' })
  // The page is up but its outbox watcher has not started; the worker's Background Sync delivers.
  await context.setOffline(false)
  await fireBackgroundSync(page)
  await expect.poll(async () => (await storedWith(enquiry.email)).length, { timeout: 30_000 }).toBe(1)
  await page.evaluate(() => (window as unknown as { releaseIdleWork: () => void }).releaseIdleWork())
  await expect(submittedToast(page)).toBeVisible({ timeout: 15_000 })
  // Told once: a later start of the page says nothing more.
  await page.evaluate(() => sessionStorage.removeItem('hold-idle'))
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(1500)
  await expect(submittedToast(page)).toHaveCount(0)
})

for (const backOnlineAfter of [0, 300, 1200]) {
  test(`a kept enquiry delivered after a reload while offline shows "Enquiry Submitted" (online ${backOnlineAfter} ms after the reload)`, async ({
    page,
    context,
  }) => {
    const enquiry = await keepOneOffline(page, `fate-online-${backOnlineAfter}`)
    await page.reload({ waitUntil: 'commit' })
    await page.waitForTimeout(backOnlineAfter)
    await context.setOffline(false)
    await expect(submittedToast(page)).toBeVisible({ timeout: 30_000 })
    await expect(waitingNotice(page)).toBeHidden()
    expect(await storedWith(enquiry.email)).toHaveLength(1)
  })
}
