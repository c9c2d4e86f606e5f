import { access, constants, mkdir } from 'node:fs/promises'
import path from 'node:path'
import Datastore from '@seald-io/nedb'
import { StoreUnavailableError, toEnquiry, type EnquiryStore, type NewEnquiry } from './store.ts'

type Record = NewEnquiry & { createdAt: Date }

const isUniqueViolation = (error: unknown) => (error as { errorType?: string })?.errorType === 'uniqueViolated'

/**
 * The embedded store (the default, so `npm start` keeps enquiries with no database to install):
 * an append-only file under DATA_DIR with a unique index on the enquiry id.
 */
export async function openFileStore(dataDir: string): Promise<EnquiryStore> {
  await mkdir(dataDir, { recursive: true })
  const db = new Datastore<Record>({ filename: path.join(dataDir, 'consultation_requests.db') })
  await db.loadDatabaseAsync()
  await db.ensureIndexAsync({ fieldName: 'id', unique: true })
  let closed = false

  const writable = async () => {
    if (closed) throw new StoreUnavailableError('The enquiry store is closed')
    await access(dataDir, constants.W_OK).catch((cause) => {
      throw new StoreUnavailableError(`Cannot write to ${dataDir}`, { cause })
    })
  }

  return {
    async insert(enquiry) {
      await writable()
      try {
        // nedb runs one operation at a time, so of two inserts with the same id, the second
        // always meets the unique index and reads back the first.
        const stored = await db.insertAsync({ ...enquiry, createdAt: new Date() })
        return { enquiry: toEnquiry(stored), created: true }
      } catch (error) {
        if (!isUniqueViolation(error)) throw new StoreUnavailableError('Could not save the enquiry', { cause: error })
        const existing = await db.findOneAsync({ id: enquiry.id })
        return { enquiry: toEnquiry(existing), created: false }
      }
    },
    async list() {
      if (closed) throw new StoreUnavailableError('The enquiry store is closed')
      const records = await db.findAsync({}).sort({ createdAt: -1 })
      return records.map(toEnquiry)
    },
    ping: writable,
    async close() {
      if (closed) return
      closed = true
      await db.compactDatafileAsync()
    },
  }
}
