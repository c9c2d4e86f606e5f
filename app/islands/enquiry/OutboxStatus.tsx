import { useEffect, useState } from 'react'
import { type KeptBy, waitingCopy } from '../../shared/content/contact.ts'
import { firm } from '../../shared/content/firm.ts'
import { enquiryMailto } from './enquiryMailto.ts'
import { Icon } from '../../shared/components/Icon.tsx'
import { getOutbox, syncTag, type OutboxEntry } from '../../shared/enquiry/outbox.ts'
import { listen } from '../../shared/enquiry/outboxEvents.ts'
import { refusedKeptDays } from '../../shared/enquiry/outboxKeeping.ts'
import { requestBackgroundSync } from './replayTriggers.ts'
import { requestIsland } from '../../islandRuntime/requestIsland.ts'

const time = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
const when = (entry: OutboxEntry) => time.format(entry.queuedAt)
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
const keptUntil = (entry: OutboxEntry) => day.format((entry.refusedAt ?? entry.queuedAt) + refusedKeptDays * 24 * 60 * 60_000)

/** The panel floats over the foot of the page: the page keeps that much room (base.css), so it hides nothing. */
function keepRoomFor(panel: HTMLElement | null) {
  if (!panel) return
  const root = document.documentElement
  const observer = new ResizeObserver(() => root.style.setProperty('--floating-panel-space', `${panel.offsetHeight + 32}px`))
  observer.observe(panel)
  return () => {
    observer.disconnect()
    root.style.removeProperty('--floating-panel-space')
  }
}

/** Into this page's form, or, on a page without one, the contact page's, which takes it as it opens. */
async function takeBack(entry: OutboxEntry) {
  const form = document.querySelector('[data-island="EnquiryForm"]')
  await getOutbox().takeBack(entry.enquiry.id, { intoThisPage: form !== null })
  if (form) await requestIsland('EnquiryForm')
  else window.location.assign('/contact')
}

/** The enquiries kept on this device, waiting or refused after the form was cleared; watchOutbox hydrates it. */
export function OutboxStatus() {
  const [entries, setEntries] = useState<OutboxEntry[]>([])
  const [sending, setSending] = useState(false)
  // Until the registration answers, promise no more than an open page does.
  const [keptBy, setKeptBy] = useState<KeptBy>('openPage')

  useEffect(() => {
    const outbox = getOutbox()
    const reread = async () => setEntries(await outbox.waiting())
    void reread()
    return listen(() => void reread())
  }, [])

  const waiting = entries.filter((entry) => entry.refusal === undefined)
  const anyWaiting = waiting.length > 0
  useEffect(() => {
    if (anyWaiting) void requestBackgroundSync(syncTag).then(setKeptBy)
  }, [anyWaiting])
  // The one this page's form holds shows its reason there.
  const refused = entries.filter((entry) => entry.refusal !== undefined && !getOutbox().heldHere(entry))
  if (waiting.length === 0 && refused.length === 0) return null

  const sendNow = async () => {
    setSending(true)
    await getOutbox()
      .replay({ force: true })
      .finally(() => setSending(false))
  }
  const discard = (entry: OutboxEntry) => void getOutbox().discard(entry.enquiry.id)

  return (
    <section
      ref={keepRoomFor}
      aria-label={waitingCopy.panel.label}
      className="fixed bottom-4 left-4 z-40 max-w-[calc(100vw-2rem)] w-96 rounded-xl bg-navy-900 p-4 text-sm text-white shadow-lg"
    >
      {waiting.length > 0 && (
        <div role="status">
          <p className="flex items-center gap-2 font-semibold">
            <Icon name="cloud-upload" className="text-brass-300" />
            {waitingCopy.panel.count(waiting.length)}
            <span className="font-normal text-navy-100">{waitingCopy.panel.since(when(waiting[0]!))}</span>
          </p>
          <p className="mt-1 text-navy-100">{waitingCopy.why(waiting[0]!.waitReason ?? (navigator.onLine ? 'server' : 'offline'), keptBy)}</p>
          {/* While the firm is fictional, no office answers a call or an e-mail. */}
          {keptBy === 'thisAppOnly' && !firm.fictional && (
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
              <a href={firm.phone.href} className="underline">
                {waitingCopy.fallbacks.call}
              </a>
              <a href={enquiryMailto(waiting[0]!.enquiry)} className="underline">
                {waitingCopy.fallbacks.email}
              </a>
            </p>
          )}
          <button
            type="button"
            onClick={() => void sendNow()}
            disabled={sending}
            className="btn-primary mt-3 min-h-9 px-3 py-1.5 text-sm disabled:(cursor-wait opacity-70)"
          >
            {waitingCopy.panel.sendNow}
          </button>
          <details className="mt-2">
            <summary className="cursor-pointer text-navy-100">{waitingCopy.panel.details}</summary>
            <ul className="mt-2 space-y-1">
              {waiting.map((entry) => (
                <li key={entry.enquiry.id} className="flex items-center justify-between gap-3">
                  <span>{waitingCopy.panel.entry(when(entry))}</span>
                  <button type="button" onClick={() => discard(entry)} className="underline" aria-label={waitingCopy.panel.discardLabel(when(entry))}>
                    {waitingCopy.panel.discard}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        </div>
      )}
      {refused.map((entry) => (
        <div key={entry.enquiry.id} role="alert" className={waiting.length > 0 ? 'mt-4 border-t border-navy-700 pt-4' : undefined}>
          <p className="flex items-center gap-2 font-semibold">
            <Icon name="circle-alert" className="text-brass-300" />
            {waitingCopy.refused.headingOn(when(entry))}
          </p>
          <p className="mt-1 text-navy-100">{entry.refusal}</p>
          <p className="mt-1 text-navy-100">{waitingCopy.refused.keptUntil(keptUntil(entry))}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" onClick={() => void takeBack(entry)} className="btn-primary min-h-9 px-3 py-1.5 text-sm">
              {waitingCopy.refused.restore}
            </button>
            <button type="button" onClick={() => discard(entry)} className="underline">
              {waitingCopy.refused.discard}
            </button>
          </div>
        </div>
      ))}
    </section>
  )
}
