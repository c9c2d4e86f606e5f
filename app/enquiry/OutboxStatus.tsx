import { useEffect, useState } from 'react'
import { notices } from './notices.ts'
import { getOutbox } from './outbox.ts'
import { listen } from './outboxEvents.ts'
import { startReplaying } from './replayTriggers.ts'
import { enquiriesPath } from './schema.ts'

/** The query cache comes with the form's code; a page loads it here only once a replay has delivered. */
async function forgetEnquiryList() {
  const { queryClient } = await import('../api/queryClient.ts')
  await queryClient.invalidateQueries({ queryKey: [enquiriesPath] })
}

/**
 * Keeps the outbox moving while the site is open, tells the visitor how many enquiries are
 * still waiting, and reports replays with the same toasts as a live submission.
 */
export function OutboxStatus() {
  const [waiting, setWaiting] = useState(0)

  useEffect(() => {
    const outbox = getOutbox()
    const recount = async () => setWaiting((await outbox.waiting()).length)
    const stopListening = listen((message) => {
      if (message.kind === 'delivered') {
        notices.delivered()
        void forgetEnquiryList()
      }
      if (message.kind === 'rejected') notices.failed(message.reason)
      void recount()
    })
    const stopReplaying = startReplaying(outbox)
    void recount()
    return () => {
      stopListening()
      stopReplaying()
    }
  }, [])

  if (waiting === 0) return null
  return (
    <p
      role="status"
      className="fixed bottom-4 left-4 z-40 flex max-w-[calc(100vw-2rem)] items-center gap-2 rounded-full bg-navy-900 px-4 py-2 text-sm text-white shadow-lg"
    >
      <span className="i-lucide-cloud-upload text-brass-300" aria-hidden="true" />
      {waiting === 1 ? '1 enquiry waiting to be sent' : `${waiting} enquiries waiting to be sent`}
    </p>
  )
}
