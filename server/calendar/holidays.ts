import Holidays from 'date-holidays'
import { firm } from '../../app/shared/content/firm.ts'
import { type CalendarDay, isoDate } from './zonedTime.ts'

/** Days the office is shut by law or custom; observances (Mother's Day, Easter Sunday) are not. */
const closedTypes = new Set(['public', 'bank'])

const calendar = new Holidays(firm.hours.holidays.country, firm.hours.holidays.region)

const byYear = new Map<number, Set<string>>()

const holidaysIn = (year: number) => {
  let days = byYear.get(year)
  if (!days) {
    days = new Set(
      calendar
        .getHolidays(year)
        .filter((holiday) => closedTypes.has(holiday.type))
        // `date` is the holiday's own calendar date ("2026-07-13 00:00:00"), whatever the machine's zone.
        .map((holiday) => holiday.date.slice(0, 10)),
    )
    byYear.set(year, days)
  }
  return days
}

/** Northern Ireland's bank holidays: Banking and Financial Dealings Act 1971, s.1 and Sch. 1, and days appointed by proclamation under s.1(3); Good Friday and Christmas Day by common law. */
export const isHoliday = (day: CalendarDay) => holidaysIn(day.year).has(isoDate(day))
