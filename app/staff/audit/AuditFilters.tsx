import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { staffAccountCopy } from '../../shared/content/staffAccount.ts'
import { auditActions, type AuditSearch } from '../../shared/staffApi.ts'
import { staffAccountsQuery } from '../api/queries.ts'

const copy = staffAccountCopy.audit
const selectClass = 'mt-1.5 w-full rounded-md border border-navy-200 bg-white px-3 py-2.5 text-ink'

/** Who and what, as two choices that take effect at once; an enquiry's entries alone come from a link in the log. */
export function AuditFilters({ search }: { search: AuditSearch }) {
  const navigate = useNavigate()
  const accounts = useQuery(staffAccountsQuery)
  // Each change starts again at the newest page.
  const show = (change: Partial<AuditSearch>) => void navigate({ to: '/staff/audit', search: { ...search, ...change, page: undefined } })
  const actors = [...(accounts.data ?? []).map((account) => account.username), 'api']
  if (search.actor && !actors.includes(search.actor)) actors.push(search.actor)
  return (
    <fieldset className="mt-6 grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{copy.filters.label}</legend>
      <div>
        <label htmlFor="audit-actor" className="block font-medium text-navy-900">
          {copy.filters.actor}
        </label>
        <select id="audit-actor" value={search.actor ?? ''} onChange={(event) => show({ actor: event.target.value || undefined })} className={selectClass}>
          <option value="">{copy.filters.anyone}</option>
          {actors.map((actor) => (
            <option key={actor} value={actor}>
              {actor === 'api' ? copy.api : actor}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="audit-action" className="block font-medium text-navy-900">
          {copy.filters.action}
        </label>
        <select
          id="audit-action"
          value={search.action ?? ''}
          onChange={(event) => show({ action: (event.target.value || undefined) as AuditSearch['action'] })}
          className={selectClass}
        >
          <option value="">{copy.filters.anything}</option>
          {auditActions.map((action) => (
            <option key={action} value={action}>
              {copy.actions[action]}
            </option>
          ))}
        </select>
      </div>
      {search.enquiry && (
        <p className="sm:col-span-2">
          <Link to="/staff/audit" search={{ ...search, enquiry: undefined, page: undefined }} className="link-underline font-medium text-navy-800">
            {copy.filters.everyEnquiry}
          </Link>
        </p>
      )}
    </fieldset>
  )
}
