import type { Outbox } from '../../shared/enquiry/outbox.ts'
import type { KeptBy } from '../../shared/content/contact.ts'
import { listen } from '../../shared/enquiry/outboxEvents.ts'

/** At start, on `online`, when the page is shown again, and when the earliest backoff runs out. */
export function startReplaying(outbox: Outbox) {
  let timer: ReturnType<typeof setTimeout> | undefined

  const wakeAt = (time: number | undefined) => {
    clearTimeout(timer)
    if (time !== undefined) timer = setTimeout(() => void replay(false), Math.max(time - Date.now(), 0) + 50)
  }
  // A replay that fails (storage refused) leaves no timer; the next change or event starts again.
  const replay = async (force: boolean) => {
    const result = await outbox.replay({ force }).catch(() => undefined)
    // Skipped for another replay's lock: the time that one set from its changes stands.
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

/** The browser sends it only if it took the registration (Brave and a site setting refuse it); with no service worker (in-app browsers), this app. */
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
