import { requestIsland } from '../../islandRuntime/requestIsland.ts'
import { notices } from './notices.ts'
import { getOutbox, syncTag } from '../../shared/enquiry/outbox.ts'
import { listen } from '../../shared/enquiry/outboxEvents.ts'
import { requestBackgroundSync, startReplaying } from './replayTriggers.ts'

/**
 * Keeps the outbox moving on every page while the site is open, and tells the visitor what became
 * of their kept enquiries with the same toasts as a live submission, whoever sent them: the
 * outbox's record says which fates no page has told yet. The count of waiting enquiries
 * (OutboxStatus) becomes React only once there is something to count.
 */
export async function watchOutbox() {
  const outbox = getOutbox()
  const showCountIfWaiting = async () => {
    if ((await outbox.waiting()).length > 0) await requestIsland('OutboxStatus')
  }
  const tellNews = async () => {
    for (const report of await outbox.news().catch(() => [])) {
      if (report.kind === 'delivered') notices.delivered()
      else notices.failed(report.reason)
    }
  }
  listen(() => {
    void tellNews()
    void showCountIfWaiting()
  })
  // Before the panel, which would otherwise offer it back for a moment over the form that holds it.
  if (document.querySelector('[data-island="EnquiryForm"]') && (await outbox.claimForThisPage())) await requestIsland('EnquiryForm')
  // Delivered before this page started listening (by the worker, another tab, or before a reload).
  await tellNews()
  startReplaying(outbox)
  await showCountIfWaiting()
  // What the waiting notice promises on Chromium: the browser keeps trying after this page closes.
  if ((await outbox.waiting()).length > 0) await requestBackgroundSync(syncTag)
}
