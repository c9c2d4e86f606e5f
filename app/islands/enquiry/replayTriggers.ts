import type { Outbox } from '../../shared/enquiry/outbox.ts'
import { listen } from '../../shared/enquiry/outboxEvents.ts'

/**
 * Replays the outbox at every chance: when the page starts, when the connection comes back,
 * when the page is shown again, and when the earliest backoff runs out.
 * Returns a function that stops it.
 */
export function startReplaying(outbox: Outbox) {
  let timer: ReturnType<typeof setTimeout> | undefined

  const wakeAt = (time: number | undefined) => {
    clearTimeout(timer)
    if (time !== undefined) timer = setTimeout(() => void replay(false), Math.max(time - Date.now(), 0) + 50)
  }
  // A replay that fails (storage refused) leaves no timer; the next change or event starts again.
  const replay = async (force: boolean) => {
    const result = await outbox.replay({ force }).catch(() => undefined)
    // Skipped for another replay's lock: that one announces its changes, and the time it set
    // from them stands. Clearing it here, when this answer came last, left the page never trying
    // again (WebKit, about one run in four).
    if (result && result.waiting > 0 && result.nextAttemptAt === undefined) return
    wakeAt(result?.nextAttemptAt)
  }
  // Any change (a live submission kept for later, a replay elsewhere) may move the next due time.
  const reschedule = async () => wakeAt(await outbox.nextAttemptAt().catch(() => undefined))

  const onOnline = () => void replay(true)
  const onShown = () => document.visibilityState === 'visible' && void replay(false)
  window.addEventListener('online', onOnline)
  document.addEventListener('visibilitychange', onShown)
  const stopListening = listen(() => void reschedule())
  void replay(true)

  return () => {
    clearTimeout(timer)
    window.removeEventListener('online', onOnline)
    document.removeEventListener('visibilitychange', onShown)
    stopListening()
  }
}

interface SyncCapableRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> }
}

/** Chromium browsers can send after the tab is closed; Safari and Firefox only while the site is open. */
export const hasBackgroundSync = () => typeof window !== 'undefined' && 'SyncManager' in window

/** Asks the service worker to send the outbox even after the tab is closed (Chromium only). */
export async function requestBackgroundSync(tag: string) {
  const registration = (await navigator.serviceWorker?.getRegistration()) as SyncCapableRegistration | undefined
  await registration?.sync?.register(tag).catch(() => undefined)
}
