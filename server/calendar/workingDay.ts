import { firm } from '../../app/shared/content/firm.ts'
import { isHoliday } from './holidays.ts'
import { type CalendarDay, calendarDayAt, instantAt, isoDate, weekdayOf } from './zonedTime.ts'

const { days, opens, closes, timeZone } = firm.hours
const officeDays: ReadonlySet<string> = new Set(days)

export const isWorkingDay = (day: CalendarDay) => officeDays.has(weekdayOf(day)) && !isHoliday(day)

const openingTimes = new Map<string, { opens: number; closes: number }>()

/** Cached per date, as numbers so no caller can change them: the report reads the same few hundred days for every enquiry. */
export const officeDay = (day: CalendarDay) => {
  const key = isoDate(day)
  let times = openingTimes.get(key)
  if (!times) {
    times = { opens: instantAt(day, opens, timeZone).getTime(), closes: instantAt(day, closes, timeZone).getTime() }
    openingTimes.set(key, times)
  }
  return { opens: new Date(times.opens), closes: new Date(times.closes) }
}

export const officeCalendarDay = (instant: Date) => calendarDayAt(instant, timeZone)
