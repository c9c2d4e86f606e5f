import { isWorkingDay, officeCalendarDay, officeDay } from '../calendar/workingDay.ts'
import { nextCalendarDay } from '../calendar/zonedTime.ts'

/** The reminder goes this long before the reply is due: due at a working day's close, so still in office hours. */
export const reminderLeadMs = 2 * 3_600_000

export const reminderAt = (replyDueAt: Date) => new Date(replyDueAt.getTime() - reminderLeadMs)

/** Overdue from the close; the escalation goes when the office next opens, when someone is there to act on it. */
export function escalationAt(replyDueAt: Date) {
  let day = nextCalendarDay(officeCalendarDay(replyDueAt))
  while (!isWorkingDay(day)) day = nextCalendarDay(day)
  return officeDay(day).opens
}
