import type Database from 'better-sqlite3'
import type { Write } from './sqliteDatabase.ts'
import type { DigestLog } from './store.ts'

export function sqliteDigests(db: Database.Database, write: Write): DigestLog {
  // A row already there is taken again only when unsent and its lease is over (a failed send, a crash).
  const claim = db.prepare(
    `INSERT INTO digests (day, username, lease_until) VALUES (?, ?, ?)
      ON CONFLICT (day, username) DO UPDATE SET lease_until = excluded.lease_until WHERE sent_at IS NULL AND lease_until <= ?`,
  )
  const sent = db.prepare('UPDATE digests SET sent_at = ? WHERE day = ? AND username = ?')
  const removeBefore = db.prepare('DELETE FROM digests WHERE day < ?')
  return {
    claim: (day, username, now, leaseUntil) => write(() => claim.run(day, username, leaseUntil.getTime(), now.getTime()).changes === 1),
    async markSent(day, username, at) {
      await write(() => sent.run(at.getTime(), day, username))
    },
    removeBefore: (day) => write(() => removeBefore.run(day).changes),
  }
}
