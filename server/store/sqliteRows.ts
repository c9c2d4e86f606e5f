import type { HoldReason, EnquiryRecord, TimelineEntry } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { EnquiryStatus } from '../../app/shared/enquiry/status.ts'
import type { NewEnquiry } from './store.ts'
import { arrivalTimeline, phoneDigits, phoneKey, sentFields, type StoredTimelineEntry, toEnquiryRecord } from './storedEnquiry.ts'

export interface EnquiryRow {
  id: string
  created_at: number
  status: EnquiryStatus
  held: number
  assignee: string | null
  reply_due_at: number | null
  first_contact_at: number | null
  fields: string
  timeline: string
}

export const columns = 'id, created_at, status, held, assignee, reply_due_at, first_contact_at, fields, timeline'

export const time = (ms: number | null) => (ms === null ? null : new Date(ms))

type Fields = Omit<NewEnquiry, 'id'>

/** The fields as they were sent; the id, the arrival and where it stands come from their columns. */
export function toRecord(row: EnquiryRow): EnquiryRecord {
  return toEnquiryRecord({
    ...(JSON.parse(row.fields) as Fields),
    id: row.id,
    createdAt: new Date(row.created_at),
    status: row.status,
    held: row.held === 1,
    assignee: row.assignee,
    replyDueAt: time(row.reply_due_at),
    firstContactAt: time(row.first_contact_at),
    timeline: JSON.parse(row.timeline) as StoredTimelineEntry[],
  })
}

/** Names (the other party's too), e-mail, phone and message, a line each (a search word has no line break). */
const searchText = (enquiry: Fields) =>
  [enquiry.firstName, enquiry.lastName, enquiry.otherParty ?? '', enquiry.email, enquiry.phone, enquiry.details ?? ''].join('\n').toLowerCase()

const storedEntry = (entry: TimelineEntry) => ({ ...entry, at: entry.at.toISOString() })

export const appendedTimeline = (row: Pick<EnquiryRow, 'timeline'>, entry: TimelineEntry) =>
  JSON.stringify([...(JSON.parse(row.timeline) as StoredTimelineEntry[]), storedEntry(entry)])

export function newRow({ id, ...fields }: NewEnquiry, { at, hold, replyDueAt }: { at: Date; hold: readonly HoldReason[]; replyDueAt: Date }) {
  const held = hold.length > 0
  return {
    id,
    created_at: at.getTime(),
    status: 'new',
    service_type: fields.serviceType ?? '',
    retention_from: at.getTime(),
    search_text: searchText(fields),
    phone_digits: phoneDigits(fields.phone ?? ''),
    fields: JSON.stringify({ ...sentFields({ id, ...fields }), createdAt: at.toISOString() }),
    timeline: JSON.stringify(arrivalTimeline(at, hold).map(storedEntry)),
    held: held ? 1 : 0,
    was_held: held ? 1 : 0,
    assignee: null,
    clock_from: at.getTime(),
    reply_due_at: held ? null : replyDueAt.getTime(),
    first_contact_at: null,
    email_lower: fields.email.toLowerCase(),
    phone_key: phoneKey(fields.phone),
  }
}
export type NewRow = ReturnType<typeof newRow>
