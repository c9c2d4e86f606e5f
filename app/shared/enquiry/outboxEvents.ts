/* Only "something changed": what changed is read from the outbox, so a page that misses a message, or starts after it, loses nothing. */

const channelName = 'enquiry-outbox'
let sender: BroadcastChannel | undefined
/** For browsers without BroadcastChannel: this page's own listeners only. */
const here = new EventTarget()

const hasChannel = () => typeof BroadcastChannel !== 'undefined'

/** The service worker has no document. */
type ShownTarget = { visibilityState: string } & Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
const page = () => (globalThis as { document?: ShownTarget }).document

/** A message reaches every other channel object of the same name, this page's listeners included. */
export function announce() {
  if (!hasChannel()) {
    here.dispatchEvent(new Event('changed'))
    return
  }
  sender ??= new BroadcastChannel(channelName)
  sender.postMessage('changed')
}

/** Without BroadcastChannel (Safari before 15.4) news from elsewhere cannot arrive, so a page looks again when shown. */
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
