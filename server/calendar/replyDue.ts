import { isWorkingDay, officeCalendarDay, officeDay } from './workingDay.ts'
import { type CalendarDay, isoDate, nextCalendarDay } from './zonedTime.ts'

const hourMs = 3_600_000

/**
 * The close of the first working day after the clock started, whatever its hour (decision 0039): Friday
 * 17:01 and Saturday are due at Monday's close. Server only: no page should download the holiday tables.
 */
export const replyDueAt = (clockFrom: Date): Date => {
  let day = nextCalendarDay(officeCalendarDay(clockFrom))
  while (!isWorkingDay(day)) day = nextCalendarDay(day)
  return officeDay(day).closes
}

/** The office time, in hours, between two instants: only working days, only between opening and closing. */
export const workingHoursBetween = (from: Date, to: Date): number => {
  if (to <= from) return 0
  const last = isoDate(officeCalendarDay(to))
  let total = 0
  for (let day: CalendarDay = officeCalendarDay(from); isoDate(day) <= last; day = nextCalendarDay(day)) {
    if (!isWorkingDay(day)) continue
    const { opens, closes } = officeDay(day)
    const start = Math.max(opens.getTime(), from.getTime())
    const end = Math.min(closes.getTime(), to.getTime())
    if (end > start) total += end - start
  }
  return total / hourMs
}
