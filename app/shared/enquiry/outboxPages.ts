import type { OutboxReport } from './outboxEvents.ts'

/** The key under which the service worker's reports travel in a message to its pages. */
const messageKey = 'enquiryOutboxReport'

interface WindowClients {
  matchAll(options: { type: 'window' }): Promise<ReadonlyArray<{ postMessage(message: unknown): void }>>
}

/**
 * What the service worker's Background Sync did, posted straight to every open page as well as
 * on the outbox's BroadcastChannel: a page must show the same toast whoever sent its enquiry, and
 * open pages were seen to stay silent when the worker delivered (issue 25). A page may hear a
 * report twice, so it counts each enquiry's fate once (watchOutbox).
 */
export async function tellOpenPages(clients: WindowClients, reports: OutboxReport[]) {
  if (reports.length === 0) return
  for (const page of await clients.matchAll({ type: 'window' })) for (const report of reports) page.postMessage({ [messageKey]: report })
}

/** On a page: hears the reports the service worker posts (tellOpenPages). Returns a function that stops it. */
export function listenToWorker(listener: (report: OutboxReport) => void) {
  const container = globalThis.navigator?.serviceWorker
  if (!container) return () => {}
  const onMessage = (event: MessageEvent) => {
    const report = (event.data as Record<string, OutboxReport> | null)?.[messageKey]
    if (report) listener(report)
  }
  container.addEventListener('message', onMessage)
  container.startMessages()
  return () => container.removeEventListener('message', onMessage)
}
