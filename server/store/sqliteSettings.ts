import { randomBytes } from 'node:crypto'
import Database from 'better-sqlite3'
import { RateLimiterSQLite } from 'rate-limiter-flexible'
import { configure, databaseFile, type Guard, type Write } from './sqliteDatabase.ts'
import type { Store } from './store.ts'

export function sqliteSecret(db: Database.Database, guard: Guard, write: Write): Store['secret'] {
  const add = db.prepare('INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING')
  const get = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE name = ?')
  return async (name) => {
    // Read first: a store that cannot write (a full disk) still knows its secrets.
    const existing = guard(() => get.get(name))
    if (existing) return existing.value
    return write(() => {
      add.run(name, randomBytes(32).toString('base64url'))
      return get.get(name)!.value
    })
  }
}

const clearCountersEveryMs = 60 * 60_000

/**
 * Rate-limit counters on a connection of their own whose commits nobody waits to be synced: they
 * change on every request, and losing the last few to a power cut costs nothing.
 */
export function sqliteRateLimiter(dataDir: string, guard: Guard) {
  const counters = new Database(databaseFile(dataDir), { timeout: 2_000 })
  configure(counters, 'NORMAL')
  const clear = counters.prepare('DELETE FROM rate_limits WHERE expire < ?')
  const sweep = setInterval(() => {
    if (counters.open) guard(() => clear.run(Date.now()))
  }, clearCountersEveryMs)
  sweep.unref()
  const rateLimiter: Store['rateLimiter'] = ({ keyPrefix, points, durationSeconds }) =>
    new RateLimiterSQLite({
      storeClient: counters,
      storeType: 'better-sqlite3',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix,
      points,
      duration: durationSeconds,
    })
  return {
    rateLimiter,
    close() {
      clearInterval(sweep)
      counters.close()
    },
  }
}
