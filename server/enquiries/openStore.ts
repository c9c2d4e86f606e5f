import type { Logger } from 'pino'
import type { Config } from '../config.ts'
import { openFileStore } from './fileStore.ts'
import { openMongoStore } from './mongoStore.ts'
import type { EnquiryStore } from './store.ts'

/** MongoDB when MONGODB_URI is set; otherwise the embedded file store under DATA_DIR. */
export function openStore(config: Pick<Config, 'mongodbUri' | 'dataDir'>, logger: Logger): Promise<EnquiryStore> {
  if (config.mongodbUri) return openMongoStore(config.mongodbUri, { log: (message) => logger.warn(message) })
  return openFileStore(config.dataDir)
}
