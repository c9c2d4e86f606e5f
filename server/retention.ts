import type { Logger } from 'pino'
import { heldDays } from '../app/shared/content/enquiryRetention.ts'
import { officeCalendarDay } from './calendar/workingDay.ts'
import { isoDate } from './calendar/zonedTime.ts'
import type { Store } from './store/store.ts'

const dayMs = 86_400_000

export const heldErasedAt = (arrivedAt: Date) => new Date(arrivedAt.getTime() + heldDays * dayMs)

/**
 * Enquiries not instructed go `retentionDays` after arrival (MongoDB's TTL index does the same); held
 * ones after `heldDays`. Audit entries name enquiries, never people, and are kept as long as they could be.
 */
export async function sweep(store: Store, retentionDays: number, now = new Date()) {
  const enquiries = await store.enquiries.removeExpired(new Date(now.getTime() - retentionDays * dayMs))
  const held = await store.enquiries.removeHeld(new Date(now.getTime() - heldDays * dayMs))
  const sessions = await store.sessions.removeExpired(now)
  const auditEntries = await store.audit.removeBefore(new Date(now.getTime() - retentionDays * dayMs))
  // A digest's record is needed only on its day; a week covers any clock's doubt.
  const digests = await store.digests.removeBefore(isoDate(officeCalendarDay(new Date(now.getTime() - 7 * dayMs))))
  const invitations = await store.invitations.removeExpired(now)
  return { enquiries, held, sessions, auditEntries, digests, invitations }
}

export function startRetention({ store, retentionDays, logger }: { store: Store; retentionDays: number; logger: Logger }) {
  const run = () =>
    sweep(store, retentionDays).then(
      (removed) =>
        logger.info(
          { ...removed, retentionDays },
          'retention sweep: deleted expired enquiries, held ones unreleased, sessions, old audit entries and digest records',
        ),
      (error) => logger.error({ error: error instanceof Error ? error.message : String(error) }, 'retention sweep failed; will try again tomorrow'),
    )
  void run()
  const daily = setInterval(run, dayMs)
  daily.unref()
  return { stop: () => clearInterval(daily) }
}
