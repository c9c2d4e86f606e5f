import { useQuery } from '@tanstack/react-query'
import { createLazyRoute } from '@tanstack/react-router'
import { staffCopy } from '../../shared/content/staff.ts'
import { reportCopy } from '../../shared/content/reportCopy.ts'
import { reportQuery } from '../api/queries.ts'
import { PromiseReport } from '../report/PromiseReport.tsx'
import { LoadFailed } from '../ui/RouteStates.tsx'
import { useDocumentTitle } from '../ui/useDocumentTitle.ts'

export const Route = createLazyRoute('/signed-in/staff/report')({
  component: ReportScreen,
})

function ReportScreen() {
  const report = useQuery(reportQuery)
  useDocumentTitle(staffCopy.documentTitle(reportCopy.screen))
  return (
    <>
      <h1 className="heading-lg mt-4 text-navy-900 md:mt-6">{reportCopy.heading}</h1>
      {report.isPending && (
        <p role="status" className="mt-6 text-ink-soft">
          {reportCopy.loading}
        </p>
      )}
      {report.isError && !report.data && <LoadFailed what={reportCopy.what} error={report.error} retry={() => void report.refetch()} />}
      {report.data && <PromiseReport report={report.data} />}
    </>
  )
}
