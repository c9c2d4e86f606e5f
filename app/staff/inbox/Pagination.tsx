import { Link } from '@tanstack/react-router'
import type { InboxSearch } from '../../shared/staffApi.ts'
import { staffCopy } from '../../shared/content/staff.ts'

interface PaginationProps {
  search: InboxSearch
  page: number
  pageCount: number
}

const linkClass = 'btn border-2 border-navy-700 px-4 py-2 text-navy-800 hover:bg-navy-50'

/** Previous and Next, with where this page is among them; page 1 keeps the address plain. */
export function Pagination({ search, page, pageCount }: PaginationProps) {
  if (pageCount <= 1) return null
  const to = (target: number) => ({ ...search, page: target === 1 ? undefined : target })
  return (
    <nav aria-label={staffCopy.inbox.pages.label} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to="/staff" search={to(Math.min(page - 1, pageCount))} rel="prev" className={linkClass}>
          {staffCopy.inbox.pages.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm font-medium">{staffCopy.inbox.pages.current(page, pageCount)}</p>
      {page < pageCount ? (
        <Link to="/staff" search={to(page + 1)} rel="next" className={linkClass}>
          {staffCopy.inbox.pages.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
