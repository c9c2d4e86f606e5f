import type Database from 'better-sqlite3'
import type { EnquiryRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { EnquiryStatus } from '../../app/shared/enquiry/status.ts'
import { arrivalActor, searchTerms, sentFields, toEnquiryRecord } from './enquiryRecords.ts'
import { type AlertQueue, type EnquiryRepository, type EnquirySearch, type InsertResult, type NewEnquiry, StoreUnavailableError } from './store.ts'
import type { Guard, Write } from './sqliteDatabase.ts'
import { batchWrites } from './writeBatches.ts'

interface EnquiryRow {
  id: string
  created_at: number
  status: EnquiryStatus
  fields: string
  history: string
}

type Fields = Omit<NewEnquiry, 'id'>
/** The history as its column holds it: times as ISO text. */
type History = Array<{ status: EnquiryStatus; at: string; by: string }>

const columns = 'id, created_at, status, fields, history'

function toRecord(row: EnquiryRow): EnquiryRecord {
  // The fields as they were sent; the id and the arrival come from their columns.
  const fields = JSON.parse(row.fields) as Fields
  return toEnquiryRecord({ ...fields, id: row.id, createdAt: new Date(row.created_at), status: row.status, history: JSON.parse(row.history) as History })
}

/** What the inbox search looks in: names, e-mail and phone, one a line (a search word has no line break). */
const searchText = (enquiry: Fields) => [enquiry.firstName, enquiry.lastName, enquiry.email, enquiry.phone].join('\n').toLowerCase()
const phoneDigits = (phone: string) => phone.replace(/\D/g, '')

/** A new enquiry as its row, arrived at `at` (by the website) and counting towards retention from then. */
export function enquiryRow({ id, ...fields }: NewEnquiry, at: Date, history?: History, status: EnquiryStatus = 'new', retentionFrom: Date | null = at) {
  return {
    id,
    created_at: at.getTime(),
    status,
    service_type: fields.serviceType ?? '',
    retention_from: retentionFrom?.getTime() ?? null,
    search_text: searchText(fields),
    phone_digits: phoneDigits(fields.phone ?? ''),
    fields: JSON.stringify({ ...sentFields({ id, ...fields }), createdAt: at.toISOString() }),
    history: JSON.stringify(history ?? [{ status: 'new', at: at.toISOString(), by: arrivalActor }]),
  }
}

/** The inbox search as SQL: each word must be in a name, the e-mail or the phone (its digits however spaced). */
function searchWhere(search: EnquirySearch) {
  const { status, serviceType, words } = searchTerms(search)
  const clauses: string[] = []
  const params: Array<string | number> = []
  if (status) {
    clauses.push('status = ?')
    params.push(status)
  }
  if (serviceType !== undefined) {
    clauses.push('service_type = ?')
    params.push(serviceType)
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
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params }
}

export interface Eraser {
  /** Makes what was deleted unreadable in every file of the store (the database and its WAL). */
  wipe(): void
}

/**
 * Enquiries and their alerts in SQLite. Every method runs its statements in one transaction; a
 * write that fails is rolled back whole (SQLite keeps nothing of it, and neither do we), and the
 * caller gets a StoreUnavailableError: a 503, and the browser keeps the enquiry to try again.
 */
export function sqliteEnquiries(db: Database.Database, guard: Guard, write: Write, eraser: Eraser) {
  const insertRow = db.prepare(`INSERT INTO enquiries (id, created_at, status, service_type, retention_from, search_text, phone_digits, fields, history)
    VALUES (@id, @created_at, @status, @service_type, @retention_from, @search_text, @phone_digits, @fields, @history) ON CONFLICT (id) DO NOTHING`)
  const insertAlert = db.prepare('INSERT INTO alerts (enquiry_id, state, due, attempts) VALUES (?, ?, ?, 0)')
  const byId = db.prepare<[string], EnquiryRow>(`SELECT ${columns} FROM enquiries WHERE id = ?`)
  const all = db.prepare<[], EnquiryRow>(`SELECT ${columns} FROM enquiries ORDER BY created_at DESC, id DESC`)
  const deleteOne = db.prepare('DELETE FROM enquiries WHERE id = ?')
  const deleteAlert = db.prepare('DELETE FROM alerts WHERE enquiry_id = ?')
  const expired = db.prepare<[number], { id: string }>('SELECT id FROM enquiries WHERE retention_from < ?')
  const setStatus = db.prepare(
    'UPDATE enquiries SET status = ?, history = ?, retention_from = CASE WHEN ? THEN NULL ELSE retention_from END WHERE id = ? AND status = ?',
  )
  const searches = new Map<string, { page: Database.Statement; count: Database.Statement }>()

  /** Enquiries that arrive together are committed together: one sync of the WAL for the lot. */
  const insertAll = db.transaction((batch: Array<{ row: ReturnType<typeof enquiryRow>; alert: boolean }>): InsertResult[] =>
    batch.map(({ row, alert }) => {
      if (insertRow.run(row).changes === 0) return { enquiry: toRecord(byId.get(row.id)!), created: false }
      if (alert) insertAlert.run(row.id, 'waiting', row.created_at)
      return { enquiry: toRecord(byId.get(row.id)!), created: true }
    }),
  )
  const insertTogether = batchWrites((batch: Array<{ row: ReturnType<typeof enquiryRow>; alert: boolean }>) => write(() => insertAll(batch)))

  const removeIds = db.transaction((ids: string[]) => {
    let removed = 0
    for (const id of ids) {
      deleteAlert.run(id)
      removed += deleteOne.run(id).changes
    }
    return removed
  })

  const changeStatusTx = db.transaction((id: string, from: EnquiryStatus, change: { status: EnquiryStatus; at: Date; by: string }) => {
    const row = byId.get(id)
    if (!row || row.status !== from) return undefined
    const history = [...(JSON.parse(row.history) as History), { status: change.status, at: change.at.toISOString(), by: change.by }]
    setStatus.run(change.status, JSON.stringify(history), change.status === 'instructed' ? 1 : 0, id, from)
    return byId.get(id)
  })

  function searchStatements(where: string) {
    let statements = searches.get(where)
    if (!statements) {
      statements = {
        page: db.prepare(`SELECT ${columns} FROM enquiries ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`),
        count: db.prepare(`SELECT count(*) AS total FROM enquiries ${where}`),
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

  const enquiries: EnquiryRepository = {
    async insert(enquiry, { alert, at = new Date() }) {
      return insertTogether({ row: enquiryRow(enquiry, at), alert })
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
    async changeStatus(id, from, change) {
      const row = await write(() => changeStatusTx(id, from, change))
      return row ? toRecord(row) : undefined
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
  }

  const claimDue = db.prepare<[number, number], { enquiry_id: string }>(
    "SELECT enquiry_id FROM alerts WHERE state = 'waiting' AND due <= ? AND (lease_until IS NULL OR lease_until <= ?) ORDER BY due LIMIT 1",
  )
  const lease = db.prepare('UPDATE alerts SET lease_owner = ?, lease_until = ? WHERE enquiry_id = ?')
  const alertJob = db.prepare<[string], { id: string; fields: string; created_at: number; attempts: number }>(
    'SELECT e.id, e.fields, e.created_at, a.attempts FROM alerts a JOIN enquiries e ON e.id = a.enquiry_id WHERE a.enquiry_id = ?',
  )
  const sent = db.prepare(
    "UPDATE alerts SET state = 'sent', sent_at = ?, lease_owner = NULL, lease_until = NULL WHERE enquiry_id = ? AND state = 'waiting' AND lease_owner = ?",
  )
  const failed = db.prepare(
    "UPDATE alerts SET due = ?, last_error = ?, failed_at = ?, attempts = attempts + 1, lease_owner = NULL, lease_until = NULL WHERE enquiry_id = ? AND state = 'waiting' AND lease_owner = ?",
  )
  const counts = db.prepare<[], { waiting: number; failing: number; failing_since: number | null }>(
    "SELECT count(*) AS waiting, count(*) FILTER (WHERE attempts > 0) AS failing, min(CASE WHEN attempts > 0 THEN e.created_at END) AS failing_since FROM alerts a JOIN enquiries e ON e.id = a.enquiry_id WHERE state = 'waiting'",
  )
  const lastError = db.prepare<[], { last_error: string }>(
    "SELECT last_error FROM alerts WHERE state = 'waiting' AND attempts > 0 ORDER BY failed_at DESC LIMIT 1",
  )

  const claimTx = db.transaction((owner: string, now: number, leaseUntil: number) => {
    const due = claimDue.get(now, now)
    if (!due) return undefined
    lease.run(owner, leaseUntil, due.enquiry_id)
    const job = alertJob.get(due.enquiry_id)!
    const fields = JSON.parse(job.fields) as Fields
    return {
      enquiryId: job.id,
      firstName: fields.firstName,
      serviceType: fields.serviceType ?? '',
      createdAt: new Date(job.created_at),
      attempts: job.attempts,
    }
  })

  const alerts: AlertQueue = {
    claim: (owner, now, leaseUntil) => write(() => claimTx(owner, now.getTime(), leaseUntil.getTime())),
    async markSent(enquiryId, owner, at) {
      await write(() => sent.run(at.getTime(), enquiryId, owner))
    },
    async markFailed(enquiryId, owner, error, retryAt) {
      await write(() => failed.run(retryAt.getTime(), error.slice(0, 500), Date.now(), enquiryId, owner))
    },
    async status() {
      return guard(() => {
        const { waiting, failing, failing_since } = counts.get()!
        return {
          waiting,
          failing,
          failingSince: failing_since === null ? null : new Date(failing_since),
          lastError: failing > 0 ? (lastError.get()?.last_error ?? null) : null,
        }
      })
    },
  }

  return { enquiries, alerts }
}
