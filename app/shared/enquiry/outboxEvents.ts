/** What became of an enquiry that a replay sent. */
export type OutboxReport = { kind: 'delivered'; id: string } | { kind: 'rejected'; id: string; reason: string }

/** News from the outbox: an enquiry's fate, or simply that the number waiting changed. */
export type OutboxMessage = OutboxReport | { kind: 'changed' }

const channelName = 'enquiry-outbox'
let sender: BroadcastChannel | undefined

/**
 * Tells every open page: a replay may run in another tab or in the service worker. A message
 * reaches every other channel object of the same name, so this page's listeners hear it too.
 */
export function announce(message: OutboxMessage) {
  sender ??= new BroadcastChannel(channelName)
  sender.postMessage(message)
}

export function listen(listener: (message: OutboxMessage) => void) {
  const receiver = new BroadcastChannel(channelName)
  receiver.addEventListener('message', (event: MessageEvent<OutboxMessage>) => listener(event.data))
  return () => receiver.close()
}
