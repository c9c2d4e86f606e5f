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

export function sqliteAudit(db: Database.Database, guard: Guard, write: Write): AuditLog {
  const record = db.prepare('INSERT INTO audit_log (at, actor, action, enquiry_id) VALUES (?, ?, ?, ?)')
  // A filter left out matches every entry: NULL stands for "any".
  const where = 'WHERE (@actor IS NULL OR actor = @actor) AND (@action IS NULL OR action = @action) AND (@enquiryId IS NULL OR enquiry_id = @enquiryId)'
  const page = db.prepare<[{ actor: string | null; action: string | null; enquiryId: string | null; limit: number; skip: number }], AuditRow>(
    `SELECT at, actor, action, enquiry_id FROM audit_log ${where} ORDER BY at DESC, seq DESC LIMIT @limit OFFSET @skip`,
  )
  const count = db.prepare<[{ actor: string | null; action: string | null; enquiryId: string | null }], { total: number }>(
    `SELECT count(*) AS total FROM audit_log ${where}`,
  )
  const anything = { actor: null, action: null, enquiryId: null }
  const removeBefore = db.prepare('DELETE FROM audit_log WHERE at < ?')
  return {
    async record({ at, actor, action, enquiryId }) {
      await write(() => record.run(at.getTime(), actor, action, enquiryId))
    },
    list: async (limit) => guard(() => page.all({ ...anything, limit, skip: 0 }).map(toEntry)),
    page: async ({ skip, limit }, filter = {}) =>
      guard(() => {
        const named = { ...anything, ...filter }
        return { items: page.all({ ...named, limit, skip }).map(toEntry), total: count.get(named)!.total }
      }),
    removeBefore: (cutoff) => write(() => removeBefore.run(cutoff.getTime()).changes),
  }
}
