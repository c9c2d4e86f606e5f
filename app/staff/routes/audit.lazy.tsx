import { useQuery } from '@tanstack/react-query'
import { createLazyRoute } from '@tanstack/react-router'
import { staffCopy } from '../../shared/content/staff.ts'
import { staffAccountCopy } from '../../shared/content/staffAccount.ts'
import { auditQuery } from '../api/queries.ts'
import { AuditFilters } from '../audit/AuditFilters.tsx'
import { AuditLog } from '../audit/AuditLog.tsx'
import { LoadFailed } from '../ui/RouteStates.tsx'
import { useDocumentTitle } from '../ui/useDocumentTitle.ts'

export const Route = createLazyRoute('/signed-in/staff/audit')({
  component: AuditScreen,
})

const copy = staffAccountCopy.audit

function AuditScreen() {
  const search = Route.useSearch()
  const log = useQuery(auditQuery(search))
  useDocumentTitle(staffCopy.documentTitle(copy.screen))
  return (
    <>
      <h1 className="heading-lg mt-4 text-navy-900 md:mt-6">{copy.heading}</h1>
      <p className="mt-2 max-w-prose">{copy.intro}</p>
      {log.isPending && (
        <p role="status" className="mt-6 text-ink-soft">
          {copy.loading}
        </p>
      )}
      {log.isError && !log.data && <LoadFailed what={copy.what} error={log.error} retry={() => void log.refetch()} />}
      <AuditFilters search={search} />
      {log.data && <AuditLog log={log.data} search={search} />}
    </>
  )
}
