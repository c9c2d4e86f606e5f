import type { Logger } from 'pino'
import type { Store } from './store/store.ts'

const dayMs = 86_400_000

/** A held enquiry (suspected spam) no one released is erased this many days after it arrived. */
export const heldDays = 30

/**
 * The privacy policy's rule: an enquiry that did not lead to instructions is deleted
 * `retentionDays` after it arrived (ENQUIRY_RETENTION_DAYS, two years by default); an instructed
 * one belongs to a client file and is kept. MongoDB applies the same rule by itself with a TTL
 * index; the sweep runs on both stores. It also erases held enquiries after `heldDays`, clears
 * expired sessions, and removes audit entries older than the retention period (they name
 * enquiries, never people, and are kept as long as the enquiries they are about could be).
 */
export async function sweep(store: Store, retentionDays: number, now = new Date()) {
  const enquiries = await store.enquiries.removeExpired(new Date(now.getTime() - retentionDays * dayMs))
  const held = await store.enquiries.removeHeld(new Date(now.getTime() - heldDays * dayMs))
  const sessions = await store.sessions.removeExpired(now)
  const auditEntries = await store.audit.removeBefore(new Date(now.getTime() - retentionDays * dayMs))
  return { enquiries, held, sessions, auditEntries }
}

/** Sweeps at start and then daily. */
export function startRetention({ store, retentionDays, logger }: { store: Store; retentionDays: number; logger: Logger }) {
  const run = () =>
    sweep(store, retentionDays).then(
      (removed) =>
        logger.info({ ...removed, retentionDays }, 'retention sweep: deleted expired enquiries, held ones unreleased, sessions and old audit entries'),
      (error) => logger.error({ error: error instanceof Error ? error.message : String(error) }, 'retention sweep failed; will try again tomorrow'),
    )
  void run()
  const daily = setInterval(run, dayMs)
  daily.unref()
  return { stop: () => clearInterval(daily) }
}
