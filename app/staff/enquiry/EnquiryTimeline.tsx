import type { EnquiryStatus } from '../../shared/enquiry/status.ts'
import type { TimelineEntryJson } from '../../shared/staffApi.ts'
import { staffCopy } from '../../shared/content/staff.ts'
import { formatWhen } from '../ui/formatWhen.ts'
import { statusChangeLabel } from './statusActions.ts'

function entryTitle(entry: TimelineEntryJson, statusBefore: EnquiryStatus | undefined) {
  switch (entry.kind) {
    case 'status':
      return statusBefore ? statusChangeLabel(statusBefore, entry.status) : staffCopy.timeline.arrived
    case 'held':
      return staffCopy.timeline.held
    case 'released':
      return staffCopy.timeline.released
    case 'assigned':
      return staffCopy.timeline.assigned(entry.to)
    case 'note':
      return staffCopy.timeline.note
    case 'returned':
      return staffCopy.timeline.returned(entry.from)
    case 'call':
      return staffCopy.timeline.call(staffCopy.calls.outcomes[entry.outcome])
    case 'reply':
      return staffCopy.timeline.reply
    case 'reply-sent':
      return staffCopy.timeline.replySent
  }
}

/** Who the timeline names for what arrived through the site (enquiryRecord.ts). */
const websiteActor = 'website'

const tone: Record<TimelineEntryJson['kind'], string> = {
  status: 'border-brass-400 bg-white',
  held: 'border-rust bg-rust-light',
  released: 'border-moss bg-white',
  assigned: 'border-navy-300 bg-white',
  note: 'border-teal bg-teal-light',
  returned: 'border-rust bg-white',
  call: 'border-moss bg-white',
  reply: 'border-navy-700 bg-white',
  'reply-sent': 'border-moss bg-white',
}

export function EnquiryTimeline({ timeline, now }: { timeline: TimelineEntryJson[]; now: number }) {
  const sent = new Set(timeline.flatMap((entry) => (entry.kind === 'reply-sent' ? [entry.replyId] : [])))
  let status: EnquiryStatus | undefined
  const entries = timeline.map((entry, position) => {
    const before = status
    if (entry.kind === 'status') status = entry.status
    // The timeline is only ever added to, so an entry's place in it is its identity.
    // What the website did on arrival (the enquiry itself, a hold) is said without a "by".
    return { key: `${position}-${entry.kind}`, entry, title: entryTitle(entry, before), byStaff: entry.by !== websiteActor }
  })
  return (
    <section aria-labelledby="timeline-heading" className="mt-8">
      <h2 id="timeline-heading" className="heading-md text-navy-900">
        {staffCopy.timeline.heading}
      </h2>
      <ol className="mt-3 grid gap-2">
        {entries.map(({ key, entry, title, byStaff }) => (
          <li key={key} className={`border-l-4 py-2 pl-4 pr-3 ${tone[entry.kind]}`}>
            <p>
              <span className="font-semibold">{title}</span>
              {byStaff && staffCopy.timeline.by(entry.by)}{' '}
              <time dateTime={entry.at} className="whitespace-nowrap text-ink-soft">
                {formatWhen(entry.at, now)}
              </time>
            </p>
            {entry.kind === 'held' && entry.reasons.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-sm">
                {entry.reasons.map((reason) => (
                  <li key={reason}>{staffCopy.timeline.holdReasons[reason]}</li>
                ))}
              </ul>
            )}
            {entry.kind === 'reply' && (
              <>
                <p className="mt-1 font-medium break-words" dir="auto">
                  {entry.subject}
                </p>
                <p className="mt-1 whitespace-pre-wrap break-words" dir="auto">
                  {entry.text}
                </p>
                {!sent.has(entry.replyId) && <p className="mt-1 text-sm text-ink-soft">{staffCopy.timeline.waiting}</p>}
              </>
            )}
            {entry.kind === 'note' && (
              <p className="mt-1 whitespace-pre-wrap break-words" dir="auto">
                {entry.text}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
