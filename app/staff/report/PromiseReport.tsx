import { reportCopy } from '../../shared/content/reportCopy.ts'
import type { Report, ReportBreakdown, ReportWeek } from '../../shared/staffApi.ts'
import * as staffApi from '../../shared/staffRoutes/reads.ts'
import { type Column, ReportTable } from './ReportTable.tsx'
import { areaLabel, assigneeLabel, pageLabel, sourceLabel } from '../../shared/enquiry/reportLabels.ts'
import { hoursText, percent, weekLabel } from './reportFigures.ts'

const { columns } = reportCopy

const weekColumns: Column<ReportWeek>[] = [
  {
    heading: columns.week,
    cell: (week) => (
      <time dateTime={week.weekOf} className="whitespace-nowrap">
        {weekLabel(week.weekOf)}
      </time>
    ),
  },
  { heading: columns.received, cell: (week) => week.received, numeric: true },
  { heading: columns.held, cell: (week) => week.held, numeric: true },
  { heading: columns.inTime, cell: (week) => reportCopy.inTimeOf(week.contactedInTime, week.due), numeric: true },
  { heading: columns.median, cell: (week) => hoursText(week.medianWorkingHoursToContact), numeric: true },
]

const breakdownColumns = (heading: string, label: (key: string) => string): Column<ReportBreakdown>[] => [
  { heading, cell: (row) => label(row.key) },
  { heading: columns.received, cell: (row) => row.received, numeric: true },
  { heading: columns.inTime, cell: (row) => reportCopy.inTimeOf(row.contactedInTime, row.due), numeric: true },
  { heading: columns.median, cell: (row) => hoursText(row.medianWorkingHoursToContact), numeric: true },
]

/** Counts only: nothing in it names or describes anyone. */
export function PromiseReport({ report }: { report: Report }) {
  return (
    <>
      <section aria-labelledby="headline" className="card mt-4 p-4 sm:p-6">
        {report.withinPromise === null ? (
          <p id="headline">{reportCopy.noneYet}</p>
        ) : (
          <p id="headline">
            <strong className="block font-serif text-5xl font-semibold text-navy-900">{reportCopy.withinPromise(percent(report.withinPromise))}</strong>
            <span className="mt-1 block text-lg">{reportCopy.headline}</span>
          </p>
        )}
        <p className="mt-3 text-sm text-ink-soft">{reportCopy.explained}</p>
        <a href={staffApi.reportCsv.path} download className="btn mt-4 border-2 border-navy-700 bg-white text-navy-800 hover:bg-navy-50">
          {reportCopy.csv}
        </a>
      </section>
      <ReportTable id="weeks-heading" heading={reportCopy.weeks} columns={weekColumns} rows={report.weeks} rowKey={(week) => week.weekOf} />
      <ReportTable
        id="areas-heading"
        heading={reportCopy.byArea}
        columns={breakdownColumns(columns.area, areaLabel)}
        rows={report.byArea}
        rowKey={(row) => row.key}
      />
      <ReportTable
        id="owners-heading"
        heading={reportCopy.byAssignee}
        columns={breakdownColumns(columns.assignee, assigneeLabel)}
        rows={report.byAssignee}
        rowKey={(row) => row.key}
      />
      <ReportTable
        id="sources-heading"
        heading={reportCopy.bySource}
        columns={breakdownColumns(columns.source, sourceLabel)}
        rows={report.bySource}
        rowKey={(row) => row.key}
      />
      <ReportTable
        id="pages-heading"
        heading={reportCopy.byPage}
        columns={breakdownColumns(columns.page, pageLabel)}
        rows={report.byPage}
        rowKey={(row) => row.key}
      />
    </>
  )
}
