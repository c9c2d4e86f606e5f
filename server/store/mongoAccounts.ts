import type { Model } from 'mongoose'
import { isDuplicateKey, storeError } from './mongoErrors.ts'
import type { Account, AccountRepository } from './store.ts'

/** Staff accounts; also all `npm run staff` uses, which must build no index and change no setting. */
export function mongoAccounts(users: () => Model<Account>): AccountRepository {
  return {
    async add(account) {
      // An upsert, not an insert: correct even before the server has built the unique index.
      const result = await users()
        .updateOne({ username: account.username }, { $setOnInsert: account }, { upsert: true })
        .catch((error) => (isDuplicateKey(error) ? { upsertedCount: 0 } : storeError(error)))
      return result.upsertedCount > 0
    },
    setPassword: async (username, passwordHash, at) =>
      (
        await users()
          .updateOne({ username }, { $set: { passwordHash, passwordChangedAt: at } })
          .catch(storeError)
      ).matchedCount > 0,
    remove: async (username) => (await users().deleteOne({ username }).catch(storeError)).deletedCount > 0,
    async find(username) {
      const account = await users().findOne({ username }, { _id: 0 }).lean().catch(storeError)
      return account ?? undefined
    },
    list: async () => users().find({}, { _id: 0, username: 1, createdAt: 1, passwordChangedAt: 1 }).sort({ username: 1 }).lean().catch(storeError),
  }
}
