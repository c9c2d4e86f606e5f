import type { StatusChange } from '../../shared/staffApi.ts'
import { formatWhen } from '../ui/formatWhen.ts'
import { statusChangeLabel } from './statusActions.ts'
import { staffCopy } from '../../shared/content/staff.ts'

/** How the enquiry got where it is: its arrival, then each change of status, who made it and when. */
export function EnquiryHistory({ history, now }: { history: StatusChange[]; now: number }) {
  return (
    <section aria-labelledby="history-heading" className="mt-8">
      <h2 id="history-heading" className="heading-md text-navy-900">
        {staffCopy.enquiry.history}
      </h2>
      <ol className="mt-3 grid gap-2">
        {history.map((change, index) => {
          const before = history[index - 1]
          return (
            <li key={`${change.at}-${change.status}`} className="border-l-4 border-brass-400 bg-white py-2 pl-4 pr-3">
              <span className="font-semibold">{before ? statusChangeLabel(before.status, change.status) : staffCopy.enquiry.arrived}</span>{' '}
              <time dateTime={change.at} className="text-ink-soft">
                {formatWhen(change.at, now)}
              </time>
              {before && <span className="text-ink-soft">{staffCopy.enquiry.changedBy(change.by)}</span>}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
