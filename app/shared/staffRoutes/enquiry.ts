import * as v from 'valibot'
import { callOutcomes } from '../enquiry/enquiryRecord.ts'
import { enquiryStatuses } from '../enquiry/status.ts'
import { NoteSchema, ReplySchema, type StaffEnquiry } from '../staffApi.ts'
import { json, route } from '../staffRoute.ts'
import { readEnquiry } from './reads.ts'

/** Changes to one enquiry (server/inbox/routes.ts). */

const enquiry = readEnquiry.path

// The schemas only these changes read, here so that no screen but the enquiry's loads them.
const StatusChangeSchema = v.object({
  status: v.picklist(enquiryStatuses, `status must be one of ${enquiryStatuses.join(', ')}`),
  /** The status the staff member saw; if a colleague changed it meanwhile, the change is refused (409). */
  from: v.optional(v.picklist(enquiryStatuses, `from must be one of ${enquiryStatuses.join(', ')}`)),
})

const AssignSchema = v.object(
  {
    to: v.nullable(v.pipe(v.string('to must be a username'), v.minLength(1, 'to must be a username'), v.maxLength(64, 'to must be a username'))),
    /** The assignee the staff member saw; if a colleague took it meanwhile, the change is refused (409). */
    from: v.optional(v.nullable(v.pipe(v.string('from must be a username'), v.maxLength(64, 'from must be a username')))),
  },
  'Send { to, from } as JSON: to is a username, or null to leave the enquiry unassigned',
)

const CallSchema = v.object(
  { outcome: v.picklist(callOutcomes, `outcome must be one of ${callOutcomes.join(', ')}`) },
  `Send { outcome } as JSON: one of ${callOutcomes.join(', ')}`,
)

export const changeStatus = route({ method: 'PATCH', path: enquiry, input: StatusChangeSchema, answer: json<StaffEnquiry>() })
export const deleteEnquiry = route({ method: 'DELETE', path: enquiry, answer: 'none' })
export const exportEnquiry = route({ method: 'POST', path: `${enquiry}/export`, answer: 'file' })
export const assign = route({ method: 'POST', path: `${enquiry}/assignee`, input: AssignSchema, answer: json<StaffEnquiry>() })
export const addNote = route({ method: 'POST', path: `${enquiry}/notes`, input: NoteSchema, answer: json<StaffEnquiry>(), status: 201 })
export const logCall = route({ method: 'POST', path: `${enquiry}/calls`, input: CallSchema, answer: json<StaffEnquiry>(), status: 201 })
export const reply = route({ method: 'POST', path: `${enquiry}/replies`, input: ReplySchema, answer: json<StaffEnquiry>(), status: 202 })
export const release = route({ method: 'POST', path: `${enquiry}/release`, answer: json<StaffEnquiry>() })
