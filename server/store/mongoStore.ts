import { setTimeout as sleep } from 'node:timers/promises'
import type { Connection } from 'mongoose'
import { mongoAccounts } from './mongoAccounts.ts'
import { mongoAudit } from './mongoAudit.ts'
import { mongoDigests } from './mongoDigests.ts'
import { mongoInvitations } from './mongoInvitations.ts'
import { connectOnce, databaseName, whyUnreachable } from './mongoConnection.ts'
import { mongoEnquiries } from './mongoEnquiries.ts'
import { storeError } from './mongoErrors.ts'
import { buildIndexes, type IndexLog } from './mongoIndexes.ts'
import { mongoMail } from './mongoMail.ts'
import { migrate } from './mongoMigrations.ts'
import { type Models, models } from './mongoModels.ts'
import { mongoSessions } from './mongoSessions.ts'
import { mongoRateLimiter, mongoSecret } from './mongoSettings.ts'
import { StoreNotReadyError, StoreOpenError, StoreUnavailableError, type Store } from './store.ts'

/** The accounts alone, for `npm run staff`: one connection attempt, no index, no migration, no setting. */
export async function openMongoAccounts(uri: string) {
  const connection = await connectOnce(uri).catch((error) => {
    throw new StoreUnavailableError(`Could not reach MongoDB: ${whyUnreachable(error)}`, { cause: error })
  })
  const { User, Enquiry } = models(connection)
  return {
    accounts: mongoAccounts(
      () => User,
      () => Enquiry,
    ),
    close: () => connection.close(),
  }
}

export interface MongoOptions {
  retentionDays: number
  logger: IndexLog & { info(message: string): void }
  dbName?: string
  /** Attempts before `ready` rejects; by default the server keeps trying. */
  attempts?: number
  /** The first retry waits this long, each later one twice as long, up to `maxRetryMs`. */
  retryMs?: number
  maxRetryMs?: number
}

export interface OpeningStore {
  /** Usable at once: until `ready`, every operation fails at once with StoreNotReadyError (503). */
  store: Store
  /**
   * Resolves once connected, indexed and migrated; rejects when `attempts` run out or the database
   * is newer than this code (StoreOpenError); stays pending if the store is closed first.
   */
  ready: Promise<void>
}

/**
 * MongoDB, opened in the background: connects, builds the indexes and migrates, retrying with
 * backoff (the driver does not retry a failed first connection, and the database may start after
 * the server), while the site serves its pages and the API answers 503.
 */
export function openMongoStore(
  uri: string,
  { retentionDays, logger, attempts = Number.POSITIVE_INFINITY, retryMs = 1000, maxRetryMs = 30_000, ...options }: MongoOptions,
): OpeningStore {
  const dbName = options.dbName ?? databaseName(uri)
  let live: { connection: Connection; models: Models } | undefined
  let notReady = 'connecting'
  const stopped = new AbortController()

  const use = () => {
    if (!live) throw new StoreNotReadyError(`MongoDB is not ready: ${notReady}`)
    return live.models
  }

  async function prepare() {
    const connection = await connectOnce(uri, dbName)
    try {
      await buildIndexes(connection.db!, retentionDays, logger)
      await migrate(connection)
      return connection
    } catch (error) {
      await connection.close().catch(() => undefined)
      throw error
    }
  }

  // Closed before it was ready, the store never becomes ready.
  const never = new Promise<never>(() => {})
  const ready = (async (): Promise<void> => {
    for (let attempt = 1; ; attempt++) {
      try {
        const connection = await prepare()
        if (stopped.signal.aborted) {
          await connection.close()
          return never
        }
        live = { connection, models: models(connection) }
        logger.info(`MongoDB is ready (database ${dbName})`)
        return
      } catch (error) {
        // A database written by a newer release: no retry can change that.
        if (error instanceof StoreOpenError) throw error
        notReady = whyUnreachable(error)
        if (attempt >= attempts) throw new StoreUnavailableError(`MongoDB is not ready: ${notReady}`, { cause: error })
        const delay = Math.min(retryMs * 2 ** (attempt - 1), maxRetryMs)
        logger.warn(`MongoDB is not ready (attempt ${attempt}: ${notReady}); enquiries answer 503 meanwhile; trying again in ${delay / 1000} s`)
        const slept = await sleep(delay, true, { signal: stopped.signal }).catch(() => false)
        if (!slept) return never
      }
    }
  })()
  // rate-limiter-flexible waits on this for its client; it must never reject (the library would not catch it).
  const readyClient = ready.then(
    () => live!.connection.getClient(),
    () => never,
  )

  const store: Store = {
    enquiries: mongoEnquiries(use),
    mail: mongoMail(use),
    accounts: mongoAccounts(
      () => use().User,
      () => use().Enquiry,
    ),
    sessions: mongoSessions(use),
    audit: mongoAudit(use),
    digests: mongoDigests(use),
    invitations: mongoInvitations(use),
    rateLimiter: mongoRateLimiter(readyClient, dbName),
    secret: mongoSecret(use),
    async ping() {
      use()
      await live!.connection.db!.admin().ping().catch(storeError)
    },
    async close() {
      stopped.abort()
      await live?.connection.close()
    },
  }
  return { store, ready }
}
