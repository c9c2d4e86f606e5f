import { statusLabels, type EnquiryStatus } from '../../shared/enquiry/status.ts'
import { staffCopy } from '../../shared/content/staff.ts'

/** A closed enquiry goes back to Contacted: for the person using the inbox, that is reopening it. */
const isReopening = (from: EnquiryStatus, to: EnquiryStatus) => from === 'closed' && to === 'contacted'

/** The button that moves an enquiry on: "Mark Contacted", "Reopen". */
export const statusActionLabel = (from: EnquiryStatus, to: EnquiryStatus) =>
  isReopening(from, to) ? staffCopy.move.reopen : staffCopy.move.mark(statusLabels[to])

/** What the toast says once it has moved: "Marked Contacted", "Reopened". */
export const statusChangedNotice = (from: EnquiryStatus, to: EnquiryStatus) =>
  isReopening(from, to) ? staffCopy.move.reopened : staffCopy.move.marked(statusLabels[to])

/** A change in the enquiry's history: "Contacted", "Reopened". */
export const statusChangeLabel = (from: EnquiryStatus, to: EnquiryStatus) => (isReopening(from, to) ? staffCopy.move.reopened : statusLabels[to])
