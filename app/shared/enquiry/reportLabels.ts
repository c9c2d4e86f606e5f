import { reportCopy } from '../content/reportCopy.ts'
import { staffCopy } from '../content/staff.ts'
import { heardFromChoices } from './heardFrom.ts'
import { areaOfLawInWords } from './serviceLabel.ts'

/** The report's row names, the same on screen and in its spreadsheet: the firm's words, never text as sent. */
export const areaLabel = (key: string) => areaOfLawInWords(key, reportCopy.noArea)

export const assigneeLabel = (key: string) => (key === 'unassigned' ? reportCopy.unassigned : key)

export function sourceLabel(key: string) {
  const choice = heardFromChoices.find((known) => known === key)
  return choice ? staffCopy.enquiry.heardFrom[choice] : reportCopy.notSaid
}

/** A page's path as it is, or "Not recorded" for an enquiry from before the form sent it. */
export const pageLabel = (key: string) => (key.startsWith('/') ? key : reportCopy.pageNotRecorded)
