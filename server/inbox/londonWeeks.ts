const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' })

const dayMs = 86_400_000

export const londonDate = (at: Date) => londonDay.format(at)

export function weekOf(at: Date) {
  const noon = Date.parse(`${londonDate(at)}T12:00:00Z`)
  const daysSinceMonday = (new Date(noon).getUTCDay() + 6) % 7
  return new Date(noon - daysSinceMonday * dayMs).toISOString().slice(0, 10)
}

/** Also an instant no later than the first week began in London (midnight there is at most an hour before UTC's). */
export function lastWeeks(now: Date, count: number) {
  const thisWeek = Date.parse(`${weekOf(now)}T00:00:00Z`)
  const mondays = Array.from({ length: count }, (_, i) => new Date(thisWeek - i * 7 * dayMs).toISOString().slice(0, 10))
  return { mondays, since: new Date(Date.parse(`${mondays.at(-1)}T00:00:00Z`) - 3_600_000) }
}
