import type { Logger } from 'pino'
import type { Config } from '../config.ts'
import { openFileAccounts } from './fileAccounts.ts'
import { openFileStore } from './fileStore.ts'
import { openMongoStore } from './mongoStore.ts'
import type { Store } from './store.ts'

/** MongoDB when MONGODB_URI is set; otherwise the embedded file store under DATA_DIR. */
export function openStore(config: Pick<Config, 'mongodbUri' | 'dataDir' | 'retentionDays'>, logger: Logger): Promise<Store> {
  if (config.mongodbUri) return openMongoStore(config.mongodbUri, { retentionDays: config.retentionDays, log: (message) => logger.warn(message) })
  return openFileStore(config.dataDir)
}

/**
 * Only the staff accounts, for `npm run staff` while the server may be running: on the
 * embedded store, opening the other files would rewrite them under the server's feet.
 */
export async function openAccounts(config: Pick<Config, 'mongodbUri' | 'dataDir' | 'retentionDays'>, logger: Logger) {
  if (config.mongodbUri) {
    const store = await openMongoStore(config.mongodbUri, { retentionDays: config.retentionDays, log: (message) => logger.warn(message) })
    return { accounts: store.accounts, close: () => store.close() }
  }
  const { repository, close } = await openFileAccounts(config.dataDir)
  return { accounts: repository, close }
}
