import type Database from 'better-sqlite3'
import type { Guard, Write } from './sqliteDatabase.ts'
import type { AuditEntry, AuditLog } from './store.ts'

interface AuditRow {
  at: number
  actor: string
  action: AuditEntry['action']
  enquiry_id: string
}

const toEntry = (row: AuditRow): AuditEntry => ({ at: new Date(row.at), actor: row.actor, action: row.action, enquiryId: row.enquiry_id })

/** What staff did, newest first. */
export function sqliteAudit(db: Database.Database, guard: Guard, write: Write): AuditLog {
  const record = db.prepare('INSERT INTO audit_log (at, actor, action, enquiry_id) VALUES (?, ?, ?, ?)')
  const page = db.prepare<[number, number], AuditRow>('SELECT at, actor, action, enquiry_id FROM audit_log ORDER BY at DESC, seq DESC LIMIT ? OFFSET ?')
  const count = db.prepare<[], { total: number }>('SELECT count(*) AS total FROM audit_log')
  const removeBefore = db.prepare('DELETE FROM audit_log WHERE at < ?')
  return {
    async record({ at, actor, action, enquiryId }) {
      await write(() => record.run(at.getTime(), actor, action, enquiryId))
    },
    list: async (limit) => guard(() => page.all(limit, 0).map(toEntry)),
    page: async ({ skip, limit }) => guard(() => ({ items: page.all(limit, skip).map(toEntry), total: count.get()!.total })),
    removeBefore: (cutoff) => write(() => removeBefore.run(cutoff.getTime()).changes),
  }
}
