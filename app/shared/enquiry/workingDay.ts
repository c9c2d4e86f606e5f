import { firm } from '../content/firm.ts'
import { isHoliday } from './holidays.ts'
import { type CalendarDay, calendarDayAt, instantAt, weekdayOf } from './zonedTime.ts'

const { days, opens, closes, timeZone } = firm.hours
const officeDays: ReadonlySet<string> = new Set(days)

/** One of the office's days of the week, and not a bank or public holiday. */
export const isWorkingDay = (day: CalendarDay) => officeDays.has(weekdayOf(day)) && !isHoliday(day)

/** When the office opens and closes on `day`, as instants: wall-clock times in the firm's zone, summer or winter. */
export const officeDay = (day: CalendarDay) => ({ opens: instantAt(day, opens, timeZone), closes: instantAt(day, closes, timeZone) })

/** The day in the firm's zone on which `instant` falls. */
export const officeCalendarDay = (instant: Date) => calendarDayAt(instant, timeZone)
