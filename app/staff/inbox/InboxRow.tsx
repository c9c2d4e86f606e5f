import { Link } from '@tanstack/react-router'
import { Icon } from '../../shared/components/Icon.tsx'
import { staffCopy } from '../../shared/content/staff.ts'
import type { InboxItem } from '../../shared/staffApi.ts'
import { formatWhen } from '../ui/formatWhen.ts'
import { ReplyCountdown } from '../enquiry/ReplyCountdown.tsx'
import { serviceLabel } from '../../shared/enquiry/serviceLabel.ts'
import { StatusBadge } from '../enquiry/StatusBadge.tsx'
import { HeldBadge } from '../enquiry/HeldBadge.tsx'
import { awaitingReply } from '../enquiry/awaitingReply.ts'
import { replyCountdown } from '../enquiry/timeLeft.ts'

/** The id of an enquiry's link in the list, where focus returns from that enquiry. */
export const inboxRowLinkId = (id: string) => `enquiry-link-${id}`

export function InboxRow({ enquiry, now }: { enquiry: InboxItem; now: number }) {
  const dueAt = awaitingReply(enquiry)
  const countdown = dueAt ? replyCountdown(dueAt, now) : undefined
  const overdue = countdown?.overdue ?? false
  return (
    // On a desk's screen each enquiry is one line, so a page of twenty is read without scrolling far.
    <li
      className={`rounded-xl p-4 shadow-sm ring-1 lg:grid lg:grid-cols-[minmax(0,1fr)_auto_auto] lg:items-center lg:gap-x-6 lg:py-2.5 ${overdue ? 'border-l-8 border-rust bg-rust-light ring-rust' : 'bg-white ring-navy-100'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 lg:flex-nowrap lg:items-center">
        <h2 className="text-lg font-semibold leading-snug lg:truncate">
          <Link id={inboxRowLinkId(enquiry.id)} to="/staff/enquiries/$id" params={{ id: enquiry.id }} className="link-underline text-navy-900">
            <span dir="auto">{enquiry.firstName}</span> <span dir="auto">{enquiry.lastName}</span>
          </Link>
        </h2>
        <span className="flex flex-wrap gap-1.5 lg:shrink-0 lg:flex-nowrap">
          {enquiry.held && <HeldBadge />}
          <StatusBadge status={enquiry.status} />
        </span>
      </div>
      <p className="mt-1 lg:mt-0" dir="auto">
        {serviceLabel(enquiry.serviceType)}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm lg:mt-0">
        <p className="text-ink-soft">
          {staffCopy.inbox.received} <time dateTime={enquiry.createdAt}>{formatWhen(enquiry.createdAt, now)}</time>
        </p>
        <p className={`flex items-center gap-1.5 ${enquiry.assignee ? 'text-navy-800' : 'text-ink-soft'}`}>
          <Icon name="briefcase" />
          {enquiry.assignee ? staffCopy.inbox.assignedTo(enquiry.assignee) : staffCopy.inbox.unassigned}
        </p>
        {countdown && <ReplyCountdown countdown={countdown} />}
      </div>
    </li>
  )
}
