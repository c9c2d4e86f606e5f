import { nextStatuses, statusLabels, type EnquiryStatus } from '../../app/shared/enquiry/status.ts'
import { HttpError } from '../httpErrors.ts'
import type { Store } from '../store/store.ts'

const goneMessage = 'This enquiry is no longer in the inbox. It may have been deleted by a colleague.'
export const gone = () => new HttpError(404, goneMessage)

/** One enquiry, or a 404 that says it is gone. */
export async function findEnquiry(store: Store, id: string) {
  const enquiry = await store.enquiries.get(id)
  if (!enquiry) throw gone()
  return enquiry
}

const changedMeanwhile = (status: EnquiryStatus) =>
  new HttpError(409, `A colleague has already marked this enquiry ${statusLabels[status]}. Please look at it again before changing it.`)

/**
 * Moves an enquiry to `status`, recording who and when. `from` is the status the staff member
 * saw: if a colleague changed it meanwhile, nothing is overwritten.
 */
export async function changeStatus(store: Store, id: string, { status, from }: { status: EnquiryStatus; from?: EnquiryStatus }, by: string, now = new Date()) {
  const current = await findEnquiry(store, id)
  if (from && from !== current.status) throw changedMeanwhile(current.status)
  if (status === current.status) return current
  if (!nextStatuses[current.status].includes(status)) {
    throw new HttpError(409, `An enquiry that is ${statusLabels[current.status]} cannot be marked ${statusLabels[status]}.`)
  }
  const updated = await store.enquiries.changeStatus(id, current.status, { status, at: now, by })
  if (updated) return updated
  const again = await store.enquiries.get(id)
  throw again ? changedMeanwhile(again.status) : gone()
}

/** The audit log's note of an export (a subject access request), once the file has gone out. */
export const exportDelivered = (store: Store, id: string, actor: string, now = new Date()) =>
  store.audit.record({ at: now, actor, action: 'export', enquiryId: id })

/**
 * Erases one enquiry (an erasure request); the audit log keeps who and when, and nothing else
 * of it. The entry is written first: an erasure the log does not show must not happen. An
 * erasure whose wipe failed after the deletion (503) is no longer listed; asking again finishes
 * it, under the entry already written (the embedded store knows which, sqliteEnquiries.ts).
 */
export async function eraseEnquiry(store: Store, id: string, actor: string, now = new Date()) {
  if (await store.enquiries.get(id)) await store.audit.record({ at: now, actor, action: 'delete', enquiryId: id })
  if (!(await store.enquiries.remove(id))) throw gone()
}
