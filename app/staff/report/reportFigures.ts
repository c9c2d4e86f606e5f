import { staffCopy } from '../../shared/content/staff.ts'
import { reportCopy } from '../../shared/content/reportCopy.ts'
import { notSureArea, serviceTitles } from '../../shared/content/serviceTitles.ts'
import { serviceIds } from '../../shared/content/types.ts'
import { heardFromChoices } from '../../shared/enquiry/heardFrom.ts'

const weekStart = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' })

/** "24 Aug", from the Monday the API names (yyyy-mm-dd, a date with no time of day). */
export const weekLabel = (weekOf: string) => weekStart.format(new Date(`${weekOf}T00:00:00Z`))

/** The headline share as a whole percentage, never rounded up to a promise kept by everyone. */
export const percent = (share: number) => (share < 1 ? Math.min(99, Math.round(share * 100)) : 100)

export const hoursText = (hours: number | null) => (hours === null ? reportCopy.none : hours.toFixed(1))

export function areaLabel(key: string) {
  const id = serviceIds.find((known) => known === key)
  if (id) return serviceTitles[id]
  if (key === notSureArea.id) return notSureArea.title
  return reportCopy.noArea
}

export const assigneeLabel = (key: string) => (key === 'unassigned' ? reportCopy.unassigned : key)

/** The answer to "How did you hear about us?" in the inbox's words. */
export function sourceLabel(key: string) {
  const choice = heardFromChoices.find((known) => known === key)
  return choice ? staffCopy.enquiry.heardFrom[choice] : reportCopy.notSaid
}

/** A page's path as it is, or "Not recorded" for an enquiry from before the form sent it. */
export const pageLabel = (key: string) => (key.startsWith('/') ? key : reportCopy.pageNotRecorded)
