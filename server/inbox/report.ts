import { workingHoursBetween } from '../calendar/replyDue.ts'
import { isServiceId } from '../../app/shared/enquiry/serviceLabel.ts'
import type { Report, ReportBreakdown, ReportWeek } from '../../app/shared/staffApi.ts'
import type { ReportRow } from '../store/store.ts'
import { lastWeeks, weekOf } from './londonWeeks.ts'

/** The keys of an enquiry that did not say how it heard of the firm, and of one whose page is not recorded. */
export const notSaid = 'not-said'
export const notRecorded = 'not-recorded'

/** The report covers this many weeks, Monday to Sunday in London, the current one included. */
export const reportWeeks = 12

export type HoursToContact = (clockFrom: Date, firstContactAt: Date) => number

interface Tally {
  received: number
  held: number
  due: number
  contactedInTime: number
  hours: number[]
}

const emptyTally = (): Tally => ({ received: 0, held: 0, due: 0, contactedInTime: 0, hours: [] })

function median(values: number[]) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return Math.round(value * 10) / 10
}

/** One still inside its time counts neither for nor against the firm yet. */
function count(tally: Tally, row: ReportRow, now: Date, hoursToContact: HoursToContact) {
  const { replyDueAt, firstContactAt } = row
  if (replyDueAt === null) return
  if (firstContactAt === null) {
    if (replyDueAt.getTime() <= now.getTime()) tally.due++
    return
  }
  tally.due++
  if (firstContactAt.getTime() <= replyDueAt.getTime()) tally.contactedInTime++
  tally.hours.push(hoursToContact(row.clockFrom, firstContactAt))
}

function tallyOf(tallies: Map<string, Tally>, key: string) {
  const found = tallies.get(key)
  if (found) return found
  const tally = emptyTally()
  tallies.set(key, tally)
  return tally
}

const breakdown = (tallies: Map<string, Tally>): ReportBreakdown[] =>
  [...tallies]
    .map(([key, { received, due, contactedInTime, hours }]) => ({ key, received, due, contactedInTime, medianWorkingHoursToContact: median(hours) }))
    .sort((a, b) => b.received - a.received || a.key.localeCompare(b.key))

/**
 * Counts and usernames only: no personal data. A held enquiry is erased after 30 days, so older weeks
 * count only those released.
 */
export function buildReport(rows: ReportRow[], now: Date, hoursToContact: HoursToContact = workingHoursBetween): Report {
  const { mondays } = lastWeeks(now, reportWeeks)
  const weeks = new Map(mondays.map((monday) => [monday, emptyTally()]))
  const byArea = new Map<string, Tally>()
  const byAssignee = new Map<string, Tally>()
  const bySource = new Map<string, Tally>()
  const byPage = new Map<string, Tally>()
  const overall = emptyTally()
  for (const row of rows) {
    const week = weeks.get(weekOf(row.createdAt))
    if (!week) continue
    week.received++
    if (row.wasHeld) week.held++
    if (row.held) continue
    const area = isServiceId(row.serviceType) ? row.serviceType : 'none'
    const assignee = row.assignee ?? 'unassigned'
    const source = row.heardFrom || notSaid
    const page = row.sentFrom || notRecorded
    for (const tally of [tallyOf(byArea, area), tallyOf(byAssignee, assignee), tallyOf(bySource, source), tallyOf(byPage, page)]) {
      tally.received++
      count(tally, row, now, hoursToContact)
    }
    count(week, row, now, hoursToContact)
    count(overall, row, now, hoursToContact)
  }
  return {
    withinPromise: overall.due === 0 ? null : overall.contactedInTime / overall.due,
    weeks: mondays.map((weekOf): ReportWeek => {
      const { received, held, due, contactedInTime, hours } = weeks.get(weekOf)!
      return { weekOf, received, held, due, contactedInTime, medianWorkingHoursToContact: median(hours) }
    }),
    byArea: breakdown(byArea),
    byAssignee: breakdown(byAssignee),
    bySource: breakdown(bySource),
    byPage: breakdown(byPage),
  }
}
