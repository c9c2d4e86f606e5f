import { useSyncExternalStore } from 'react'

/** A request that got no answer (lie-fi, a dropped connection) means offline too, until one gets an answer. */
let unanswered = false
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

export function reportAnswered(answered: boolean) {
  if (unanswered === !answered) return
  unanswered = !answered
  notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  window.addEventListener('offline', listener)
  window.addEventListener('online', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('offline', listener)
    window.removeEventListener('online', listener)
  }
}

// Back online: trust the network again; the next request that goes unanswered says otherwise.
window.addEventListener('online', () => reportAnswered(true))

export const useOffline = () => useSyncExternalStore(subscribe, () => !navigator.onLine || unanswered)
