import { Link } from '@tanstack/react-router'
import { conflictsCopy } from '../../shared/content/conflictsCopy.ts'
import { serviceLabel } from '../../shared/enquiry/serviceLabel.ts'
import type { StaffEnquiryDetail } from '../../shared/staffApi.ts'
import { formatWhen } from '../ui/formatWhen.ts'
import { StatusBadge } from './StatusBadge.tsx'

/** Shown before who has it, so nobody takes it unseen (server/inbox/conflicts.ts); by date, area and status, as opening one is on record. */
export function PossibleConflicts({ enquiry, now }: { enquiry: StaffEnquiryDetail; now: number }) {
  const { total, items } = enquiry.conflicts
  if (total === 0) return <p className="mt-4 text-sm text-ink-soft">{conflictsCopy.none}</p>
  return (
    <section aria-labelledby="conflicts-heading" className="mt-4 rounded-lg border-l-4 border-rust bg-rust-light p-4">
      <h2 id="conflicts-heading" className="font-semibold text-rust">
        {conflictsCopy.heading}
      </h2>
      <p className="mt-1">{conflictsCopy.intro}</p>
      <ul className="mt-3 grid gap-2">
        {items.map((other) => (
          <li key={other.id} className="card flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
            <div>
              <Link to="/staff/enquiries/$id" params={{ id: other.id }} className="link-underline font-semibold text-navy-900">
                <time dateTime={other.createdAt}>{formatWhen(other.createdAt, now)}</time>
              </Link>
              <p dir="auto">{serviceLabel(other.serviceType)}</p>
              {other.reasons.map((reason) => (
                <p key={reason} className="text-sm">
                  {conflictsCopy.reasons[reason]}
                </p>
              ))}
            </div>
            <StatusBadge status={other.status} />
          </li>
        ))}
      </ul>
      {total > items.length && <p className="mt-3">{conflictsCopy.more(total - items.length)}</p>}
    </section>
  )
}
