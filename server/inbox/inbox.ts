import { randomUUID } from 'node:crypto'
import type { CallOutcome } from '../../app/shared/enquiry/enquiryRecord.ts'
import { replyDueAt } from '../calendar/replyDue.ts'
import { nextStatuses, statusLabels, type EnquiryStatus } from '../../app/shared/enquiry/status.ts'
import { HttpError } from '../httpErrors.ts'
import { normaliseUsername } from '../staff/accounts.ts'
import type { Store } from '../store/store.ts'

const goneMessage = 'This enquiry is no longer in the inbox. It may have been deleted by a colleague.'
export const gone = () => new HttpError(404, goneMessage)

export async function findEnquiry(store: Store, id: string) {
  const enquiry = await store.enquiries.get(id)
  if (!enquiry) throw gone()
  return enquiry
}

const changedMeanwhile = (status: EnquiryStatus) =>
  new HttpError(409, `A colleague has already marked this enquiry ${statusLabels[status]}. Please look at it again before changing it.`)

/** `from` is the status the staff member saw: if a colleague changed it meanwhile, nothing is overwritten. */
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

export const exportDelivered = (store: Store, id: string, actor: string, now = new Date()) =>
  store.audit.record({ at: now, actor, action: 'export', enquiryId: id })

/**
 * The audit entry is written first: an erasure the log does not show must not happen. One whose wipe
 * failed after the deletion (503) is finished by asking again, under the entry already written.
 */
export async function eraseEnquiry(store: Store, id: string, actor: string, now = new Date()) {
  if (await store.enquiries.get(id)) await store.audit.record({ at: now, actor, action: 'delete', enquiryId: id })
  if (!(await store.enquiries.remove(id))) throw gone()
}

const takenMeanwhile = (assignee: string | null) =>
  new HttpError(
    409,
    assignee
      ? `A colleague has already given this enquiry to ${assignee}. Please look at it again before changing it.`
      : 'A colleague has already left this enquiry unassigned. Please look at it again before changing it.',
  )

/** `from` is the assignee the staff member saw: if a colleague took it meanwhile, nothing is overwritten. */
export async function assignEnquiry(store: Store, id: string, { to, from }: { to: string | null; from?: string | null }, by: string, now = new Date()) {
  const target = to === null ? null : normaliseUsername(to)
  const current = await findEnquiry(store, id)
  if (from !== undefined && from !== current.assignee) throw takenMeanwhile(current.assignee)
  if (target !== null && !(await store.accounts.find(target))) throw new HttpError(400, `There is no member of staff called ${target}.`)
  if (target === current.assignee) return { enquiry: current, changed: false }
  const updated = await store.enquiries.assign(id, { to: target, from: current.assignee, at: now, by })
  if (updated) return { enquiry: updated, changed: true }
  const again = await store.enquiries.get(id)
  throw again ? takenMeanwhile(again.assignee) : gone()
}

export async function addNote(store: Store, id: string, text: string, by: string, now = new Date()) {
  const updated = await store.enquiries.addNote(id, { text, at: now, by })
  if (!updated) throw gone()
  return updated
}

/** A held enquiry is spam until a person says otherwise: nobody calls or writes to it first. */
async function contactable(store: Store, id: string) {
  if ((await findEnquiry(store, id)).held) throw new HttpError(409, 'This enquiry is held as suspected spam. Release it before contacting its sender.')
}

export async function logCall(store: Store, id: string, outcome: CallOutcome, by: string, now: Date) {
  await contactable(store, id)
  const updated = await store.enquiries.logCall(id, { outcome, at: now, by })
  if (!updated) throw gone()
  return updated
}

/** Queued in the same write as its timeline entry; it is the first contact once the mail server takes it. */
export async function sendReply(store: Store, id: string, reply: { subject: string; text: string }, by: string, now: Date) {
  await contactable(store, id)
  const updated = await store.enquiries.queueReply(id, { ...reply, replyId: randomUUID(), at: now, by })
  if (!updated) throw gone()
  return updated
}

/** Treated as if it had just arrived: its clock starts now, and its alert and acknowledgement are queued. */
export async function releaseEnquiry(
  store: Store,
  id: string,
  { by, mail, acknowledgementKey }: { by: string; mail: boolean; acknowledgementKey: (email: string) => Promise<string> },
  now = new Date(),
) {
  const current = await findEnquiry(store, id)
  if (!current.held) throw new HttpError(409, 'This enquiry is not held: a colleague may have released it already.')
  const released = await store.enquiries.release(id, {
    at: now,
    by,
    replyDueAt: replyDueAt(now),
    alert: mail,
    chase: mail,
    ...(mail ? { acknowledge: { addressKey: await acknowledgementKey(current.email) } } : {}),
  })
  if (!released) {
    if (await store.enquiries.get(id)) throw new HttpError(409, 'This enquiry is not held: a colleague may have released it already.')
    throw gone()
  }
  await store.audit.record({ at: now, actor: by, action: 'release', enquiryId: id })
  return released
}
