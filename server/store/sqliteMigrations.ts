import { randomUUID } from 'node:crypto'
import type Database from 'better-sqlite3'
import { replyDueAt } from '../../app/shared/enquiry/replyDue.ts'
import { fromHistory, type LegacyHistory, phoneDigits, phoneKey } from './storedEnquiry.ts'
import { StoreOpenError } from './store.ts'

/**
 * The embedded store's schema, as numbered steps: step n takes a database of schema n-1 to n, and
 * PRAGMA user_version records the last applied. A step is never edited once released: a change is
 * a new step. Each converts the data it finds, so an old database keeps every enquiry.
 */
const migrations: Array<(db: Database.Database) => void> = [
  // 1: the schema before numbered migrations (a database from then has user_version 0 and all of it).
  (db) =>
    db.exec(`
CREATE TABLE IF NOT EXISTS enquiries (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  service_type TEXT NOT NULL,
  retention_from INTEGER,
  search_text TEXT NOT NULL,
  phone_digits TEXT NOT NULL,
  fields TEXT NOT NULL,
  history TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS enquiries_newest ON enquiries (created_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS enquiries_retention ON enquiries (retention_from) WHERE retention_from IS NOT NULL;
CREATE TABLE IF NOT EXISTS alerts (
  enquiry_id TEXT PRIMARY KEY,
  state TEXT NOT NULL,
  due INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  lease_owner TEXT,
  lease_until INTEGER,
  last_error TEXT,
  failed_at INTEGER,
  sent_at INTEGER
);
CREATE INDEX IF NOT EXISTS alerts_waiting ON alerts (due) WHERE state = 'waiting';
CREATE TABLE IF NOT EXISTS accounts (
  username TEXT PRIMARY KEY,
  password_hash TEXT NOT NULL,
  password_changed_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (key TEXT PRIMARY KEY, data TEXT NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS audit_log (
  seq INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  enquiry_id TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_log_newest ON audit_log (at DESC, seq DESC);
CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS rate_limits (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER);
CREATE TABLE IF NOT EXISTS health (id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL);
`),
  // 2: the timeline, holds, assignees, reply due times, the mail queue.
  (db) => {
    db.exec(`
-- held: held as suspected spam now; was_held: at arrival (the report counts it after a release).
ALTER TABLE enquiries ADD COLUMN held INTEGER NOT NULL DEFAULT 0;
ALTER TABLE enquiries ADD COLUMN was_held INTEGER NOT NULL DEFAULT 0;
ALTER TABLE enquiries ADD COLUMN assignee TEXT;
-- When the reply clock started (the arrival, or the release), and when the reply is due (NULL while held).
ALTER TABLE enquiries ADD COLUMN clock_from INTEGER NOT NULL DEFAULT 0;
ALTER TABLE enquiries ADD COLUMN reply_due_at INTEGER;
ALTER TABLE enquiries ADD COLUMN first_contact_at INTEGER;
-- The e-mail lower-cased and the phone in E.164 (phoneKey): how a returning enquirer is recognised.
ALTER TABLE enquiries ADD COLUMN email_lower TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries ADD COLUMN phone_key TEXT NOT NULL DEFAULT '';
ALTER TABLE enquiries RENAME COLUMN history TO timeline;
-- Each inbox view walks one index newest first. The inbox's own carries what a search looks in,
-- and Overdue's the reply due time, so the rows a page skips are never read.
CREATE INDEX enquiries_inbox ON enquiries (held, created_at DESC, id DESC, search_text, phone_digits);
CREATE INDEX enquiries_by_status ON enquiries (held, status, created_at DESC, id DESC);
CREATE INDEX enquiries_by_service ON enquiries (held, service_type, created_at DESC, id DESC);
CREATE INDEX enquiries_by_assignee ON enquiries (held, assignee, created_at DESC, id DESC);
CREATE INDEX enquiries_overdue ON enquiries (held, first_contact_at, created_at DESC, id DESC, reply_due_at);
CREATE INDEX enquiries_by_email ON enquiries (email_lower);
CREATE INDEX enquiries_by_phone ON enquiries (phone_key);
-- Every e-mail about an enquiry; an acknowledgement's address is read from the enquiry when sent.
CREATE TABLE mail_jobs (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  enquiry_id TEXT NOT NULL,
  -- assignment: the staff member it went to.
  assignee TEXT,
  state TEXT NOT NULL,
  due INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  lease_owner TEXT,
  lease_until INTEGER,
  last_error TEXT,
  failed_at INTEGER,
  sent_at INTEGER
);
CREATE INDEX mail_jobs_waiting ON mail_jobs (due) WHERE state = 'waiting';
CREATE INDEX mail_jobs_enquiry ON mail_jobs (enquiry_id);
INSERT INTO mail_jobs (id, kind, enquiry_id, state, due, attempts, lease_owner, lease_until, last_error, failed_at, sent_at)
  SELECT enquiry_id, 'alert', enquiry_id, state, due, attempts, lease_owner, lease_until, last_error, failed_at, sent_at FROM alerts;
DROP TABLE alerts;
-- When an acknowledgement was last queued for an address, by a key (an HMAC), never the address.
CREATE TABLE acknowledged_addresses (address_key TEXT PRIMARY KEY, last_at INTEGER NOT NULL);
CREATE INDEX acknowledged_addresses_age ON acknowledged_addresses (last_at);
ALTER TABLE accounts ADD COLUMN email TEXT;
-- A JSON list of service ids; NULL: alerted for every area.
ALTER TABLE accounts ADD COLUMN alert_areas TEXT;
`)
    // A job id of its own for each former alert (they were keyed by their enquiry).
    const renameJob = db.prepare('UPDATE mail_jobs SET id = ? WHERE id = ?')
    for (const { id } of db.prepare<[], { id: string }>('SELECT id FROM mail_jobs').all()) renameJob.run(randomUUID(), id)
    const convert = db.prepare(
      'UPDATE enquiries SET timeline = ?, clock_from = created_at, reply_due_at = ?, first_contact_at = ?, email_lower = ?, phone_key = ?, phone_digits = ? WHERE id = ?',
    )
    const rows = db.prepare<[], { id: string; created_at: number; fields: string; timeline: string }>('SELECT id, created_at, fields, timeline FROM enquiries')
    for (const row of rows.all()) {
      const fields = JSON.parse(row.fields) as { email: string; phone: string }
      const { timeline, firstContactAt } = fromHistory(JSON.parse(row.timeline) as LegacyHistory)
      convert.run(
        JSON.stringify(timeline),
        replyDueAt(new Date(row.created_at)).getTime(),
        firstContactAt?.getTime() ?? null,
        fields.email.toLowerCase(),
        phoneKey(fields.phone),
        phoneDigits(fields.phone),
        row.id,
      )
    }
  },
  // 3: second factors, sessions found by account, audit by age.
  (db) =>
    db.exec(`
ALTER TABLE accounts ADD COLUMN totp_secret TEXT;
ALTER TABLE accounts ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0;
-- JSON lists: the account's passkeys, and the SHA-256 of each unused recovery code.
ALTER TABLE accounts ADD COLUMN passkeys TEXT NOT NULL DEFAULT '[]';
ALTER TABLE accounts ADD COLUMN recovery_codes TEXT NOT NULL DEFAULT '[]';
ALTER TABLE sessions ADD COLUMN username TEXT;
UPDATE sessions SET username = json_extract(data, '$.username');
CREATE INDEX sessions_by_username ON sessions (username);
CREATE INDEX audit_log_age ON audit_log (at);
-- Counters were kept under what was typed as a username; they are now under an HMAC of it.
DELETE FROM rate_limits;
`),
  // 4: only a call or a reply is a contact (decision 0047). One still New was "contacted" by a note
  // alone, so its clock runs again; one moved on keeps the contact it had.
  (db) => db.exec("UPDATE enquiries SET first_contact_at = NULL WHERE status = 'new'"),
]

/** The schema this code writes. */
export const schemaVersion = migrations.length

/**
 * Brings the database to schemaVersion, all steps in one transaction (a failure leaves it as it
 * was); a database written by a newer version is refused, untouched, since this code would
 * misread it.
 */
export function migrate(db: Database.Database, file: string) {
  const found = db.pragma('user_version', { simple: true }) as number
  if (found > schemaVersion) {
    throw new StoreOpenError(
      `The database ${file} has schema version ${found}, newer than this version of the server knows (${schemaVersion}): ` +
        'it was written by a later release. The server has stopped and changed nothing in it; run that release (or a later one), ' +
        'or restore a backup made by this one.',
    )
  }
  if (found === schemaVersion) return
  try {
    db.transaction(() => {
      for (const step of migrations.slice(found)) step(db)
      db.pragma(`user_version = ${schemaVersion}`)
    })()
  } catch (error) {
    throw new StoreOpenError(
      `The database ${file} could not be upgraded from schema version ${found} to ${schemaVersion} (${(error as Error).message}). ` +
        'The server has stopped and the upgrade was rolled back: the database is as it was. Keep a copy of it and report this with that copy.',
      { cause: error },
    )
  }
}
