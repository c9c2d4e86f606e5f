import { isDuplicateKey, storeError } from './mongoErrors.ts'
import type { UseModels } from './mongoModels.ts'
import type { DigestLog } from './store.ts'

const digestKey = (day: string, username: string) => `${day} ${username}`

export function mongoDigests(use: UseModels): DigestLog {
  return {
    async claim(day, username, now, leaseUntil) {
      // No unsent document with its lease over: the upsert inserts one, and a duplicate key means another sender has it or it went.
      return use()
        .Digest.updateOne({ _id: digestKey(day, username), sentAt: null, leaseUntil: { $lte: now } }, { $set: { day, leaseUntil } }, { upsert: true })
        .then(
          () => true,
          (error) => (isDuplicateKey(error) ? false : storeError(error)),
        )
    },
    async markSent(day, username, at) {
      await use()
        .Digest.updateOne({ _id: digestKey(day, username) }, { $set: { sentAt: at } })
        .catch(storeError)
    },
    removeBefore: async (day) =>
      (
        await use()
          .Digest.deleteMany({ day: { $lt: day } })
          .catch(storeError)
      ).deletedCount,
  }
}
