import type Database from 'better-sqlite3'
import type { StaffRole } from '../../app/shared/staffRoles.ts'
import type { Guard, Write } from './sqliteDatabase.ts'
import type { InvitationRepository, StoredInvitation } from './store.ts'

interface InvitationRow {
  username: string
  token_hash: string
  email: string
  role: string
  invited_by: string
  created_at: number
  expires_at: number
}

const invitation = (row: InvitationRow): StoredInvitation => ({
  username: row.username,
  tokenHash: row.token_hash,
  email: row.email,
  role: row.role as StaffRole,
  invitedBy: row.invited_by,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
})

export function sqliteInvitations(db: Database.Database, guard: Guard, write: Write): InvitationRepository {
  const dropExpired = db.prepare('DELETE FROM invitations WHERE username = ? AND expires_at <= ?')
  const insert = db.prepare(
    `INSERT INTO invitations (username, token_hash, email, role, invited_by, created_at, expires_at)
      VALUES (@username, @tokenHash, @email, @role, @invitedBy, @createdAt, @expiresAt) ON CONFLICT DO NOTHING`,
  )
  const find = db.prepare<[string, number], InvitationRow>('SELECT * FROM invitations WHERE token_hash = ? AND expires_at > ?')
  const take = db.prepare<[string, number], InvitationRow>('DELETE FROM invitations WHERE token_hash = ? AND expires_at > ? RETURNING *')
  const list = db.prepare<[number], InvitationRow>('SELECT * FROM invitations WHERE expires_at > ? ORDER BY username')
  const cancel = db.prepare('DELETE FROM invitations WHERE username = ?')
  const removeExpired = db.prepare('DELETE FROM invitations WHERE expires_at <= ?')
  return {
    add: (added) =>
      write(() => {
        dropExpired.run(added.username, added.createdAt.getTime())
        return insert.run({ ...added, createdAt: added.createdAt.getTime(), expiresAt: added.expiresAt.getTime() }).changes === 1
      }),
    find: async (tokenHash, now) => {
      const row = guard(() => find.get(tokenHash, now.getTime()))
      return row && invitation(row)
    },
    take: (tokenHash, now) =>
      write(() => {
        const row = take.get(tokenHash, now.getTime())
        return row && invitation(row)
      }),
    list: async (now) => guard(() => list.all(now.getTime())).map(invitation),
    cancel: (username) => write(() => cancel.run(username).changes === 1),
    removeExpired: (now) => write(() => removeExpired.run(now.getTime()).changes),
  }
}
