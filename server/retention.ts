import type { Logger } from 'pino'
import type { Store } from './store/store.ts'

const dayMs = 86_400_000

/**
 * The privacy policy's rule: an enquiry that did not lead to instructions is deleted
 * `retentionDays` after it arrived (ENQUIRY_RETENTION_DAYS, two years by default); an instructed
 * one belongs to a client file and is kept. MongoDB applies the same rule by itself with a TTL
 * index; the sweep runs on both stores, and also clears expired sessions.
 */
export async function sweep(store: Store, retentionDays: number, now = new Date()) {
  const enquiries = await store.enquiries.removeExpired(new Date(now.getTime() - retentionDays * dayMs))
  const sessions = await store.sessions.removeExpired(now)
  return { enquiries, sessions }
}

/** Sweeps at start and then daily. */
export function startRetention({ store, retentionDays, logger }: { store: Store; retentionDays: number; logger: Logger }) {
  const run = () =>
    sweep(store, retentionDays).then(
      (removed) => logger.info({ ...removed, retentionDays }, 'retention sweep: deleted expired enquiries and sessions'),
      (error) => logger.error({ error: error instanceof Error ? error.message : String(error) }, 'retention sweep failed; will try again tomorrow'),
    )
  void run()
  const daily = setInterval(run, dayMs)
  daily.unref()
  return { stop: () => clearInterval(daily) }
}
