import { isDuplicateKey, storeError } from './mongoErrors.ts'
import type { Models } from './mongoModels.ts'
import type { Account, AccountRepository, AccountWithFactors, SecondFactors } from './store.ts'

/** An older account may lack these: no e-mail, every area, and an administrator (decision 0050). */
type StoredAccount = Omit<Account, 'email' | 'alertAreas' | 'role'> & Partial<Pick<Account, 'email' | 'alertAreas' | 'role'>>
const withPreferences = <T extends Partial<Pick<Account, 'email' | 'alertAreas' | 'role'>>>(account: T) => ({
  ...account,
  role: account.role ?? 'administrator',
  email: account.email ?? null,
  alertAreas: account.alertAreas ?? null,
})
const withFactors = (account: StoredAccount & Partial<SecondFactors>): AccountWithFactors => ({
  ...withPreferences(account),
  totpSecret: account.totpSecret ?? null,
  totpLastStep: account.totpLastStep ?? 0,
  passkeys: (account.passkeys ?? []).map((key) => ({ ...key, lastUsedAt: key.lastUsedAt ?? null })),
  recoveryCodeHashes: account.recoveryCodeHashes ?? [],
})

/** Staff accounts; also all `npm run staff` uses, which must build no index and change no setting. */
export function mongoAccounts(users: () => Models['User'], enquiries: () => Models['Enquiry']): AccountRepository {
  const matched = async (filter: object, update: object) => (await users().updateOne(filter, update).catch(storeError)).matchedCount > 0
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
    setRole: (username, role) => matched({ username }, { $set: { role } }),
    setPreferences: async (username, { email, alertAreas }) =>
      (await users().updateOne({ username }, { $set: { email, alertAreas } }).catch(storeError)).matchedCount > 0,
    // No transaction: the enquiries go first, so a failure between leaves the account to remove again,
    // never an enquiry owned by no account. Once more after, for one given to it meanwhile.
    async remove(username, { at, by }) {
      const returnOpen = async () =>
        (
          await enquiries()
            .updateMany(
              { assignee: username, status: { $in: ['new', 'contacted'] } },
              { $set: { assignee: null }, $push: { timeline: { kind: 'returned', from: username, at, by } } },
            )
            .catch(storeError)
        ).modifiedCount
      if (!(await users().exists({ username }).catch(storeError))) return undefined
      const returned = await returnOpen()
      if ((await users().deleteOne({ username }).catch(storeError)).deletedCount === 0) return undefined
      return returned + (await returnOpen())
    },
    async find(username) {
      const account = await users().findOne({ username }, { _id: 0 }).lean<StoredAccount>().catch(storeError)
      return account ? withFactors(account) : undefined
    },
    setTotp: (username, totpSecret) => matched({ username }, { $set: { totpSecret, totpLastStep: 0 } }),
    enrolFirst: (username, factor) =>
      matched(
        { username, totpSecret: null, 'passkeys.0': { $exists: false } },
        'totp' in factor ? { $set: { totpSecret: factor.totp, totpLastStep: 0 } } : { $push: { passkeys: factor.passkey } },
      ),
    // The filter and the change are one operation: two requests with the same code cannot both match.
    spendTotpStep: (username, step) =>
      matched({ username, $or: [{ totpLastStep: { $lt: step } }, { totpLastStep: { $exists: false } }] }, { $set: { totpLastStep: step } }),
    addPasskey: (username, passkey) => matched({ username }, { $push: { passkeys: passkey } }),
    removePasskey: (username, id) => matched({ username, 'passkeys.id': id }, { $pull: { passkeys: { id } } }),
    recordPasskeyUse: (username, id, counter, at) =>
      matched({ username, 'passkeys.id': id }, { $set: { 'passkeys.$.counter': counter, 'passkeys.$.lastUsedAt': at } }),
    setRecoveryCodes: (username, recoveryCodeHashes) => matched({ username }, { $set: { recoveryCodeHashes } }),
    spendRecoveryCode: (username, hash) => matched({ username, recoveryCodeHashes: hash }, { $pull: { recoveryCodeHashes: hash } }),
    resetFactors: (username, at) =>
      matched({ username }, { $set: { totpSecret: null, totpLastStep: 0, passkeys: [], recoveryCodeHashes: [], passwordChangedAt: at } }),
    list: async () =>
      (
        await users()
          .find({}, { _id: 0, username: 1, role: 1, email: 1, alertAreas: 1, createdAt: 1, passwordChangedAt: 1 })
          .sort({ username: 1 })
          .lean<Array<Omit<StoredAccount, 'passwordHash'>>>()
          .catch(storeError)
      ).map(withPreferences),
  }
}
