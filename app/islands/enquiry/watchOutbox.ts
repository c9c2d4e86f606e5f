import { requestIsland } from '../../islandRuntime/requestIsland.ts'
import { notices } from './notices.ts'
import { getOutbox, syncTag } from '../../shared/enquiry/outbox.ts'
import { listen, type OutboxReport } from '../../shared/enquiry/outboxEvents.ts'
import { listenToWorker } from '../../shared/enquiry/outboxPages.ts'
import { requestBackgroundSync, startReplaying } from './replayTriggers.ts'
import { restoreIntoForm, restoreParam } from './restore.ts'

/**
 * Keeps the outbox moving on every page while the site is open, and reports replays with the
 * same toasts as a live submission. The count of waiting enquiries (OutboxStatus) becomes
 * React only once there is something to count.
 */
export async function watchOutbox() {
  const outbox = getOutbox()
  const showCountIfWaiting = async () => {
    if ((await outbox.waiting()).length > 0) await requestIsland('OutboxStatus')
  }
  // Each fate of an enquiry is told once, though it may arrive both on the channel and from the
  // worker. One enquiry may have two: refused, then corrected and sent again (a replay may deliver
  // it, when the visitor's own attempt did not get through).
  const told = new Set<string>()
  const tell = (report: OutboxReport) => {
    const fate = `${report.kind} ${report.id}`
    if (told.has(fate)) return
    told.add(fate)
    if (report.kind === 'delivered') notices.delivered()
    else notices.failed(report.reason)
  }
  listen((message) => {
    if (message.kind !== 'changed') tell(message)
    void showCountIfWaiting()
  })
  listenToWorker(tell)
  startReplaying(outbox)
  await showCountIfWaiting()
  // What the waiting notice promises on Chromium: the browser keeps trying after this page closes.
  if ((await outbox.waiting()).length > 0) await requestBackgroundSync(syncTag)
  // The contact page opened to take a refused enquiry back (restore.ts).
  const restoring = new URLSearchParams(window.location.search).get(restoreParam)
  if (restoring) await restoreIntoForm(restoring)
}
