import { Link } from '@tanstack/react-router'
import type { AuditPage, AuditSearch } from '../../shared/staffApi.ts'
import { formatWhen } from '../ui/formatWhen.ts'
import { useMinuteClock } from '../ui/useMinuteClock.ts'
import { staffAccountCopy } from '../../shared/content/staffAccount.ts'

const copy = staffAccountCopy.audit
const linkClass = 'btn border-2 border-navy-700 px-4 py-2 text-navy-800 hover:bg-navy-50'

/** A deleted enquiry by its id, a kept one by its enquirer's name; a list, not a table, so it reads on a phone. */
export function AuditLog({ log, search }: { log: AuditPage; search: AuditSearch }) {
  const now = useMinuteClock()
  if (log.items.length === 0) return <p className="mt-6">{copy.empty}</p>
  const to = (page: number) => ({ ...search, page: page === 1 ? undefined : page })
  return (
    <>
      <ol className="mt-6 grid gap-2">
        {log.items.map((entry) => (
          <li
            key={`${entry.at} ${entry.actor} ${entry.action} ${entry.enquiryId}`}
            className="card grid gap-1 p-3 text-sm sm:(grid-cols-[12rem_1fr_auto] items-center gap-4)"
          >
            <time dateTime={entry.at} className="text-ink-soft">
              {formatWhen(entry.at, now)}
            </time>
            <span>
              <strong className="text-navy-900">{entry.actor === 'api' ? copy.api : entry.actor}</strong> {copy.actions[entry.action]}
            </span>
            <span className="grid gap-0.5">
              {entry.enquiryName === null ? (
                <span className="break-all font-mono text-xs">
                  {entry.enquiryId} {copy.deleted}
                </span>
              ) : (
                <Link to="/staff/enquiries/$id" params={{ id: entry.enquiryId }} className="link-underline font-medium text-navy-800" dir="auto">
                  {entry.enquiryName}
                </Link>
              )}
              {!search.enquiry && (
                <Link to="/staff/audit" search={{ enquiry: entry.enquiryId }} className="link-underline text-xs text-ink-soft">
                  {copy.filters.onlyThis(entry.enquiryName ?? entry.enquiryId)}
                </Link>
              )}
            </span>
          </li>
        ))}
      </ol>
      {log.pageCount > 1 && (
        <nav aria-label={copy.pages.label} className="mt-6 flex items-center justify-between gap-4">
          {log.page > 1 ? (
            <Link to="/staff/audit" search={to(log.page - 1)} rel="prev" className={linkClass}>
              {copy.pages.previous}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm font-medium">{copy.pages.current(log.page, log.pageCount)}</p>
          {log.page < log.pageCount ? (
            <Link to="/staff/audit" search={to(log.page + 1)} rel="next" className={linkClass}>
              {copy.pages.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  )
}
