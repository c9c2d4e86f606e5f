import { nextStatuses, statusLabels, type EnquiryStatus } from '../../shared/enquiry/status.ts'
import { staffCopy } from '../../shared/content/staff.ts'

/** A closed enquiry goes back to Contacted: for the person using the inbox, that is reopening it. */
const isReopening = (from: EnquiryStatus, to: EnquiryStatus) => from === 'closed' && to === 'contacted'

/** The only move out of Instructed is an administrator's undo. */
const isUndoing = (from: EnquiryStatus) => from === 'instructed'

/** The button that moves an enquiry on: "Mark Contacted", "Reopen", "Undo Instructed". */
export const statusActionLabel = (from: EnquiryStatus, to: EnquiryStatus) =>
  isUndoing(from) ? staffCopy.move.undoInstructed : isReopening(from, to) ? staffCopy.move.reopen : staffCopy.move.mark(statusLabels[to])

/** What the toast says once it has moved: "Marked Contacted", "Reopened". */
export const statusChangedNotice = (from: EnquiryStatus, to: EnquiryStatus) =>
  isUndoing(from) ? staffCopy.move.instructedUndone : isReopening(from, to) ? staffCopy.move.reopened : staffCopy.move.marked(statusLabels[to])

/** A change in the enquiry's history: "Contacted", "Reopened", "Instructed undone". */
export const statusChangeLabel = (from: EnquiryStatus, to: EnquiryStatus) =>
  isUndoing(from) ? staffCopy.move.instructedUndone : isReopening(from, to) ? staffCopy.move.reopened : statusLabels[to]

/** The moves this account may make: Instructed, and undoing it, are an administrator's. */
export const allowedMoves = (from: EnquiryStatus, administrator: boolean) =>
  administrator ? nextStatuses[from] : from === 'instructed' ? [] : nextStatuses[from].filter((to) => to !== 'instructed')
