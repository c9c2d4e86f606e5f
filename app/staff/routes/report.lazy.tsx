import { useQuery } from '@tanstack/react-query'
import { createLazyRoute } from '@tanstack/react-router'
import { staffCopy } from '../../shared/content/staff.ts'
import { reportQuery } from '../api/queries.ts'
import { PromiseReport } from '../report/PromiseReport.tsx'
import { LoadFailed } from '../ui/RouteStates.tsx'
import { useDocumentTitle } from '../ui/useDocumentTitle.ts'

export const Route = createLazyRoute('/signed-in/staff/report')({
  component: ReportScreen,
})

/** The reply promise over the last 12 weeks, counted by the server. */
function ReportScreen() {
  const report = useQuery(reportQuery)
  useDocumentTitle(staffCopy.documentTitle(staffCopy.report.screen))
  return (
    <>
      <h1 className="heading-lg mt-4 text-navy-900 md:mt-6">{staffCopy.report.heading}</h1>
      {report.isPending && (
        <p role="status" className="mt-6 text-ink-soft">
          {staffCopy.report.loading}
        </p>
      )}
      {report.isError && !report.data && <LoadFailed what={staffCopy.report.what} error={report.error} retry={() => void report.refetch()} />}
      {report.data && <PromiseReport report={report.data} />}
    </>
  )
}
