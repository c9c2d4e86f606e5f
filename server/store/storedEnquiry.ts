import { parsePhoneNumberFromString } from 'libphonenumber-js'
import type { EnquiryRecord, HoldReason, TimelineEntry } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { HeardFrom } from '../../app/shared/enquiry/heardFrom.ts'
import { escalationAt, reminderAt } from '../mail/chaseTimes.ts'
import type { EnquirySearch, InsertOptions, MailJob, MailKind, NewEnquiry } from './store.ts'

const arrivalActor = 'website'

/** The embedded store keeps a timeline entry's time as ISO text. */
type Stored<Entry> = Entry extends unknown ? Omit<Entry, 'at'> & { at: Date | string } : never
export type StoredTimelineEntry = Stored<TimelineEntry>

/**
 * A phone number as related enquiries compare it: E.164, so "028 7126 0000" and "+442871260000"
 * are one number. National formats are read as UK, then Irish (as the form reads them).
 */
export function phoneKey(phone: string) {
  const number = readPhone(phone)
  return number ? number.number : phone.trim()
}

function readPhone(phone: string) {
  const readings = [parsePhoneNumberFromString(phone, 'GB'), parsePhoneNumberFromString(phone, 'IE')]
  return readings.find((reading) => reading?.isValid()) ?? readings.find((reading) => reading?.isPossible())
}

/** The digits a phone search looks in: as typed, in E.164 and in the national format. */
export function phoneDigits(phone: string) {
  const number = readPhone(phone)
  const forms = [phone, ...(number ? [number.number, number.formatNational()] : [])].map((form) => form.replace(/\D/g, ''))
  return [...new Set(forms)].join(' ')
}

export const acknowledgementIntervalMs = 24 * 3_600_000

export function arrivalTimeline(at: Date, hold: readonly HoldReason[] = []): TimelineEntry[] {
  return [
    { kind: 'status', status: 'new', at, by: arrivalActor },
    ...(hold.length > 0 ? [{ kind: 'held' as const, reasons: [...hold], at, by: arrivalActor }] : []),
  ]
}

export const toTimeline = (entries: readonly StoredTimelineEntry[]): TimelineEntry[] =>
  entries.map((entry) => ({ ...entry, at: new Date(entry.at) }) as TimelineEntry)

/** Older enquiries may lack some fields; MongoDB leaves out a first contact not yet made. */
type Optional = 'serviceType' | 'otherParty' | 'details' | 'heardFrom' | 'sentFrom' | 'held' | 'assignee' | 'replyDueAt' | 'firstContactAt'
type StoredEnquiry = Omit<EnquiryRecord, Optional | 'timeline'> & {
  [Field in Optional]?: EnquiryRecord[Field] | undefined
} & { timeline: readonly StoredTimelineEntry[] }

/** What the visitor sent, in the spec's order; a field an older enquiry lacks reads as empty. */
export function sentFields(
  stored: Pick<NewEnquiry, 'id' | 'firstName' | 'lastName' | 'email' | 'phone'> &
    Partial<Pick<NewEnquiry, 'serviceType' | 'otherParty' | 'details' | 'heardFrom' | 'sentFrom'>>,
): NewEnquiry {
  return {
    id: stored.id,
    firstName: stored.firstName,
    lastName: stored.lastName,
    email: stored.email,
    phone: stored.phone,
    serviceType: stored.serviceType ?? '',
    otherParty: stored.otherParty ?? '',
    details: stored.details ?? '',
    heardFrom: (stored.heardFrom ?? '') as HeardFrom | '',
    sentFrom: stored.sentFrom ?? '',
  }
}

export function toEnquiryRecord(stored: StoredEnquiry): EnquiryRecord {
  return {
    ...sentFields(stored),
    createdAt: stored.createdAt,
    status: stored.status,
    held: stored.held ?? false,
    assignee: stored.assignee ?? null,
    replyDueAt: stored.replyDueAt ?? null,
    firstContactAt: stored.firstContactAt ?? null,
    timeline: toTimeline(stored.timeline),
  }
}

export function arrivalMail(
  { alert, chase, acknowledge }: Pick<InsertOptions, 'alert' | 'chase'> & { acknowledge: boolean },
  at: Date,
  replyDueAt: Date,
): Array<{ kind: MailKind; due: Date }> {
  return [
    ...(alert ? [{ kind: 'alert' as const, due: at }] : []),
    ...(acknowledge ? [{ kind: 'acknowledgement' as const, due: at }] : []),
    ...(chase
      ? [
          { kind: 'reminder' as const, due: reminderAt(replyDueAt) },
          { kind: 'escalation' as const, due: escalationAt(replyDueAt) },
        ]
      : []),
  ]
}

/** A claimed job; the sender's address (and a reply's words) are read from the enquiry now, never kept in the queue. */
export function toMailJob(
  job: { id: string; kind: MailKind; attempts: number; assignee?: string | null },
  enquiry: {
    id: string
    serviceType?: string
    createdAt: Date
    replyDueAt: Date | null
    email: string
    timeline: readonly TimelineEntry[]
    assignee: string | null
    firstContactAt: Date | null
  },
): MailJob {
  const toSender = job.kind === 'acknowledgement' || job.kind === 'reply'
  const recipient = toSender ? enquiry.email : job.kind === 'assignment' ? (job.assignee ?? undefined) : undefined
  const written = job.kind === 'reply' ? enquiry.timeline.find((entry) => entry.kind === 'reply' && entry.replyId === job.id) : undefined
  return {
    id: job.id,
    kind: job.kind,
    enquiryId: enquiry.id,
    serviceType: enquiry.serviceType ?? '',
    createdAt: enquiry.createdAt,
    replyDueAt: enquiry.replyDueAt,
    ...(recipient === undefined ? {} : { recipient }),
    ...(written?.kind === 'reply' ? { reply: { subject: written.subject, text: written.text } } : {}),
    owner: enquiry.assignee,
    contacted: enquiry.firstContactAt !== null,
    attempts: job.attempts,
  }
}

/** A search word; one with three digits or more also matches a phone number however it was spaced. */
export interface SearchWord {
  text: string
  digits?: string
}

/** Both stores build their query from these. Held enquiries are found only by asking for them, and are never overdue. */
export function searchTerms({ status, service, q, assignee, held, overdueAt, arrivedBefore }: EnquirySearch) {
  const words = (q ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((text): SearchWord => {
      // 00 is how much of Europe dials out: "0044 …" is the +44 number the store keeps.
      const digits = text.replace(/\D/g, '').replace(/^00/, '')
      return digits.length >= 3 ? { text, digits } : { text }
    })
  return {
    status,
    serviceType: service === undefined ? undefined : service === 'none' ? '' : service,
    words,
    assignee,
    held: held === true,
    overdueAt,
    arrivedBefore,
  }
}
