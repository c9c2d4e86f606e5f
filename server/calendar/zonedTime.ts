import type { Weekday } from '../../app/shared/content/officeHoursDisplay.ts'

/** A date on a wall calendar, with no time and no zone: "10 July 2026". */
export interface CalendarDay {
  year: number
  month: number
  day: number
}

const weekdays: readonly Weekday[] = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

const formats = new Map<string, Intl.DateTimeFormat>()

/** One formatter per zone: building one costs far more than using it. */
const formatIn = (timeZone: string) => {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formats.set(timeZone, format)
  }
  return format
}

/** The wall-clock reading in `timeZone` at `instant`, as if it were UTC: its difference from the instant is the zone's offset. */
const wallClockAsUtc = (instant: number, timeZone: string) => {
  const parts = formatIn(timeZone).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value)
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'))
}

/** Whole seconds, as the formatter reads them. */
const offsetAt = (instant: number, timeZone: string) => {
  const second = Math.floor(instant / 1000) * 1000
  return wallClockAsUtc(second, timeZone) - second
}

export const calendarDayAt = (instant: Date, timeZone: string): CalendarDay => {
  const wall = new Date(wallClockAsUtc(instant.getTime(), timeZone))
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() }
}

/** The offset is read at a first guess and again at the answer, so a day the clocks change gets its own. */
export const instantAt = (day: CalendarDay, time: string, timeZone: string): Date => {
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  const asUtc = Date.UTC(day.year, day.month - 1, day.day, hour, minute)
  const guess = asUtc - offsetAt(asUtc, timeZone)
  return new Date(asUtc - offsetAt(guess, timeZone))
}

export const nextCalendarDay = ({ year, month, day }: CalendarDay): CalendarDay => {
  const next = new Date(Date.UTC(year, month - 1, day + 1))
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() }
}

export const weekdayOf = ({ year, month, day }: CalendarDay): Weekday => weekdays[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!

/** "2026-07-13": how date-holidays names a day, and a key that sorts as the days do. */
export const isoDate = ({ year, month, day }: CalendarDay) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
