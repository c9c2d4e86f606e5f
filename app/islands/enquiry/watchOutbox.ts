import { requestIsland } from '../../islandRuntime/requestIsland.ts'
import { notices } from './notices.ts'
import { getOutbox, syncTag } from '../../shared/enquiry/outbox.ts'
import { listen } from '../../shared/enquiry/outboxEvents.ts'
import { requestBackgroundSync, startReplaying } from './replayTriggers.ts'

/** On every page: what became of kept enquiries, whoever sent them, with a live submission's toasts, and the panel (OutboxStatus) once one waits. */
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
  // A refused enquiry taken back on a page without the form; before the panel would offer it again.
  if (document.querySelector('[data-island="EnquiryForm"]') && (await outbox.claimForThisPage())) await requestIsland('EnquiryForm')
  await tellNews()
  startReplaying(outbox)
  await showCountIfWaiting()
  // What the waiting notice promises on Chromium: the browser keeps trying once the page is closed.
  if ((await outbox.waiting()).length > 0) await requestBackgroundSync(syncTag)
}
