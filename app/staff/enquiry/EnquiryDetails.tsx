import type { ReactNode } from 'react'
import { Icon } from '../../shared/components/Icon.tsx'
import type { StaffEnquiry } from '../../shared/staffApi.ts'
import { replyDueAt } from '../../shared/enquiry/replyDue.ts'
import { formatWhen } from '../ui/formatWhen.ts'
import { ReplyCountdown } from './ReplyCountdown.tsx'
import { serviceLabel } from '../../shared/enquiry/serviceLabel.ts'
import { StatusBadge } from './StatusBadge.tsx'
import { replyCountdown } from './timeLeft.ts'
import { staffCopy } from '../../shared/content/staff.ts'

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-ink-soft">{term}</dt>
      <dd className="mt-0.5 break-words sm:mt-0">{children}</dd>
    </div>
  )
}

const linkClass = 'link-underline font-medium text-navy-800'

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`

/** Call and E-mail as buttons a thumb finds, above everything else on the enquiry. */
export function ContactButtons({ enquiry }: { enquiry: StaffEnquiry }) {
  return (
    <div className="mt-4 grid grid-cols-2 gap-3 sm:max-w-md">
      <a href={telHref(enquiry.phone)} className="btn-navy min-h-12 text-lg">
        <Icon name="phone" />
        {staffCopy.enquiry.call}
      </a>
      <a href={`mailto:${enquiry.email}`} className="btn min-h-12 border-2 border-navy-700 bg-white text-lg text-navy-800 hover:bg-navy-50">
        <Icon name="mail" />
        {staffCopy.enquiry.email}
      </a>
    </div>
  )
}

/** Everything the enquirer sent, with one-tap e-mail and phone links, and where it stands. */
export function EnquiryDetails({ enquiry, now }: { enquiry: StaffEnquiry; now: number }) {
  const dueAt = replyDueAt(new Date(enquiry.createdAt)).toISOString()
  return (
    <dl className="card divide-y divide-navy-100 px-4 sm:px-6">
      <Detail term={staffCopy.enquiry.terms.firstName}>{enquiry.firstName}</Detail>
      <Detail term={staffCopy.enquiry.terms.lastName}>{enquiry.lastName}</Detail>
      <Detail term={staffCopy.enquiry.terms.email}>
        <a href={`mailto:${enquiry.email}`} className={linkClass}>
          {enquiry.email}
        </a>
      </Detail>
      <Detail term={staffCopy.enquiry.terms.phone}>
        <a href={telHref(enquiry.phone)} className={linkClass}>
          {enquiry.phone}
        </a>
      </Detail>
      <Detail term={staffCopy.enquiry.terms.service}>{serviceLabel(enquiry.serviceType)}</Detail>
      <Detail term={staffCopy.enquiry.terms.details}>
        {enquiry.details ? <p className="whitespace-pre-wrap">{enquiry.details}</p> : <p className="text-ink-soft">{staffCopy.noDetails}</p>}
      </Detail>
      <Detail term={staffCopy.enquiry.terms.received}>
        <time dateTime={enquiry.createdAt}>{formatWhen(enquiry.createdAt, now)}</time>
      </Detail>
      <Detail term={staffCopy.enquiry.terms.status}>
        <StatusBadge status={enquiry.status} />
      </Detail>
      {enquiry.status === 'new' && (
        <Detail term={staffCopy.enquiry.terms.replyDue}>
          <time dateTime={dueAt}>{formatWhen(dueAt, now)}</time>
          <ReplyCountdown countdown={replyCountdown(enquiry.createdAt, now)} />
        </Detail>
      )}
    </dl>
  )
}
