import { randomUUID } from 'node:crypto'
import type Database from 'better-sqlite3'
import { isContact, type StatusChangeRecord, type TimelineEntry } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { EnquiryStatus } from '../../app/shared/enquiry/status.ts'
import type { Guard, Write } from './sqliteDatabase.ts'
import { newestFirst, searchSql, searchWhere } from './sqliteQueries.ts'
import { appendedTimeline, columns, type EnquiryRow, type NewRow, newRow, time, toRecord } from './sqliteRows.ts'
import { type EnquiryRepository, type InsertOptions, type InsertResult, type ReportRow, StoreUnavailableError } from './store.ts'
import { acknowledgementIntervalMs, arrivalMail, phoneKey } from './storedEnquiry.ts'
import { batchWrites } from './writeBatches.ts'

type Queueing = Pick<InsertOptions, 'alert' | 'chase' | 'acknowledge'>

/** Each method is one transaction: a write that fails is rolled back whole and answers 503. */
export function sqliteEnquiries(db: Database.Database, guard: Guard, write: Write): EnquiryRepository {
  const insertRow = db.prepare(`INSERT INTO enquiries (id, created_at, status, service_type, retention_from, search_text, phone_digits, fields, timeline,
    held, was_held, assignee, clock_from, reply_due_at, first_contact_at, email_lower, phone_key)
  VALUES (@id, @created_at, @status, @service_type, @retention_from, @search_text, @phone_digits, @fields, @timeline,
    @held, @was_held, @assignee, @clock_from, @reply_due_at, @first_contact_at, @email_lower, @phone_key) ON CONFLICT (id) DO NOTHING`)
  const insertJob = db.prepare("INSERT INTO mail_jobs (id, kind, enquiry_id, state, due, attempts) VALUES (?, ?, ?, 'waiting', ?, 0)")
  const lastAcknowledged = db.prepare<[string], { last_at: number }>('SELECT last_at FROM acknowledged_addresses WHERE address_key = ?')
  const acknowledged = db.prepare(
    'INSERT INTO acknowledged_addresses (address_key, last_at) VALUES (?, ?) ON CONFLICT (address_key) DO UPDATE SET last_at = excluded.last_at',
  )
  const forgetAcknowledged = db.prepare('DELETE FROM acknowledged_addresses WHERE last_at <= ?')
  const byId = db.prepare<[string], EnquiryRow>(`SELECT ${columns} FROM enquiries WHERE id = ?`)
  const all = db.prepare<[], EnquiryRow>(`SELECT ${columns} FROM enquiries ${newestFirst}`)
  const deleteOne = db.prepare('DELETE FROM enquiries WHERE id = ?')
  const deleteJobs = db.prepare('DELETE FROM mail_jobs WHERE enquiry_id = ?')
  const expired = db.prepare<[number], { id: string }>('SELECT id FROM enquiries WHERE retention_from < ?')
  const heldBefore = db.prepare<[number], { id: string }>('SELECT id FROM enquiries WHERE held = 1 AND created_at < ?')
  const setStatus = db.prepare(
    `UPDATE enquiries SET status = ?, timeline = ?,
      retention_from = CASE WHEN ? THEN NULL WHEN status = 'instructed' THEN created_at ELSE retention_from END WHERE id = ? AND status = ?`,
  )
  const setAssignee = db.prepare('UPDATE enquiries SET assignee = ?, timeline = ? WHERE id = ?')
  // A NULL contact time leaves the first contact as it was.
  const setTimeline = db.prepare('UPDATE enquiries SET timeline = ?, first_contact_at = coalesce(first_contact_at, ?) WHERE id = ?')
  const setReleased = db.prepare('UPDATE enquiries SET held = 0, timeline = ?, clock_from = ?, reply_due_at = ? WHERE id = ? AND held = 1')
  const sameSender = db.prepare<[string, string | null, string, string | null, string], RelatedRow>(
    `SELECT id, created_at, status, service_type, email_lower = ? AS by_email, phone_key = ? AS by_phone FROM enquiries
      WHERE (email_lower = ? OR phone_key = ?) AND id <> ? ${newestFirst} LIMIT 20`,
  )
  const partiesOfAll = db.prepare<
    [],
    {
      id: string
      created_at: number
      status: EnquiryStatus
      service_type: string
      first_name: string
      last_name: string
      other_party: string
      email_lower: string
      phone_key: string
    }
  >(
    `SELECT id, created_at, status, service_type, email_lower, phone_key, fields ->> '$.firstName' AS first_name, fields ->> '$.lastName' AS last_name,
      coalesce(fields ->> '$.otherParty', '') AS other_party FROM enquiries WHERE held = 0`,
  )
  const reportSince = db.prepare<[number], ReportRowColumns>(
    `SELECT created_at, service_type, coalesce(fields ->> '$.heardFrom', '') AS heard_from, coalesce(fields ->> '$.sentFrom', '') AS sent_from,
      assignee, was_held, held, clock_from, reply_due_at, first_contact_at FROM enquiries WHERE created_at >= ? ORDER BY created_at`,
  )
  const searches = new Map<string, { page: Database.Statement; count: Database.Statement }>()

  function queueArrival(enquiryId: string, at: number, replyDueAt: number, { alert, chase, acknowledge }: Queueing) {
    let acknowledging = false
    if (acknowledge) {
      const last = lastAcknowledged.get(acknowledge.addressKey)
      if (!last || last.last_at <= at - acknowledgementIntervalMs) {
        forgetAcknowledged.run(at - acknowledgementIntervalMs)
        acknowledged.run(acknowledge.addressKey, at)
        acknowledging = true
      }
    }
    for (const { kind, due } of arrivalMail({ alert, chase, acknowledge: acknowledging }, new Date(at), new Date(replyDueAt)))
      insertJob.run(randomUUID(), kind, enquiryId, due.getTime())
  }

  type Arrival = { row: NewRow; queueing: Queueing }
  /** Enquiries that arrive together are committed together: one sync of the WAL for the lot. */
  const insertAll = db.transaction((batch: Arrival[]): InsertResult[] =>
    batch.map(({ row, queueing }) => {
      if (insertRow.run(row).changes === 0) return { enquiry: toRecord(byId.get(row.id)!), created: false }
      // A held enquiry alerts and acknowledges no one until it is released.
      if (row.reply_due_at !== null) queueArrival(row.id, row.created_at, row.reply_due_at, queueing)
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

  const changeStatusTx = db.transaction((id: string, from: EnquiryStatus, change: StatusChangeRecord) => {
    const row = byId.get(id)
    if (!row || row.status !== from) return undefined
    const timeline = appendedTimeline(row, { kind: 'status', ...change })
    setStatus.run(change.status, timeline, change.status === 'instructed' ? 1 : 0, id, from)
    return byId.get(id)
  })

  const assignTx = db.transaction((id: string, { to, from, at, by }: { to: string | null; from?: string | null; at: Date; by: string }) => {
    const row = byId.get(id)
    if (!row || (from !== undefined && row.assignee !== from)) return undefined
    setAssignee.run(to, appendedTimeline(row, { kind: 'assigned', to, at, by }), id)
    return byId.get(id)
  })

  const appendTx = db.transaction((id: string, entry: TimelineEntry, job?: { id: string; kind: 'reply' }) => {
    const row = byId.get(id)
    if (!row) return undefined
    setTimeline.run(appendedTimeline(row, entry), isContact(entry) ? entry.at.getTime() : null, id)
    if (job) insertJob.run(job.id, job.kind, id, entry.at.getTime())
    return byId.get(id)
  })

  const releaseTx = db.transaction((id: string, { replyDueAt, alert, chase, acknowledge, at, by }: Parameters<EnquiryRepository['release']>[1]) => {
    const row = byId.get(id)
    if (row?.held !== 1) return undefined
    setReleased.run(appendedTimeline(row, { kind: 'released', at, by }), at.getTime(), replyDueAt.getTime(), id)
    queueArrival(id, at.getTime(), replyDueAt.getTime(), { alert, chase, acknowledge })
    return byId.get(id)
  })

  function searchStatements(where: string) {
    let statements = searches.get(where)
    if (!statements) {
      statements = { page: db.prepare(searchSql.page(where)), count: db.prepare(searchSql.count(where)) }
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
      guard(() => {
        // Overwrites what was deleted in the WAL too (secure_delete covers the database file).
        const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as Array<{ busy: number }>
        if (result?.busy) throw new StoreUnavailableError('Another connection kept the write-ahead log from being emptied')
      })
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
    insert: (enquiry, { alert, chase, acknowledge, hold = [], replyDueAt, at = new Date() }) =>
      insertTogether({ row: newRow(enquiry, { at, hold, replyDueAt }), queueing: { alert, chase, acknowledge } }),
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
    addNote: (id, note) => changed(() => appendTx(id, { kind: 'note', ...note })),
    logCall: (id, call) => changed(() => appendTx(id, { kind: 'call', ...call })),
    queueReply: (id, reply) => changed(() => appendTx(id, { kind: 'reply', ...reply }, { id: reply.replyId, kind: 'reply' })),
    release: (id, release) => changed(() => releaseTx(id, release)),
    async related({ id, email, phone }) {
      return guard(() => {
        const emailKey = email.toLowerCase()
        // An empty phone (older enquiries may have none) matches nothing.
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
    async parties() {
      return guard(() =>
        partiesOfAll.all().map((row) => ({
          id: row.id,
          createdAt: new Date(row.created_at),
          status: row.status,
          serviceType: row.service_type,
          firstName: row.first_name,
          lastName: row.last_name,
          otherParty: row.other_party,
          emailKey: row.email_lower,
          phoneKey: row.phone_key,
        })),
      )
    },
    async reportRows(since) {
      return guard(() =>
        reportSince.all(since.getTime()).map(
          (row): ReportRow => ({
            createdAt: new Date(row.created_at),
            serviceType: row.service_type,
            heardFrom: row.heard_from,
            sentFrom: row.sent_from,
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
  heard_from: string
  sent_from: string
  assignee: string | null
  was_held: number
  held: number
  clock_from: number
  reply_due_at: number | null
  first_contact_at: number | null
}
