import { Link } from '@tanstack/react-router'
import { LoadFailed } from '../ui/RouteStates.tsx'
import { useQuery } from '@tanstack/react-query'
import type { InboxSearch } from '../../shared/staffApi.ts'
import { staffCopy } from '../../shared/content/staff.ts'
import { hasFilters } from './inboxSearch.ts'
import { InboxRow } from './InboxRow.tsx'
import { Pagination } from './Pagination.tsx'
import { inboxPageQuery } from '../api/queries.ts'

/** Why a list is empty: a quick filter on its own says what it looked for. */
function emptyText(search: InboxSearch) {
  if (search.view && !search.status && !search.service && !search.q) return staffCopy.views.empty[search.view]
  return hasFilters(search) ? staffCopy.noMatches : staffCopy.noEnquiries
}

export function InboxResults({ search, now }: { search: InboxSearch; now: number }) {
  const inbox = useQuery(inboxPageQuery(search))

  if (inbox.isPending) {
    return (
      <p role="status" className="mt-6 text-ink-soft">
        {staffCopy.inbox.loading}
      </p>
    )
  }
  if (inbox.isError && !inbox.data) {
    return <LoadFailed what={staffCopy.inbox.what} error={inbox.error} retry={() => void inbox.refetch()} />
  }

  const { items, total, page, pageCount } = inbox.data
  const clearFilters = (
    <Link to="/staff" className="link-underline font-semibold text-navy-800">
      {staffCopy.inbox.showAll}
    </Link>
  )
  return (
    <div aria-busy={inbox.isPlaceholderData} className="mt-6">
      <p role="status" className="text-sm font-medium text-ink-soft">
        {total === 0 ? '' : staffCopy.inbox.count(total, hasFilters(search))}
      </p>
      {total === 0 && (
        <div className="card mt-3 p-6">
          <p>{emptyText(search)}</p>
          {hasFilters(search) && <p className="mt-2">{clearFilters}</p>}
        </div>
      )}
      {total > 0 && items.length === 0 && (
        <div className="card mt-3 p-6">
          <p>{staffCopy.inbox.noSuchPage(page, pageCount)}</p>
          <p className="mt-2">
            <Link to="/staff" search={{ ...search, page: undefined }} className="link-underline font-semibold text-navy-800">
              {staffCopy.inbox.goToFirstPage}
            </Link>
          </p>
        </div>
      )}
      {items.length > 0 && (
        // minmax(0, …): a row's one-line message is cut at the card's edge, never widening the list.
        <ul className={`mt-3 grid grid-cols-[minmax(0,1fr)] gap-3 lg:gap-2 ${inbox.isPlaceholderData ? 'opacity-70' : ''}`}>
          {items.map((enquiry) => (
            <InboxRow key={enquiry.id} enquiry={enquiry} now={now} />
          ))}
        </ul>
      )}
      <Pagination search={search} page={page} pageCount={pageCount} />
    </div>
  )
}
