/** The firm works in Derry/Londonderry, so times are London's, whatever the device's own zone. */
const timeZone = 'Europe/London'

const thisYear = new Intl.DateTimeFormat('en-GB', {
  timeZone,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const otherYear = new Intl.DateTimeFormat('en-GB', {
  timeZone,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const yearOf = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' })

/** "Mon 23 Nov, 14:05"; with the year when it is not the current one. */
export function formatWhen(iso: string, now: number): string {
  const date = new Date(iso)
  return yearOf.format(date) === yearOf.format(now) ? thisYear.format(date) : otherYear.format(date)
}
