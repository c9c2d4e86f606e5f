import { reportCopy } from '../../shared/content/reportCopy.ts'

const weekStart = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' })

/** "24 Aug", from the Monday the API names (yyyy-mm-dd, a date with no time of day). */
export const weekLabel = (weekOf: string) => weekStart.format(new Date(`${weekOf}T00:00:00Z`))

/** The headline share as a whole percentage, never rounded up to a promise kept by everyone. */
export const percent = (share: number) => (share < 1 ? Math.min(99, Math.round(share * 100)) : 100)

export const hoursText = (hours: number | null) => (hours === null ? reportCopy.none : hours.toFixed(1))
