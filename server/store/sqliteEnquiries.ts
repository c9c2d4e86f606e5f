import { randomUUID } from 'node:crypto'
import type Database from 'better-sqlite3'
import type { EnquiryRecord, StatusChangeRecord, TimelineEntry } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { EnquiryStatus } from '../../app/shared/enquiry/status.ts'
import {
  acknowledgementIntervalMs,
  arrivalMail,
  arrivalTimeline,
  type StoredTimelineEntry,
  phoneDigits,
  phoneKey,
  searchTerms,
  sentFields,
  toEnquiryRecord,
} from './enquiryRecords.ts'
import type { Guard, Write } from './sqliteDatabase.ts'
import {
  type EnquiryRepository,
  type EnquirySearch,
  type InsertOptions,
  type InsertResult,
  type NewEnquiry,
  type ReportRow,
  StoreUnavailableError,
} from './store.ts'
import { batchWrites } from './writeBatches.ts'

interface EnquiryRow {
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

type Fields = Omit<NewEnquiry, 'id'>

const columns = 'id, created_at, status, held, assignee, reply_due_at, first_contact_at, fields, timeline'

const time = (ms: number | null) => (ms === null ? null : new Date(ms))

function toRecord(row: EnquiryRow): EnquiryRecord {
  // The fields as they were sent; the id, the arrival and where it stands come from their columns.
  const fields = JSON.parse(row.fields) as Fields
  return toEnquiryRecord({
    ...fields,
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

/** What the inbox search looks in: names, e-mail and phone, one a line (a search word has no line break). */
const searchText = (enquiry: Fields) => [enquiry.firstName, enquiry.lastName, enquiry.email, enquiry.phone].join('\n').toLowerCase()

/** The timeline as its column holds it: times as ISO text. */
const timelineText = (timeline: readonly TimelineEntry[]) => JSON.stringify(timeline.map((entry) => ({ ...entry, at: entry.at.toISOString() })))

export interface RowOptions {
  at: Date
  held?: boolean
  replyDueAt: Date | null
  timeline?: TimelineEntry[]
  status?: EnquiryStatus
  retentionFrom?: Date | null
  firstContactAt?: Date | null
}

/** An enquiry as its row: by default arrived at `at` (by the website), New, and counting towards retention from then. */
export function enquiryRow(
  { id, ...fields }: NewEnquiry,
  { at, held = false, replyDueAt, timeline, status = 'new', retentionFrom = at, firstContactAt = null }: RowOptions,
) {
  return {
    id,
    created_at: at.getTime(),
    status,
    service_type: fields.serviceType ?? '',
    retention_from: retentionFrom?.getTime() ?? null,
    search_text: searchText(fields),
    phone_digits: phoneDigits(fields.phone ?? ''),
    fields: JSON.stringify({ ...sentFields({ id, ...fields }), createdAt: at.toISOString() }),
    timeline: timelineText(timeline ?? arrivalTimeline(at)),
    held: held ? 1 : 0,
    was_held: held ? 1 : 0,
    assignee: null,
    clock_from: at.getTime(),
    reply_due_at: held ? null : (replyDueAt?.getTime() ?? null),
    first_contact_at: firstContactAt?.getTime() ?? null,
    email_lower: fields.email.toLowerCase(),
    phone_key: phoneKey(fields.phone),
  }
}
export type EnquiryRowValues = ReturnType<typeof enquiryRow>

export const insertEnquirySql = `INSERT INTO enquiries (id, created_at, status, service_type, retention_from, search_text, phone_digits, fields, timeline,
    held, was_held, assignee, clock_from, reply_due_at, first_contact_at, email_lower, phone_key)
  VALUES (@id, @created_at, @status, @service_type, @retention_from, @search_text, @phone_digits, @fields, @timeline,
    @held, @was_held, @assignee, @clock_from, @reply_due_at, @first_contact_at, @email_lower, @phone_key) ON CONFLICT (id) DO NOTHING`

/** The inbox search as SQL: each word must be in a name, the e-mail or the phone (its digits however spaced). */
export function searchWhere(search: EnquirySearch) {
  const { status, serviceType, words, assignee, held, overdueAt } = searchTerms(search)
  const clauses: string[] = ['held = ?']
  const params: Array<string | number> = [held ? 1 : 0]
  if (status) {
    clauses.push('status = ?')
    params.push(status)
  }
  if (serviceType !== undefined) {
    clauses.push('service_type = ?')
    params.push(serviceType)
  }
  if (assignee === null) clauses.push('assignee IS NULL')
  else if (assignee !== undefined) {
    clauses.push('assignee = ?')
    params.push(assignee)
  }
  if (overdueAt) {
    clauses.push('first_contact_at IS NULL AND reply_due_at < ?')
    params.push(overdueAt.getTime())
  }
  for (const { text, digits } of words) {
    if (digits) {
      clauses.push('(instr(search_text, ?) > 0 OR instr(phone_digits, ?) > 0)')
      params.push(text.toLowerCase(), digits)
    } else {
      clauses.push('instr(search_text, ?) > 0')
      params.push(text.toLowerCase())
    }
  }
  return { where: `WHERE ${clauses.join(' AND ')}`, params }
}

/** One page of a search, newest first, and its count. */
export const searchSql = {
  page: (where: string) => `SELECT ${columns} FROM enquiries ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  count: (where: string) => `SELECT count(*) AS total FROM enquiries ${where}`,
}

export interface Eraser {
  /** Makes what was deleted unreadable in every file of the store (the database and its WAL). */
  wipe(): void
}

/** What queues an enquiry's e-mails when it arrives or is released. */
type Queueing = Pick<InsertOptions, 'alert' | 'acknowledge'>

/**
 * Enquiries in SQLite, with the e-mails they queue. Every method runs its statements in one
 * transaction; a write that fails is rolled back whole (SQLite keeps nothing of it, and neither
 * do we), and the caller gets a StoreUnavailableError: a 503, and the browser keeps the enquiry to
 * try again.
 */
export function sqliteEnquiries(db: Database.Database, guard: Guard, write: Write, eraser: Eraser): EnquiryRepository {
  const insertRow = db.prepare(insertEnquirySql)
  const insertJob = db.prepare("INSERT INTO mail_jobs (id, kind, enquiry_id, state, due, attempts) VALUES (?, ?, ?, 'waiting', ?, 0)")
  const lastAcknowledged = db.prepare<[string], { last_at: number }>('SELECT last_at FROM acknowledged_addresses WHERE address_key = ?')
  const acknowledged = db.prepare(
    'INSERT INTO acknowledged_addresses (address_key, last_at) VALUES (?, ?) ON CONFLICT (address_key) DO UPDATE SET last_at = excluded.last_at',
  )
  const forgetAcknowledged = db.prepare('DELETE FROM acknowledged_addresses WHERE last_at <= ?')
  const byId = db.prepare<[string], EnquiryRow>(`SELECT ${columns} FROM enquiries WHERE id = ?`)
  const all = db.prepare<[], EnquiryRow>(`SELECT ${columns} FROM enquiries ORDER BY created_at DESC, id DESC`)
  const deleteOne = db.prepare('DELETE FROM enquiries WHERE id = ?')
  const deleteJobs = db.prepare('DELETE FROM mail_jobs WHERE enquiry_id = ?')
  const expired = db.prepare<[number], { id: string }>('SELECT id FROM enquiries WHERE retention_from < ?')
  const heldBefore = db.prepare<[number], { id: string }>('SELECT id FROM enquiries WHERE held = 1 AND created_at < ?')
  const setStatus = db.prepare(
    `UPDATE enquiries SET status = ?, timeline = ?, first_contact_at = coalesce(first_contact_at, ?),
      retention_from = CASE WHEN ? THEN NULL ELSE retention_from END WHERE id = ? AND status = ?`,
  )
  const setAssignee = db.prepare('UPDATE enquiries SET assignee = ?, timeline = ? WHERE id = ?')
  const setNote = db.prepare('UPDATE enquiries SET timeline = ?, first_contact_at = coalesce(first_contact_at, ?) WHERE id = ?')
  const setReleased = db.prepare('UPDATE enquiries SET held = 0, timeline = ?, clock_from = ?, reply_due_at = ? WHERE id = ? AND held = 1')
  const sameSender = db.prepare<[string, string | null, string, string | null, string], RelatedRow>(
    `SELECT id, created_at, status, service_type, email_lower = ? AS by_email, phone_key = ? AS by_phone FROM enquiries
      WHERE (email_lower = ? OR phone_key = ?) AND id <> ? ORDER BY created_at DESC, id DESC LIMIT 20`,
  )
  const reportSince = db.prepare<[number], ReportRowColumns>(
    'SELECT created_at, service_type, assignee, was_held, held, clock_from, reply_due_at, first_contact_at FROM enquiries WHERE created_at >= ? ORDER BY created_at',
  )
  const searches = new Map<string, { page: Database.Statement; count: Database.Statement }>()

  /** Queues an arrival's e-mails: the alert, and the acknowledgement unless its address had one within a day. */
  function queueArrival(enquiryId: string, at: number, { alert, acknowledge }: Queueing) {
    let acknowledging = false
    if (acknowledge) {
      const last = lastAcknowledged.get(acknowledge.addressKey)
      if (!last || last.last_at <= at - acknowledgementIntervalMs) {
        forgetAcknowledged.run(at - acknowledgementIntervalMs)
        acknowledged.run(acknowledge.addressKey, at)
        acknowledging = true
      }
    }
    for (const kind of arrivalMail({ alert, acknowledge: acknowledging })) insertJob.run(randomUUID(), kind, enquiryId, at)
  }

  type Arrival = { row: EnquiryRowValues; queueing: Queueing }
  /** Enquiries that arrive together are committed together: one sync of the WAL for the lot. */
  const insertAll = db.transaction((batch: Arrival[]): InsertResult[] =>
    batch.map(({ row, queueing }) => {
      if (insertRow.run(row).changes === 0) return { enquiry: toRecord(byId.get(row.id)!), created: false }
      // A held enquiry alerts and acknowledges no one until it is released.
      if (row.held === 0) queueArrival(row.id, row.created_at, queueing)
      return { enquiry: toRecord(byId.get(row.id)!), created: true }
    }),
  )
  const insertTogether = batchWrites((batch: Arrival[]) => write(() => insertAll(batch)))

  const removeIds = db.transaction((ids: string[]) => {
    let removed = 0
    for (const id of ids) {
      deleteJobs.run(id)
      removed += deleteOne.run(id).changes
    }
    return removed
  })

  const timelineOf = (row: EnquiryRow) => JSON.parse(row.timeline) as StoredTimelineEntry[]
  const appended = (row: EnquiryRow, entry: TimelineEntry) => JSON.stringify([...timelineOf(row), { ...entry, at: entry.at.toISOString() }])

  const changeStatusTx = db.transaction((id: string, from: EnquiryStatus, change: StatusChangeRecord) => {
    const row = byId.get(id)
    if (!row || row.status !== from) return undefined
    const timeline = appended(row, { kind: 'status', ...change })
    setStatus.run(change.status, timeline, change.at.getTime(), change.status === 'instructed' ? 1 : 0, id, from)
    return byId.get(id)
  })

  const assignTx = db.transaction((id: string, { to, from, at, by }: { to: string | null; from?: string | null; at: Date; by: string }) => {
    const row = byId.get(id)
    if (!row || (from !== undefined && row.assignee !== from)) return undefined
    setAssignee.run(to, appended(row, { kind: 'assigned', to, at, by }), id)
    return byId.get(id)
  })

  const noteTx = db.transaction((id: string, { text, at, by }: { text: string; at: Date; by: string }) => {
    const row = byId.get(id)
    if (!row) return undefined
    setNote.run(appended(row, { kind: 'note', text, at, by }), at.getTime(), id)
    return byId.get(id)
  })

  const releaseTx = db.transaction((id: string, { replyDueAt, alert, acknowledge, at, by }: Parameters<EnquiryRepository['release']>[1]) => {
    const row = byId.get(id)
    if (row?.held !== 1) return undefined
    setReleased.run(appended(row, { kind: 'released', at, by }), at.getTime(), replyDueAt.getTime(), id)
    queueArrival(id, at.getTime(), { alert, acknowledge })
    return byId.get(id)
  })

  function searchStatements(where: string) {
    let statements = searches.get(where)
    if (!statements) {
      statements = {
        page: db.prepare(searchSql.page(where)),
        count: db.prepare(searchSql.count(where)),
      }
      searches.set(where, statements)
    }
    return statements
  }

  /** Deletes, then wipes; a wipe that fails is tried again by the next erasure of the same id (see remove). */
  const unwiped = new Set<string>()
  function erase(ids: string[]) {
    const removed = guard(() => removeIds(ids))
    if (removed === 0) return 0
    for (const id of ids) unwiped.add(id)
    wipeOrThrow()
    return removed
  }
  function wipeOrThrow() {
    try {
      guard(() => eraser.wipe())
      unwiped.clear()
    } catch (error) {
      throw new StoreUnavailableError('The enquiry was deleted, but its text is not yet wiped from the database files; delete it again to finish', {
        cause: error,
      })
    }
  }

  const changed = async (work: () => EnquiryRow | undefined) => {
    const row = await write(work)
    return row ? toRecord(row) : undefined
  }

  return {
    async insert(enquiry, { alert, acknowledge, hold = [], replyDueAt, at = new Date() }) {
      const held = hold.length > 0
      const row = enquiryRow(enquiry, { at, held, replyDueAt, timeline: arrivalTimeline(at, hold) })
      return insertTogether({ row, queueing: { alert, acknowledge } })
    },
    async list() {
      return guard(() => all.all().map(toRecord))
    },
    async search(search, { skip, limit }) {
      return guard(() => {
        const { where, params } = searchWhere(search)
        const { page, count } = searchStatements(where)
        const items = (page.all(...params, limit, skip) as EnquiryRow[]).map(toRecord)
        const { total } = count.get(...params) as { total: number }
        return { items, total }
      })
    },
    async get(id) {
      return guard(() => {
        const row = byId.get(id)
        return row ? toRecord(row) : undefined
      })
    },
    changeStatus: (id, from, change) => changed(() => changeStatusTx(id, from, change)),
    assign: (id, change) => changed(() => assignTx(id, change)),
    addNote: (id, note) => changed(() => noteTx(id, note)),
    release: (id, release) => changed(() => releaseTx(id, release)),
    async related({ id, email, phone }) {
      return guard(() => {
        const emailKey = email.toLowerCase()
        // An empty phone (an enquiry from before phones were required) matches nothing.
        const samePhone = phone.trim() === '' ? null : phoneKey(phone)
        return sameSender.all(emailKey, samePhone, emailKey, samePhone, id).map((row) => ({
          id: row.id,
          createdAt: new Date(row.created_at),
          status: row.status,
          serviceType: row.service_type,
          matchedBy: [...(row.by_email ? (['email'] as const) : []), ...(row.by_phone ? (['phone'] as const) : [])],
        }))
      })
    },
    async reportRows(since) {
      return guard(() =>
        reportSince.all(since.getTime()).map(
          (row): ReportRow => ({
            createdAt: new Date(row.created_at),
            serviceType: row.service_type,
            assignee: row.assignee,
            wasHeld: row.was_held === 1,
            held: row.held === 1,
            clockFrom: new Date(row.clock_from),
            replyDueAt: time(row.reply_due_at),
            firstContactAt: time(row.first_contact_at),
          }),
        ),
      )
    },
    async remove(id) {
      if (unwiped.has(id) && !guard(() => byId.get(id))) {
        wipeOrThrow()
        return true
      }
      return erase([id]) > 0
    },
    async removeExpired(cutoff) {
      return erase(guard(() => expired.all(cutoff.getTime()).map((row) => row.id)))
    },
    async removeHeld(cutoff) {
      return erase(guard(() => heldBefore.all(cutoff.getTime()).map((row) => row.id)))
    },
  }
}

interface RelatedRow {
  id: string
  created_at: number
  status: EnquiryStatus
  service_type: string
  by_email: number
  by_phone: number | null
}

interface ReportRowColumns {
  created_at: number
  service_type: string
  assignee: string | null
  was_held: number
  held: number
  clock_from: number
  reply_due_at: number | null
  first_contact_at: number | null
}
