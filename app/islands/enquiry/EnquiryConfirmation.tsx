import { useEffect, useId, useRef } from 'react'
import { enquiryForm } from '../../shared/content/contact.ts'
import { Icon } from '../../shared/components/Icon.tsx'

/** Stays above the form once the toast has gone; focus moves here, so a screen reader reads it out. */
export function EnquiryConfirmation({ kind }: { kind: 'delivered' | 'kept' }) {
  const headingId = useId()
  const box = useRef<HTMLElement>(null)
  useEffect(() => box.current?.focus(), [])
  const copy = enquiryForm.confirmation[kind]
  const delivered = kind === 'delivered'
  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={`rounded-lg border-l-4 p-4 text-sm sm:col-span-2 ${delivered ? 'border-moss bg-moss-light' : 'border-navy-500 bg-navy-50'}`}
    >
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-navy-900">
        <Icon name={delivered ? 'badge-check' : 'cloud-upload'} className={delivered ? 'text-moss' : 'text-navy-700'} />
        {copy.heading}
      </h3>
      <p className="mt-1 text-ink">{copy.text}</p>
    </section>
  )
}
