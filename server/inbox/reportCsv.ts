import { areaLabel, assigneeLabel, pageLabel, sourceLabel } from '../../app/shared/enquiry/reportLabels.ts'
import type { Report, ReportBreakdown } from '../../app/shared/staffApi.ts'

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const field = (value: string | number | null) => {
  const text = value === null ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const line = (values: Array<string | number | null>) => values.map(field).join(',')

const percent = (share: number | null) => (share === null ? 'no enquiries due yet' : `${Math.round(share * 100)}%`)

const breakdownLines = (heading: string, rows: ReportBreakdown[], name: (key: string) => string) => [
  line([heading, 'Received', 'Due', 'Contacted in time', 'Median working hours to first contact']),
  ...rows.map((row) => line([name(row.key), row.received, row.due, row.contactedInTime, row.medianWorkingHoursToContact])),
]

/** Only the firm's words, counts and usernames, none of which can start with a formula character. */
export function reportCsv(report: Report) {
  return [
    line(['First contacted within the promise (last 12 weeks)', percent(report.withinPromise)]),
    '',
    line(['Week of (Monday)', 'Received', 'Held', 'Due', 'Contacted in time', 'Median working hours to first contact']),
    ...report.weeks.map((week) => line([week.weekOf, week.received, week.held, week.due, week.contactedInTime, week.medianWorkingHoursToContact])),
    '',
    ...breakdownLines('Area of law', report.byArea, areaLabel),
    '',
    ...breakdownLines('Assignee', report.byAssignee, assigneeLabel),
    '',
    ...breakdownLines('How they heard of us', report.bySource, sourceLabel),
    '',
    ...breakdownLines('Page sent from', report.byPage, pageLabel),
  ]
    .map((text) => `${text}\r\n`)
    .join('')
}
