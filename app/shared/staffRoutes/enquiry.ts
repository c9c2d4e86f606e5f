import { AssignSchema, CallSchema, NoteSchema, ReplySchema, type StaffEnquiry, StatusChangeSchema } from '../staffApi.ts'
import { json, route } from '../staffRoute.ts'
import { readEnquiry } from './reads.ts'

/** Changes to one enquiry (server/inbox/routes.ts). */

const enquiry = readEnquiry.path

export const changeStatus = route({ method: 'PATCH', path: enquiry, input: StatusChangeSchema, answer: json<StaffEnquiry>() })
export const deleteEnquiry = route({ method: 'DELETE', path: enquiry, answer: 'none' })
export const exportEnquiry = route({ method: 'POST', path: `${enquiry}/export`, answer: 'file' })
export const assign = route({ method: 'POST', path: `${enquiry}/assignee`, input: AssignSchema, answer: json<StaffEnquiry>() })
export const addNote = route({ method: 'POST', path: `${enquiry}/notes`, input: NoteSchema, answer: json<StaffEnquiry>(), status: 201 })
export const logCall = route({ method: 'POST', path: `${enquiry}/calls`, input: CallSchema, answer: json<StaffEnquiry>(), status: 201 })
export const reply = route({ method: 'POST', path: `${enquiry}/replies`, input: ReplySchema, answer: json<StaffEnquiry>(), status: 202 })
export const release = route({ method: 'POST', path: `${enquiry}/release`, answer: json<StaffEnquiry>() })
