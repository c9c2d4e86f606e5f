import mongoose, { Schema, type Connection } from 'mongoose'
import { StoreUnavailableError, toEnquiry, type EnquiryStore, type NewEnquiry } from './store.ts'

/** The spec's consultation_requests entity, plus the enquiry's own id under a unique index. */
const consultationRequestSchema = new Schema(
  {
    id: { type: String, required: true, unique: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, required: true },
    serviceType: { type: String, default: '' },
    details: { type: String, default: '' },
    createdAt: { type: Date, required: true, default: () => new Date(), index: true },
  },
  { collection: 'consultation_requests', versionKey: false },
)

const isDuplicateKey = (error: unknown) => (error as { code?: number })?.code === 11000

/** Any failure of the database itself (not of the data) means the store is down for now. */
function unavailable(error: unknown): never {
  throw error instanceof StoreUnavailableError ? error : new StoreUnavailableError('The database did not answer', { cause: error })
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Connects with retries and backoff: the driver does not retry a failed first connection,
 * and the database may start after the server does.
 */
async function connect(uri: string, { attempts, timeoutMs, log }: Required<MongoOptions>): Promise<Connection> {
  for (let attempt = 1; ; attempt++) {
    // No buffering: while the database is down, operations fail at once (503) instead of hanging.
    const connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: timeoutMs, bufferCommands: false })
    try {
      return await connection.asPromise()
    } catch (error) {
      await connection.close().catch(() => undefined)
      if (attempt >= attempts) throw new StoreUnavailableError(`Could not connect to MongoDB after ${attempts} attempts`, { cause: error })
      const delay = Math.min(500 * 2 ** (attempt - 1), 8000)
      log(`MongoDB connection attempt ${attempt} failed; retrying in ${delay} ms`)
      await wait(delay)
    }
  }
}

export interface MongoOptions {
  /** Connection attempts at boot before giving up. */
  attempts?: number
  /** How long one attempt waits for a server. */
  timeoutMs?: number
  log?: (message: string) => void
}

export async function openMongoStore(uri: string, options: MongoOptions = {}): Promise<EnquiryStore> {
  const connection = await connect(uri, { attempts: 6, timeoutMs: 5000, log: () => {}, ...options })
  const Model = connection.model('ConsultationRequest', consultationRequestSchema)
  await Model.init()

  return {
    async insert(enquiry: NewEnquiry) {
      try {
        // Insert and let the unique index decide; never find-then-insert, which races.
        const stored = await Model.create({ ...enquiry, createdAt: new Date() })
        return { enquiry: toEnquiry(stored.toObject()), created: true }
      } catch (error) {
        if (!isDuplicateKey(error)) unavailable(error)
        const existing = await Model.findOne({ id: enquiry.id }).lean().catch(unavailable)
        if (!existing) unavailable(error)
        return { enquiry: toEnquiry(existing), created: false }
      }
    },
    async list() {
      const records = await Model.find().sort({ createdAt: -1 }).lean().catch(unavailable)
      return records.map(toEnquiry)
    },
    async ping() {
      if (!connection.db) unavailable(new Error('not connected'))
      await connection.db.admin().ping().catch(unavailable)
    },
    async close() {
      await connection.close()
    },
  }
}
