import { randomBytes } from 'node:crypto'
import type { Connection } from 'mongoose'
import { RateLimiterMongo } from 'rate-limiter-flexible'
import { isDuplicateKey, storeError } from './mongoErrors.ts'
import { collections } from './mongoIndexes.ts'
import type { UseModels } from './mongoModels.ts'
import type { Store } from './store.ts'

export function mongoSecret(use: UseModels): Store['secret'] {
  return async (name) => {
    const { Setting } = use()
    const value = randomBytes(32).toString('base64url')
    const upsert = () => Setting.findOneAndUpdate({ _id: name }, { $setOnInsert: { value } }, { upsert: true, returnDocument: 'after' }).lean()
    // Two processes making it at once: one insert wins, the other reads it.
    const setting = await upsert().catch((error) => (isDuplicateKey(error) ? upsert().catch(storeError) : storeError(error)))
    return setting!.value
  }
}

/** Until the store is ready the limiter has no client and refuses (503); its indexes are built with the others. */
export function mongoRateLimiter(readyClient: Promise<ReturnType<Connection['getClient']>>, dbName: string): Store['rateLimiter'] {
  return ({ keyPrefix, points, durationSeconds }) =>
    new RateLimiterMongo({
      storeClient: readyClient,
      dbName,
      tableName: collections.rateLimits,
      disableIndexesCreation: true,
      keyPrefix,
      points,
      duration: durationSeconds,
    })
}
