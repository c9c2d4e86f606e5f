import type { Logger } from 'pino'
import type { Config } from '../config.ts'
import { type OpeningStore, openMongoAccounts, openMongoStore } from './mongoStore.ts'
import { openSqliteAccounts, openSqliteStore } from './sqliteStore.ts'

type StoreConfig = Pick<Config, 'mongodbUri' | 'dataDir' | 'retentionDays'>

/**
 * MongoDB when MONGODB_URI is set, opened in the background (the site serves its pages meanwhile
 * and the API answers 503); otherwise the embedded SQLite store under DATA_DIR, ready at once.
 */
export async function openStore(config: StoreConfig, logger: Logger): Promise<OpeningStore> {
  if (config.mongodbUri) return openMongoStore(config.mongodbUri, { retentionDays: config.retentionDays, logger })
  return { store: await openSqliteStore(config.dataDir, { logger }), ready: Promise.resolve() }
}

/**
 * Only the staff accounts, for `npm run staff` while the server may be running: on the
 * embedded store, a second connection to its database (sqliteStore.ts); on MongoDB, it builds
 * no index and changes no setting (the server does that at boot).
 */
export async function openAccounts(config: StoreConfig) {
  if (config.mongodbUri) return openMongoAccounts(config.mongodbUri)
  return openSqliteAccounts(config.dataDir)
}
