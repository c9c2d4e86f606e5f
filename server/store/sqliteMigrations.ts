import type Database from 'better-sqlite3'
import { StoreOpenError } from './store.ts'

export type Migration = (db: Database.Database) => void

/**
 * Step n takes schema n-1 to n; PRAGMA user_version records the last applied. A released step is
 * never edited: a change is a new step that converts the data it finds, so no enquiry is lost.
 */
export const migrations: Migration[] = [
  (db) =>
    db.exec(`
CREATE TABLE enquiries (
  id TEXT PRIMARY KEY,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  service_type TEXT NOT NULL,
  retention_from INTEGER,
  search_text TEXT NOT NULL,
  phone_digits TEXT NOT NULL,
  fields TEXT NOT NULL,
  timeline TEXT NOT NULL,
  -- held: held as suspected spam now; was_held: at arrival (the report counts it after a release).
  held INTEGER NOT NULL DEFAULT 0,
  was_held INTEGER NOT NULL DEFAULT 0,
  assignee TEXT,
  -- When the reply clock started (the arrival, or the release), and when the reply is due (NULL while held).
  clock_from INTEGER NOT NULL DEFAULT 0,
  reply_due_at INTEGER,
  first_contact_at INTEGER,
  -- The e-mail lower-cased and the phone in E.164 (phoneKey): how a returning enquirer is recognised.
  email_lower TEXT NOT NULL DEFAULT '',
  phone_key TEXT NOT NULL DEFAULT ''
);
CREATE INDEX enquiries_newest ON enquiries (created_at DESC, id DESC);
CREATE INDEX enquiries_retention ON enquiries (retention_from) WHERE retention_from IS NOT NULL;
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
-- When an acknowledgement was last queued for an address, by a key (an HMAC), never the address.
CREATE TABLE acknowledged_addresses (address_key TEXT PRIMARY KEY, last_at INTEGER NOT NULL);
CREATE INDEX acknowledged_addresses_age ON acknowledged_addresses (last_at);
CREATE TABLE accounts (
  username TEXT PRIMARY KEY,
  -- administrator (a partner) or staff (decision 0050).
  role TEXT NOT NULL DEFAULT 'administrator',
  password_hash TEXT NOT NULL,
  password_changed_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  email TEXT,
  -- A JSON list of service ids; NULL: alerted for every area.
  alert_areas TEXT,
  totp_secret TEXT,
  totp_last_step INTEGER NOT NULL DEFAULT 0,
  -- JSON lists: the account's passkeys, and the SHA-256 of each unused recovery code.
  passkeys TEXT NOT NULL DEFAULT '[]',
  recovery_codes TEXT NOT NULL DEFAULT '[]'
);
CREATE TABLE sessions (key TEXT PRIMARY KEY, data TEXT NOT NULL, expires_at INTEGER NOT NULL, username TEXT);
CREATE INDEX sessions_by_username ON sessions (username);
CREATE TABLE audit_log (
  seq INTEGER PRIMARY KEY,
  at INTEGER NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  enquiry_id TEXT NOT NULL
);
CREATE INDEX audit_log_newest ON audit_log (at DESC, seq DESC);
CREATE INDEX audit_log_age ON audit_log (at);
CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
-- Counters under an HMAC of what was typed as a username, never the username itself.
CREATE TABLE rate_limits (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER);
CREATE TABLE health (id INTEGER PRIMARY KEY CHECK (id = 1), at INTEGER NOT NULL);
`),
  // Each member of staff's morning digest, by the office's day: leased while sent, then marked sent.
  (db) =>
    db.exec(`
CREATE TABLE digests (
  day TEXT NOT NULL,
  username TEXT NOT NULL,
  lease_until INTEGER NOT NULL,
  sent_at INTEGER,
  PRIMARY KEY (day, username)
);
`),
  // Search reads the other party and the message too: each row's search text written again, as an insert writes it.
  (db) => {
    const rows = db.prepare<[], { id: string; fields: string }>('SELECT id, fields FROM enquiries').all()
    const update = db.prepare('UPDATE enquiries SET search_text = ? WHERE id = ?')
    for (const { id, fields } of rows) {
      const sent = JSON.parse(fields) as Record<string, string | undefined>
      const text = [sent.firstName, sent.lastName, sent.otherParty, sent.email, sent.phone, sent.details].map((field) => field ?? '').join('\n')
      update.run(text.toLowerCase(), id)
    }
  },
  // Accounts offered to colleagues by an e-mailed link (server/staff/teamRoutes.ts).
  (db) =>
    db.exec(`
CREATE TABLE invitations (
  username TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL,
  role TEXT NOT NULL,
  invited_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
`),
]

export const schemaVersion = migrations.length

/**
 * All in one transaction, so a failure leaves the database as it was. A newer schema is refused,
 * untouched, since this code would misread it.
 */
export function migrate(db: Database.Database, file: string, steps: readonly Migration[] = migrations) {
  const found = db.pragma('user_version', { simple: true }) as number
  const version = steps.length
  if (found > version) {
    throw new StoreOpenError(
      `The database ${file} has schema version ${found}, newer than this version of the server knows (${version}): ` +
        'it was written by a later release. The server has stopped and changed nothing in it; run that release (or a later one), ' +
        'or restore a backup made by this one.',
    )
  }
  if (found === version) return
  try {
    db.transaction(() => {
      for (const step of steps.slice(found)) step(db)
      db.pragma(`user_version = ${version}`)
    })()
  } catch (error) {
    throw new StoreOpenError(
      `The database ${file} could not be upgraded from schema version ${found} to ${version} (${(error as Error).message}). ` +
        'The server has stopped and the upgrade was rolled back: the database is as it was. Keep a copy of it and report this with that copy.',
      { cause: error },
    )
  }
}
