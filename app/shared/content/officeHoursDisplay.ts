export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday'

const week: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** "09:00" as "9:00 AM", "17:00" as "5:00 PM": the specification's form of the hours. */
const twelveHour = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number)
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

const dayRange = (days: readonly Weekday[]) => {
  const sorted = week.filter((day) => days.includes(day))
  const first = week.indexOf(sorted[0]!)
  const consecutive = sorted.every((day, index) => week.indexOf(day) === first + index)
  if (sorted.length > 2 && consecutive) return `${sorted[0]} to ${sorted.at(-1)}`
  return sorted.length > 1 ? `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}` : sorted.join('')
}

/** "Monday to Friday, 9:00 AM to 5:00 PM", derived from the working day so the two cannot differ. */
export const officeHoursDisplay = (hours: { days: readonly Weekday[]; opens: string; closes: string }) =>
  `${dayRange(hours.days)}, ${twelveHour(hours.opens)} to ${twelveHour(hours.closes)}`
