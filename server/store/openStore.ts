import type { Logger } from 'pino'
import type { Config } from '../config.ts'
import { openFileAccounts } from './fileAccounts.ts'
import { openFileStore } from './fileStore.ts'
import { type OpeningStore, openMongoAccounts, openMongoStore } from './mongoStore.ts'

type StoreConfig = Pick<Config, 'mongodbUri' | 'dataDir' | 'retentionDays'>

/**
 * MongoDB when MONGODB_URI is set, opened in the background (the site serves its pages meanwhile
 * and the API answers 503); otherwise the embedded file store under DATA_DIR, ready at once.
 */
export async function openStore(config: StoreConfig, logger: Logger): Promise<OpeningStore> {
  if (config.mongodbUri) return openMongoStore(config.mongodbUri, { retentionDays: config.retentionDays, logger })
  return { store: await openFileStore(config.dataDir), ready: Promise.resolve() }
}

/**
 * Only the staff accounts, for `npm run staff` while the server may be running: on the
 * embedded store, opening the other files would rewrite them under the server's feet; on
 * MongoDB, it builds no index and changes no setting (the server does that at boot).
 */
export async function openAccounts(config: StoreConfig) {
  if (config.mongodbUri) return openMongoAccounts(config.mongodbUri)
  const { repository, close } = await openFileAccounts(config.dataDir)
  return { accounts: repository, close }
}
