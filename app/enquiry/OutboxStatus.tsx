import { useEffect, useState } from 'react'
import { getOutbox } from './outbox.ts'
import { listen } from './outboxEvents.ts'
import { Icon } from '../components/Icon.tsx'

/** Tells the visitor how many enquiries are still waiting to be sent (watchOutbox sends them). */
export function OutboxStatus() {
  const [waiting, setWaiting] = useState(0)

  useEffect(() => {
    const outbox = getOutbox()
    const recount = async () => setWaiting((await outbox.waiting()).length)
    void recount()
    return listen(() => void recount())
  }, [])

  if (waiting === 0) return null
  return (
    <p
      role="status"
      className="fixed bottom-4 left-4 z-40 flex max-w-[calc(100vw-2rem)] items-center gap-2 rounded-full bg-navy-900 px-4 py-2 text-sm text-white shadow-lg"
    >
      <Icon name="cloud-upload" className="text-brass-300" />
      {waiting === 1 ? '1 enquiry waiting to be sent' : `${waiting} enquiries waiting to be sent`}
    </p>
  )
}
