import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs'
import path from 'node:path'
import type Database from 'better-sqlite3'
import type { EnquiryStatus } from '../../app/shared/enquiry/status.ts'
import { replyDueAt } from '../../app/shared/enquiry/replyDue.ts'
import { arrivalActor, fromHistory, type LegacyHistory, sentFields } from './enquiryRecords.ts'
import { privateModes } from './privateFiles.ts'
import { enquiryRow, insertEnquirySql } from './sqliteEnquiries.ts'
import type { NewEnquiry } from './store.ts'

type Log = { info(object: object, message: string): void; error(object: object, message: string): void }

/** The files the nedb store kept in DATA_DIR (before decision 0030), by what they held. */
const nedbFiles = {
  enquiries: 'consultation_requests.db',
  sessions: 'sessions.db',
  audit: 'audit_log.db',
  settings: 'settings.db',
  accounts: 'users.db',
} as const

/** Marks, in settings, that the import is done: a second start never imports (and so resurrects) anything again. */
const importedMark = 'nedb-import'

type Doc = Record<string, unknown> & { _id: string }

/**
 * nedb's file format: one JSON document a line, dates as {"$$date": ms}; a later line with the
 * same _id replaces an earlier one, {"$$deleted": true, "_id"} removes it, and lines about
 * indexes say nothing about the data. nedb skipped lines it could not read without a word;
 * here each is counted and named.
 */
export function readNedbFile(text: string) {
  const docs = new Map<string, Doc>()
  const unreadable: number[] = []
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim()) continue
    let doc: Doc
    try {
      doc = JSON.parse(line, (_key, value) =>
        value && typeof value === 'object' && Object.keys(value).length === 1 && '$$date' in value ? new Date(value.$$date) : value,
      )
    } catch {
      unreadable.push(index + 1)
      continue
    }
    if (typeof doc !== 'object' || doc === null) unreadable.push(index + 1)
    else if ('$$indexCreated' in doc || '$$indexRemoved' in doc) continue
    else if (typeof doc._id !== 'string') unreadable.push(index + 1)
    else if (doc.$$deleted === true) docs.delete(doc._id)
    else docs.set(doc._id, doc)
  }
  return { docs: [...docs.values()], unreadable }
}

const time = (value: unknown) => (value instanceof Date ? value.getTime() : value === undefined || value === null ? null : new Date(String(value)).getTime())

/**
 * Imports a DATA_DIR of the nedb store into SQLite, once, at the first start after the upgrade:
 * everything in one transaction, then the old files are moved aside to DATA_DIR/nedb-imported-<date>/
 * (kept until the operator removes them). Returns how many of each were imported.
 */
export function importNedb(db: Database.Database, dataDir: string, log?: Log) {
  const present = Object.entries(nedbFiles).filter(([, name]) => existsSync(path.join(dataDir, name)) || existsSync(path.join(dataDir, `${name}~`)))
  if (present.length === 0) return undefined
  const read = (name: string) => {
    // nedb rewrote a file through `name~`; a crash mid-rewrite left only that one.
    const file = existsSync(path.join(dataDir, name)) ? path.join(dataDir, name) : path.join(dataDir, `${name}~`)
    const { docs, unreadable } = readNedbFile(readFileSync(file, 'utf8'))
    if (unreadable.length > 0) {
      log?.error(
        { file: name, lines: unreadable.slice(0, 20), count: unreadable.length },
        `${unreadable.length} line(s) of ${name} could not be read and were not imported; the file is kept (see the next message) for you to read them by hand`,
      )
    }
    return docs
  }

  const alreadyImported = db.prepare('SELECT value FROM settings WHERE name = ?').get(importedMark) !== undefined
  const counts = alreadyImported ? undefined : db.transaction(() => importAll(db, read))()
  const aside = moveAside(
    dataDir,
    present.map(([, name]) => name),
  )
  if (counts) log?.info({ ...counts, keptIn: aside }, `imported the nedb store's files into SQLite; the old files are kept in ${aside} until you remove them`)
  return counts
}

