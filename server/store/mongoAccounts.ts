import { isDuplicateKey, storeError } from './mongoErrors.ts'
import type { Models } from './mongoModels.ts'
import type { Account, AccountRepository } from './store.ts'

/** An account stored before e-mails and alert areas were kept has neither: no e-mail, every area. */
type StoredAccount = Omit<Account, 'email' | 'alertAreas'> & Partial<Pick<Account, 'email' | 'alertAreas'>>
const withPreferences = <T extends Partial<Pick<Account, 'email' | 'alertAreas'>>>(account: T) => ({
  ...account,
  email: account.email ?? null,
  alertAreas: account.alertAreas ?? null,
})

/** Staff accounts; also all `npm run staff` uses, which must build no index and change no setting. */
export function mongoAccounts(users: () => Models['User']): AccountRepository {
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
    setPreferences: async (username, { email, alertAreas }) =>
      (await users().updateOne({ username }, { $set: { email, alertAreas } }).catch(storeError)).matchedCount > 0,
    remove: async (username) => (await users().deleteOne({ username }).catch(storeError)).deletedCount > 0,
    async find(username) {
      const account = await users().findOne({ username }, { _id: 0 }).lean<StoredAccount>().catch(storeError)
      return account ? withPreferences(account) : undefined
    },
    list: async () =>
      (
        await users()
          .find({}, { _id: 0, username: 1, email: 1, alertAreas: 1, createdAt: 1, passwordChangedAt: 1 })
          .sort({ username: 1 })
          .lean<Array<Omit<StoredAccount, 'passwordHash'>>>()
          .catch(storeError)
      ).map(withPreferences),
  }
}
