import { Link } from '@tanstack/react-router'
import { staffCopy } from '../../shared/content/staff.ts'
import { type InboxCounts, inboxViews, type InboxSearch, type InboxView } from '../../shared/staffApi.ts'

const chip = 'inline-flex min-h-11 items-center rounded-full border-2 px-4 font-semibold no-underline'
const chipOn = `${chip} border-navy-800 bg-navy-800 text-white`
const chipOff = `${chip} border-navy-200 bg-white text-navy-800 hover:border-navy-700`

/** Each keeps the status, service and search, and starts again at page 1. */
export function InboxViews({ search, counts }: { search: InboxSearch; counts: InboxCounts | undefined }) {
  const views: Array<{ view: InboxView | undefined; name: string }> = [
    { view: undefined, name: staffCopy.views.all },
    ...inboxViews.map((view) => ({ view, name: staffCopy.views.names[view] })),
  ]
  return (
    <nav aria-label={staffCopy.views.label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {views.map(({ view, name }) => {
          const current = search.view === view
          return (
            <li key={name}>
              {/* Exact, with the search: the router marks only the view shown as the current page. */}
              <Link to="/staff" search={{ ...search, view, page: undefined }} activeOptions={{ exact: true }} className={current ? chipOn : chipOff}>
                {name}
                {counts && <span className="tabular-nums">{staffCopy.views.counted(counts[view ?? 'all'])}</span>}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
