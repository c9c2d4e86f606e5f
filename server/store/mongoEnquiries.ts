import type { Connection, QueryFilter } from 'mongoose'
// The queries and record shapes both stores share.
import * as records from './enquiryRecords.ts'
import type { EnquiryDocument } from './enquiryRecords.ts'
import { isDuplicateKey, storeError } from './mongoErrors.ts'
import { collections } from './mongoIndexes.ts'
import type { UseModels } from './mongoModels.ts'
import { type AlertQueue, type EnquiryRepository, StoreUnavailableError } from './store.ts'

/** The queries shared with the embedded store (enquiryRecords.ts), in mongoose's terms. */
const query = (filter: object) => filter as QueryFilter<EnquiryDocument>

const record = (document: EnquiryDocument | null) => (document ? records.toEnquiryRecord(document) : undefined)

/**
 * An alert is due by the clock of the process that wrote its due time, but its lease is judged
 * by the database's clock ($$NOW), the one clock every server process shares: a process whose
 * clock runs ahead cannot take over a lease that is still running.
 */
const dueAlertByServerClock = (now: Date) => ({
  'alert.state': 'waiting',
  'alert.due': { $lte: now },
  $expr: { $lte: [{ $ifNull: ['$alert.leaseUntil', new Date(0)] }, '$$NOW'] },
})
const leaseByServerClock = (owner: string, leaseMs: number) => [{ $set: { 'alert.leaseOwner': owner, 'alert.leaseUntil': { $add: ['$$NOW', leaseMs] } } }]

/**
 * Enquiries stored before statuses existed become New. Conditional on the legacy shape, so a
 * status a colleague set meanwhile (another process booting at the same time) is never overwritten.
 */
export async function migrateLegacy(connection: Connection) {
  const raw = connection.collection(collections.enquiries)
  for await (const legacy of raw.find<EnquiryDocument>(records.legacyFilter)) {
    await raw.updateOne({ ...records.legacyFilter, id: legacy.id }, records.legacyUpdate(legacy))
  }
}

/** Enquiries, in the consultation requests collection. */
export function mongoEnquiries(use: UseModels): EnquiryRepository {
  return {
    async insert(enquiry, options) {
      const { Enquiry } = use()
      try {
        // Insert and let the unique index decide; never find-then-insert, which races.
        const stored = await Enquiry.create(records.newDocument(enquiry, options))
        return { enquiry: records.toEnquiryRecord(stored.toObject()), created: true }
      } catch (error) {
        if (!isDuplicateKey(error)) storeError(error)
        // Only a copy a majority holds is an answer: one whose majority timed out could still be rolled back.
        const existing = await Enquiry.findOne({ id: enquiry.id }).readConcern('majority').lean().catch(storeError)
        if (!existing) throw new StoreUnavailableError('An earlier copy of this enquiry is not yet safely stored', { cause: error })
        return { enquiry: records.toEnquiryRecord(existing), created: false }
      }
    },
    list: async () => (await use().Enquiry.find().sort(records.newestFirst).lean().catch(storeError)).map(records.toEnquiryRecord),
    async search(search, { skip, limit }) {
      const { Enquiry } = use()
      const filter = query(records.searchFilter(search))
      const [items, total] = await Promise.all([
        Enquiry.find(filter).sort(records.newestFirst).skip(skip).limit(limit).lean(),
        // Without a filter, the collection's own count: counting would read every entry of an index.
        Object.keys(filter).length === 0 ? Enquiry.estimatedDocumentCount() : Enquiry.countDocuments(filter),
      ]).catch(storeError)
      return { items: items.map(records.toEnquiryRecord), total }
    },
    get: async (id) => record(await use().Enquiry.findOne({ id }).lean().catch(storeError)),
    changeStatus: async (id, from, change) =>
      record(await use().Enquiry.findOneAndUpdate({ id, status: from }, records.statusUpdate(change), { returnDocument: 'after' }).lean().catch(storeError)),
    remove: async (id) => (await use().Enquiry.deleteOne({ id }).catch(storeError)).deletedCount > 0,
    removeExpired: async (cutoff) =>
      (
        await use()
          .Enquiry.deleteMany(query(records.expiredFilter(cutoff)))
          .catch(storeError)
      ).deletedCount,
  }
}

/** The e-mail alerts, kept on the enquiries they announce. */
export function mongoAlerts(use: UseModels): AlertQueue {
  return {
    async claim(owner, now, leaseUntil) {
      const leaseMs = leaseUntil.getTime() - now.getTime()
      // The driver's own call: mongoose does not pass an update pipeline on without an option per call.
      const claimed = await use()
        .Enquiry.collection.findOneAndUpdate(dueAlertByServerClock(now), leaseByServerClock(owner, leaseMs), {
          sort: { 'alert.due': 1 },
          returnDocument: 'after',
        })
        .catch(storeError)
      return claimed ? records.toAlertJob(claimed as unknown as EnquiryDocument) : undefined
    },
    async markSent(enquiryId, owner, at) {
      await use()
        .Enquiry.updateOne(query(records.leasedBy(enquiryId, owner)), records.sentUpdate(at))
        .catch(storeError)
    },
    async markFailed(enquiryId, owner, error, retryAt) {
      await use()
        .Enquiry.updateOne(query(records.leasedBy(enquiryId, owner)), records.failedUpdate(error, retryAt, new Date()))
        .catch(storeError)
    },
    async status() {
      const { Enquiry } = use()
      const [waiting, failing, oldest, latest] = await Promise.all([
        Enquiry.countDocuments(query(records.waitingAlerts)),
        Enquiry.countDocuments(query(records.failingAlerts)),
        Enquiry.findOne(query(records.failingAlerts)).sort({ createdAt: 1 }).lean(),
        Enquiry.findOne(query(records.failingAlerts)).sort({ 'alert.failedAt': -1 }).lean(),
      ]).catch(storeError)
      return { waiting, failing, failingSince: oldest ? oldest.createdAt : null, lastError: latest?.alert?.lastError ?? null }
    },
  }
}