function importAll(db: Database.Database, read: (name: string) => Doc[]) {
  const insertEnquiry = db.prepare(insertEnquirySql)
  const insertAlert = db.prepare(`INSERT INTO mail_jobs (id, kind, enquiry_id, state, due, attempts, lease_owner, lease_until, last_error, failed_at, sent_at)
    VALUES (?, 'alert', ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const counts = { enquiries: 0, alerts: 0, sessions: 0, audit: 0, settings: 0, accounts: 0 }

  for (const doc of read(nedbFiles.enquiries)) {
    const createdAt = new Date(time(doc.createdAt) ?? Date.now())
    const status = (doc.status as EnquiryStatus | undefined) ?? 'new'
    // Enquiries from before statuses existed are New, and count towards retention from their arrival.
    const history: LegacyHistory = Array.isArray(doc.history)
      ? (doc.history as Array<{ status: EnquiryStatus; at: unknown; by: string }>).map((entry) => ({
          status: entry.status,
          at: new Date(time(entry.at)!),
          by: entry.by,
        }))
      : [{ status: 'new' as const, at: createdAt, by: arrivalActor }]
    const retentionFrom = doc.status === undefined ? createdAt : doc.retentionFrom === undefined ? null : new Date(time(doc.retentionFrom)!)
    const { timeline, firstContactAt } = fromHistory(history)
    const row = enquiryRow(sentFields(doc as unknown as NewEnquiry), {
      at: createdAt,
      replyDueAt: replyDueAt(createdAt),
      timeline,
      status,
      retentionFrom,
      firstContactAt,
    })
    const stored = insertEnquiry.run(row).changes
    counts.enquiries += stored
    const alert = doc.alert as Record<string, unknown> | undefined
    if (alert && stored > 0) {
      counts.alerts += insertAlert.run(
        randomUUID(),
        row.id,
        alert.state,
        time(alert.due),
        alert.attempts ?? 0,
        alert.leaseOwner ?? null,
        time(alert.leaseUntil),
        alert.lastError ?? null,
        time(alert.failedAt),
        time(alert.sentAt),
      ).changes
    }
  }
  const session = db.prepare('INSERT INTO sessions (key, data, expires_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING')
  for (const doc of read(nedbFiles.sessions)) counts.sessions += session.run(doc._id, JSON.stringify(doc.data ?? {}), time(doc.expiresAt)).changes
  const audit = db.prepare('INSERT INTO audit_log (at, actor, action, enquiry_id) VALUES (?, ?, ?, ?)')
  for (const doc of read(nedbFiles.audit)) counts.audit += audit.run(time(doc.at), doc.actor, doc.action, doc.enquiryId).changes
  // The cookie secret comes along, so staff stay signed in across the upgrade.
  const setting = db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING')
  for (const doc of read(nedbFiles.settings)) counts.settings += setting.run(doc._id, doc.value).changes
  const account = db.prepare('INSERT INTO accounts (username, password_hash, password_changed_at, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
  for (const doc of read(nedbFiles.accounts))
    counts.accounts += account.run(doc.username, doc.passwordHash, time(doc.passwordChangedAt), time(doc.createdAt)).changes
  setting.run(importedMark, new Date().toISOString())
  return counts
}

/** Moves the old files (and nedb's leftovers: `name~`, the accounts lock) out of the way, into one folder. */
function moveAside(dataDir: string, names: string[]) {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')
  const aside = path.join(dataDir, `nedb-imported-${stamp}`)
  mkdirSync(aside, { recursive: true, mode: privateModes.dirMode })
  for (const name of names.flatMap((name) => [name, `${name}~`, `${name}.lock`])) {
    if (existsSync(path.join(dataDir, name))) renameSync(path.join(dataDir, name), path.join(aside, name))
  }
  return aside
}
