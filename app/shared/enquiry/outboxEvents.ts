/*
 * The one way news of the outbox travels: "something changed". What changed is read from the
 * outbox itself (its entries, and its record of each enquiry's fate), so a page that misses a
 * message, or starts after it, loses nothing by it.
 */

const channelName = 'enquiry-outbox'
let sender: BroadcastChannel | undefined
/** Listeners in this page or worker, for browsers without BroadcastChannel. */
const here = new EventTarget()

const hasChannel = () => typeof BroadcastChannel !== 'undefined'

/** The page's document; the service worker has none (and this module serves both). */
type ShownTarget = { visibilityState: string } & Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
const page = () => (globalThis as { document?: ShownTarget }).document

/**
 * Tells every open page and the service worker that the outbox changed. A message reaches every
 * other channel object of the same name, so this page's listeners hear it too.
 */
export function announce() {
  if (!hasChannel()) {
    here.dispatchEvent(new Event('changed'))
    return
  }
  sender ??= new BroadcastChannel(channelName)
  sender.postMessage('changed')
}

/**
 * Calls `listener` on every change. Without BroadcastChannel (Safari before 15.4) news from other
 * tabs and the worker cannot arrive, so a page looks again whenever it is shown.
 */
export function listen(listener: () => void) {
  if (!hasChannel()) {
    const onShown = () => page()?.visibilityState === 'visible' && listener()
    here.addEventListener('changed', listener)
    page()?.addEventListener('visibilitychange', onShown)
    return () => {
      here.removeEventListener('changed', listener)
      page()?.removeEventListener('visibilitychange', onShown)
    }
  }
  const receiver = new BroadcastChannel(channelName)
  receiver.addEventListener('message', () => listener())
  return () => receiver.close()
}
