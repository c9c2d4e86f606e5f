import { stat } from 'node:fs/promises'
import path from 'node:path'
import Datastore from '@seald-io/nedb'
import { lock } from 'proper-lockfile'
import { makePrivateDir, privateModes } from './privateFiles.ts'
import { StoreUnavailableError, type Account, type AccountRepository } from './store.ts'

/**
 * Staff accounts in the embedded store. `npm run staff` changes them while the server runs, so
 * two processes share this one file: each change holds a lock on it, and the file is read again
 * when another process has changed it since. A read (every sign-in and staff request) takes the
 * lock only in that case, so a burst of sign-ins does not queue on it. (Enquiries and sessions
 * have one writer, the server, and need none of this.)
 */
export async function openFileAccounts(dataDir: string) {
  // `npm run staff` may be the first to use a DATA_DIR; the lock needs the folder to exist.
  await makePrivateDir(dataDir)
  const file = path.join(dataDir, 'users.db')
  const db = new Datastore<Account>({ filename: file, modes: privateModes })
  let seen = ''
  const fingerprint = () =>
    stat(file).then(
      ({ size, mtimeMs }) => `${size}:${mtimeMs}`,
      () => 'none',
    )

  async function locked<T>(work: () => Promise<T>): Promise<T> {
    const release = await lock(dataDir, { lockfilePath: `${file}.lock`, retries: { retries: 50, minTimeout: 10, maxTimeout: 200 }, stale: 10_000 }).catch(
      (cause) => {
        throw new StoreUnavailableError('The staff accounts file is locked by another process', { cause })
      },
    )
    try {
      if ((await fingerprint()) !== seen) {
        await db.loadDatabaseAsync()
        await db.ensureIndexAsync({ fieldName: 'username', unique: true })
      }
      const result = await work()
      seen = await fingerprint()
      return result
    } finally {
      await release()
    }
  }

  // One reload under the lock, however many reads find the file changed at once.
  let reloading: Promise<void> | undefined
  async function read<T>(work: () => Promise<T>): Promise<T> {
    if ((await fingerprint()) !== seen) {
      reloading ??= locked(async () => undefined).finally(() => {
        reloading = undefined
      })
      await reloading
    }
    return work()
  }

  const withoutId = ({ username, passwordHash, passwordChangedAt, createdAt }: Account): Account => ({ username, passwordHash, passwordChangedAt, createdAt })

  const repository: AccountRepository = {
    add: (account) =>
      locked(async () => {
        if (await db.findOneAsync({ username: account.username })) return false
        await db.insertAsync({ ...account })
        return true
      }),
    setPassword: (username, passwordHash, at) =>
      locked(async () => (await db.updateAsync({ username }, { $set: { passwordHash, passwordChangedAt: at } }, {})).numAffected > 0),
    remove: (username) => locked(async () => (await db.removeAsync({ username }, {})) > 0),
    find: (username) =>
      read(async () => {
        const account = await db.findOneAsync({ username })
        return account ? withoutId(account) : undefined
      }),
    list: () =>
      read(async () =>
        (await db.findAsync({}).sort({ username: 1 })).map(({ username, createdAt, passwordChangedAt }) => ({ username, createdAt, passwordChangedAt })),
      ),
  }

  await locked(async () => undefined)
  return { repository, close: () => locked(() => db.compactDatafileAsync()) }
}
