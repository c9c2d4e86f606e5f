import { storeError } from './mongoErrors.ts'
import type { UseModels } from './mongoModels.ts'
import type { SessionRepository } from './store.ts'

/** Staff sessions, each with its expiry (a TTL index removes them too: mongoIndexes.ts). */
export function mongoSessions(use: UseModels): SessionRepository {
  return {
    async get(sid, now) {
      const session = await use()
        .Session.findOne({ _id: sid, expiresAt: { $gt: now } })
        .lean()
        .catch(storeError)
      return session?.data
    },
    async set(sid, data, expiresAt) {
      await use().Session.updateOne({ _id: sid }, { $set: { data, expiresAt } }, { upsert: true }).catch(storeError)
    },
    async touch(sid, expiresAt) {
      await use().Session.updateOne({ _id: sid }, { $set: { expiresAt } }).catch(storeError)
    },
    async destroy(sid) {
      await use().Session.deleteOne({ _id: sid }).catch(storeError)
    },
    listFor: async (username, now) =>
      (
        await use()
          .Session.find({ 'data.username': username, expiresAt: { $gt: now } })
          .lean()
          .catch(storeError)
      ).map(({ _id, data }) => ({ key: _id, data })),
    destroyFor: async (username, keep) =>
      (
        await use()
          .Session.deleteMany({ 'data.username': username, ...(keep === undefined ? {} : { _id: { $ne: keep } }) })
          .catch(storeError)
      ).deletedCount,
    removeExpired: async (now) =>
      (
        await use()
          .Session.deleteMany({ expiresAt: { $lte: now } })
          .catch(storeError)
      ).deletedCount,
  }
}
