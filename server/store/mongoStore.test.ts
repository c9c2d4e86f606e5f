import { randomUUID } from 'node:crypto'
import mongoose from 'mongoose'
import { afterAll, describe, expect, it } from 'vitest'
import { openMongoStore } from './mongoStore.ts'
import { StoreUnavailableError } from './store.ts'
import { describeStoreContract } from './storeContract.ts'

describe('MongoDB store at boot', () => {
  it('retries a database that does not answer, then reports it unavailable', async () => {
    const retries: string[] = []
    const opening = openMongoStore('mongodb://127.0.0.1:9/clarendon', { attempts: 2, timeoutMs: 200, log: (m) => retries.push(m), retentionDays: 730 })
    await expect(opening).rejects.toBeInstanceOf(StoreUnavailableError)
    expect(retries).toHaveLength(1)
  })
})

/**
 * The store contract against a real MongoDB, whenever MONGODB_URI is set (no MongoDB server can
 * run on the project's build machines; see the README). Each test uses a database of its own.
 */
const uri = process.env.MONGODB_URI
const databases: string[] = []

describe.runIf(uri)('MongoDB', () => {
  describeStoreContract('MongoDB', async () => {
    const url = new URL(uri!)
    url.pathname = `/clarendon-test-${randomUUID().slice(0, 8)}`
    databases.push(url.href)
    const open = () => openMongoStore(url.href, { attempts: 1, retentionDays: 730 })
    return { store: await open(), reopen: open }
  })

  afterAll(async () => {
    for (const database of databases) {
      const connection = await mongoose.createConnection(database).asPromise()
      await connection.dropDatabase()
      await connection.close()
    }
  })
})
