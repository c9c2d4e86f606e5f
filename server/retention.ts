import type { Logger } from 'pino'
import { heldDays } from '../app/shared/content/enquiryRetention.ts'
import type { Store } from './store/store.ts'

const dayMs = 86_400_000

/**
 * Enquiries not instructed go `retentionDays` after arrival (MongoDB's TTL index does the same); held
 * ones after `heldDays`. Audit entries name enquiries, never people, and are kept as long as they could be.
 */
export async function sweep(store: Store, retentionDays: number, now = new Date()) {
  const enquiries = await store.enquiries.removeExpired(new Date(now.getTime() - retentionDays * dayMs))
  const held = await store.enquiries.removeHeld(new Date(now.getTime() - heldDays * dayMs))
  const sessions = await store.sessions.removeExpired(now)
  const auditEntries = await store.audit.removeBefore(new Date(now.getTime() - retentionDays * dayMs))
  return { enquiries, held, sessions, auditEntries }
}

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
