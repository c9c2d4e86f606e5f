import type { Logger } from 'pino'
import type { Config } from '../config.ts'
import { type OpeningStore, openMongoAccounts, openMongoStore } from './mongoStore.ts'
import { openSqliteAccounts, openSqliteStore } from './sqliteStore.ts'

type StoreConfig = Pick<Config, 'mongodbUri' | 'dataDir' | 'retentionDays'>

/** MongoDB opens in the background (the site serves pages, the API answers 503); SQLite is ready at once. */
export async function openStore(config: StoreConfig, logger: Logger): Promise<OpeningStore> {
  if (config.mongodbUri) return openMongoStore(config.mongodbUri, { retentionDays: config.retentionDays, logger })
  return { store: await openSqliteStore(config.dataDir, { logger }), ready: Promise.resolve() }
}

/** For `npm run staff` while the server may be running: it builds no index and changes no setting. */
export async function openAccounts(config: StoreConfig) {
  if (config.mongodbUri) return openMongoAccounts(config.mongodbUri)
  return openSqliteAccounts(config.dataDir)
}
