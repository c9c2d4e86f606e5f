import { useState } from 'react'
import { siteCopyRemoval } from '../shared/content/privacy.ts'

type Outcome = { kind: 'done'; workers: number; caches: number } | { kind: 'unsupported' } | { kind: 'failed' }

/** Leaves IndexedDB alone: deleting a kept enquiry is the visitor's choice, in the outbox panel. */
export function RemoveSiteCopy() {
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined)
  const [busy, setBusy] = useState(false)

  async function remove() {
    setBusy(true)
    try {
      if (!('serviceWorker' in navigator) && !('caches' in window)) return setOutcome({ kind: 'unsupported' })
      const registrations = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistrations() : []
      const unregistered = await Promise.all(registrations.map((registration) => registration.unregister()))
      const names = 'caches' in window ? await caches.keys() : []
      const deleted = await Promise.all(names.map((name) => caches.delete(name)))
      setOutcome({ kind: 'done', workers: unregistered.filter(Boolean).length, caches: deleted.filter(Boolean).length })
    } catch {
      setOutcome({ kind: 'failed' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="mt-4">
      <button type="button" className="btn-navy" onClick={remove} disabled={busy}>
        {siteCopyRemoval.button}
      </button>
      <p className="mt-3 text-sm" role="status">
        {outcome?.kind === 'done' && siteCopyRemoval.done(outcome.workers, outcome.caches)}
        {outcome?.kind === 'unsupported' && siteCopyRemoval.unsupported}
        {outcome?.kind === 'failed' && siteCopyRemoval.failed}
      </p>
    </div>
  )
}
