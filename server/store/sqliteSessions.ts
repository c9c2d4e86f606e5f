import type Database from 'better-sqlite3'
import type { Guard, Write } from './sqliteDatabase.ts'
import type { SessionRepository } from './store.ts'

export function sqliteSessions(db: Database.Database, guard: Guard, write: Write): SessionRepository {
  const get = db.prepare<[string, number], { data: string }>('SELECT data FROM sessions WHERE key = ? AND expires_at > ?')
  const set = db.prepare(
    'INSERT INTO sessions (key, data, expires_at, username) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO UPDATE SET data = excluded.data, expires_at = excluded.expires_at, username = excluded.username',
  )
  const listFor = db.prepare<[string, number], { key: string; data: string }>('SELECT key, data FROM sessions WHERE username = ? AND expires_at > ?')
  const destroyFor = db.prepare('DELETE FROM sessions WHERE username = ? AND key IS NOT ?')
  const touch = db.prepare('UPDATE sessions SET expires_at = ? WHERE key = ?')
  const destroy = db.prepare('DELETE FROM sessions WHERE key = ?')
  const removeExpired = db.prepare('DELETE FROM sessions WHERE expires_at <= ?')
  return {
    async get(key, now) {
      return guard(() => {
        const row = get.get(key, now.getTime())
        return row ? (JSON.parse(row.data) as object) : undefined
      })
    },
    async set(key, data, expiresAt) {
      const { username } = data as { username?: unknown }
      await write(() => set.run(key, JSON.stringify(data), expiresAt.getTime(), typeof username === 'string' ? username : null))
    },
    async listFor(username, now) {
      return guard(() => listFor.all(username, now.getTime()).map((row) => ({ key: row.key, data: JSON.parse(row.data) as object })))
    },
    destroyFor: (username, keep) => write(() => destroyFor.run(username, keep ?? null).changes),
    async touch(key, expiresAt) {
      await write(() => touch.run(expiresAt.getTime(), key))
    },
    async destroy(key) {
      await write(() => destroy.run(key))
    },
    removeExpired: (now) => write(() => removeExpired.run(now.getTime()).changes),
  }
}
