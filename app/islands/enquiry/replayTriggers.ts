import type { Outbox } from '../../shared/enquiry/outbox.ts'
import type { KeptBy } from '../../shared/content/contact.ts'
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

/**
 * Asks the service worker to send the outbox even after the tab is closed, and says who will send
 * it: the browser, only if it accepted the registration (Chromium; Brave blocks it by default, and
 * a visitor may block it per site) and the permission, where it can be read, is not denied; else
 * an open page; and where there is no service worker at all (in-app browsers on iPhone), an open
 * page in this app only.
 */
export async function requestBackgroundSync(tag: string): Promise<KeptBy> {
  const container = globalThis.navigator?.serviceWorker
  if (!container) return 'thisAppOnly'
  try {
    const registration = (await container.getRegistration()) as SyncCapableRegistration | undefined
    if (!registration?.sync) return 'openPage'
    await registration.sync.register(tag)
  } catch {
    return 'openPage'
  }
  const permission = await navigator.permissions?.query({ name: 'background-sync' as PermissionName }).catch(() => undefined)
  return permission?.state === 'denied' ? 'openPage' : 'backgroundSync'
}
