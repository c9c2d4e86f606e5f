import { reportCopy } from '../content/reportCopy.ts'
import { notSureArea, serviceTitles } from '../content/serviceTitles.ts'
import { staffCopy } from '../content/staff.ts'
import { serviceIds } from '../content/types.ts'
import { heardFromChoices } from './heardFrom.ts'

/** The report's row names, the same on screen and in its spreadsheet: the firm's words, never text as sent. */
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
