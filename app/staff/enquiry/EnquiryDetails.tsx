import type { ReactNode } from 'react'
import { Icon } from '../../shared/components/Icon.tsx'
import { heardFromChoices } from '../../shared/enquiry/heardFrom.ts'
import type { StaffEnquiry } from '../../shared/staffApi.ts'
import { formatWhen } from '../ui/formatWhen.ts'
import { ReplyCountdown } from './ReplyCountdown.tsx'
import { serviceLabel } from '../../shared/enquiry/serviceLabel.ts'
import { StatusBadge } from './StatusBadge.tsx'
import { HeldBadge } from './HeldBadge.tsx'
import { awaitingReply } from './awaitingReply.ts'
import { countryName } from './countryName.ts'
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

/** The number to dial: the API gives it in E.164 (+44…, +1…), so it dials from any country. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The visitor's answer to "How did you hear about us?", in words; an answer no longer offered, as it was stored. */
function heardFromText(answer: string) {
  const choice = heardFromChoices.find((known) => known === answer)
  if (choice) return staffCopy.enquiry.heardFrom[choice]
  return answer || staffCopy.enquiry.notAnswered
}

export function ContactButtons({ enquiry }: { enquiry: StaffEnquiry }) {
  return (
    <div className="mt-4 grid grid-cols-2 gap-3 sm:max-w-md">
      <a href={telHref(enquiry.phone)} className="btn-navy min-h-12 text-lg">
        <Icon name="phone" />
        {staffCopy.enquiry.call}
      </a>
      {/* To the reply from the inbox, so the e-mail is sent from the firm and kept on the timeline. */}
      <a href="#reply" className="btn min-h-12 border-2 border-navy-700 bg-white text-lg text-navy-800 hover:bg-navy-50">
        <Icon name="mail" />
        {staffCopy.enquiry.email}
      </a>
    </div>
  )
}

export function EnquiryDetails({ enquiry, now }: { enquiry: StaffEnquiry; now: number }) {
  const dueAt = awaitingReply(enquiry)
  const country = enquiry.phoneCountry ? countryName(enquiry.phoneCountry) : undefined
  return (
    <dl className="card divide-y divide-navy-100 px-4 sm:px-6">
      <Detail term={staffCopy.enquiry.terms.firstName}>
        <span dir="auto">{enquiry.firstName}</span>
      </Detail>
      <Detail term={staffCopy.enquiry.terms.lastName}>
        <span dir="auto">{enquiry.lastName}</span>
      </Detail>
      <Detail term={staffCopy.enquiry.terms.email}>
        <a href={`mailto:${enquiry.email}`} className={linkClass} dir="auto">
          {enquiry.email}
        </a>
      </Detail>
      <Detail term={staffCopy.enquiry.terms.phone}>
        <a href={telHref(enquiry.phone)} className={linkClass} dir="ltr">
          {enquiry.phoneDisplay}
        </a>
        {country && <span className="text-ink-soft"> {staffCopy.enquiry.phoneCountry(country)}</span>}
      </Detail>
      <Detail term={staffCopy.enquiry.terms.service}>
        <span dir="auto">{serviceLabel(enquiry.serviceType)}</span>
      </Detail>
      <Detail term={staffCopy.enquiry.terms.otherParty}>
        {enquiry.otherParty ? <span dir="auto">{enquiry.otherParty}</span> : <span className="text-ink-soft">{staffCopy.enquiry.noOtherParty}</span>}
      </Detail>
      <Detail term={staffCopy.enquiry.terms.details}>
        {enquiry.details ? (
          <p className="whitespace-pre-wrap" dir="auto">
            {enquiry.details}
          </p>
        ) : (
          <p className="text-ink-soft">{staffCopy.noDetails}</p>
        )}
      </Detail>
      <Detail term={staffCopy.enquiry.terms.received}>
        <time dateTime={enquiry.createdAt}>{formatWhen(enquiry.createdAt, now)}</time>
      </Detail>
      <Detail term={staffCopy.enquiry.terms.sentFrom}>{enquiry.sentFrom || <span className="text-ink-soft">{staffCopy.enquiry.notRecorded}</span>}</Detail>
      <Detail term={staffCopy.enquiry.terms.heardFrom}>{heardFromText(enquiry.heardFrom)}</Detail>
      <Detail term={staffCopy.enquiry.terms.status}>
        <span className="flex flex-wrap gap-1.5">
          {enquiry.held && <HeldBadge />}
          <StatusBadge status={enquiry.status} />
        </span>
      </Detail>
      {dueAt && (
        <Detail term={staffCopy.enquiry.terms.replyDue}>
          <time dateTime={dueAt}>{formatWhen(dueAt, now)}</time>
          <ReplyCountdown countdown={replyCountdown(dueAt, now)} />
        </Detail>
      )}
      {enquiry.firstContactAt && (
        <Detail term={staffCopy.enquiry.terms.firstContact}>
          <time dateTime={enquiry.firstContactAt}>{formatWhen(enquiry.firstContactAt, now)}</time>
        </Detail>
      )}
    </dl>
  )
}
