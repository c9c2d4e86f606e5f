import { serviceTitles } from '../../app/shared/content/serviceTitles.ts'
import { isServiceId } from '../../app/shared/enquiry/serviceLabel.ts'
import { staffCopy } from '../../app/shared/content/staff.ts'
import { reportCopy } from '../../app/shared/content/reportCopy.ts'
import { heardFromChoices } from '../../app/shared/enquiry/heardFrom.ts'
import type { Report, ReportBreakdown } from '../../app/shared/staffApi.ts'
import { notRecorded } from './report.ts'

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const field = (value: string | number | null) => {
  const text = value === null ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const line = (values: Array<string | number | null>) => values.map(field).join(',')

const percent = (share: number | null) => (share === null ? 'no enquiries due yet' : `${Math.round(share * 100)}%`)

const areaName = (key: string) => (isServiceId(key) ? serviceTitles[key] : 'Not stated')

const sourceName = (key: string) => {
  const choice = heardFromChoices.find((known) => known === key)
  return choice ? staffCopy.enquiry.heardFrom[choice] : reportCopy.notSaid
}

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
    ...breakdownLines('Area of law', report.byArea, areaName),
    '',
    ...breakdownLines('Assignee', report.byAssignee, (key) => key),
    '',
    ...breakdownLines('How they heard of us', report.bySource, sourceName),
    '',
    ...breakdownLines('Page sent from', report.byPage, (key) => (key === notRecorded ? reportCopy.pageNotRecorded : key)),
  ]
    .map((text) => `${text}\r\n`)
    .join('')
}
