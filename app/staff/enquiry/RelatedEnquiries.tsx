import { Link } from '@tanstack/react-router'
import { staffCopy } from '../../shared/content/staff.ts'
import { serviceLabel } from '../../shared/enquiry/serviceLabel.ts'
import type { StaffEnquiryDetail } from '../../shared/staffApi.ts'
import { formatWhen } from '../ui/formatWhen.ts'
import { StatusBadge } from './StatusBadge.tsx'

type Related = StaffEnquiryDetail['related']

function RelatedList({ id, heading, related, now }: { id: string; heading: string; related: Related; now: number }) {
  if (related.length === 0) return null
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="heading-md text-navy-900">
        {heading}
      </h2>
      <ul className="mt-3 grid gap-2">
        {related.map((other) => (
          <li key={other.id} className="card flex flex-wrap items-center justify-between gap-x-4 gap-y-1 p-4">
            <div>
              <Link to="/staff/enquiries/$id" params={{ id: other.id }} className="link-underline font-semibold text-navy-900">
                <time dateTime={other.createdAt}>{formatWhen(other.createdAt, now)}</time>
              </Link>
              <p dir="auto">{serviceLabel(other.serviceType)}</p>
              <p className="text-sm text-ink-soft">{staffCopy.related.matched(other.matchedBy.map((way) => staffCopy.related.matchedBy[way]))}</p>
            </div>
            <StatusBadge status={other.status} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The same e-mail or phone: a returning client, or the same enquiry typed again after the first seemed lost. */
export function RelatedEnquiries({ enquiry, now }: { enquiry: StaffEnquiryDetail; now: number }) {
  const arrived = Date.parse(enquiry.createdAt)
  const newestFirst = [...enquiry.related].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
  return (
    <>
      <RelatedList
        id="earlier-heading"
        heading={staffCopy.related.earlier}
        related={newestFirst.filter((other) => Date.parse(other.createdAt) <= arrived)}
        now={now}
      />
      <RelatedList
        id="later-heading"
        heading={staffCopy.related.later}
        related={newestFirst.filter((other) => Date.parse(other.createdAt) > arrived)}
        now={now}
      />
    </>
  )
}
