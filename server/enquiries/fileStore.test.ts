import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { openFileStore } from './fileStore.ts'
import { StoreUnavailableError } from './store.ts'
import { sampleEnquiry } from '../../app/enquiry/sampleEnquiry.ts'
import { describeStoreContract } from './storeContract.ts'

const freshDir = () => mkdtemp(path.join(tmpdir(), 'clarendon-store-'))

describeStoreContract('embedded file', async () => {
  const dir = await freshDir()
  return { store: await openFileStore(dir), reopen: () => openFileStore(dir) }
})

describe('embedded file store', () => {
  it('reports itself unavailable once closed, rather than losing writes', async () => {
    const store = await openFileStore(await freshDir())
    await store.close()
    await expect(store.insert(sampleEnquiry())).rejects.toBeInstanceOf(StoreUnavailableError)
    await expect(store.ping()).rejects.toBeInstanceOf(StoreUnavailableError)
  })
})
