import type Datastore from '@seald-io/nedb'
// The queries and record shapes both stores share.
import * as records from './enquiryRecords.ts'
import type { EnquiryRecord } from './enquiryRecords.ts'
import { StoreUnavailableError, type AlertQueue, type EnquiryRepository } from './store.ts'

const isUniqueViolation = (error: unknown) => (error as { errorType?: string })?.errorType === 'uniqueViolated'

/** Enquiries and their alerts in the embedded store: one nedb file with a unique index on the id. */
export async function fileEnquiries(db: Datastore<object>, writable: () => Promise<void>): Promise<{ enquiries: EnquiryRepository; alerts: AlertQueue }> {
  const table = db as unknown as Datastore<EnquiryRecord>
  await table.ensureIndexAsync({ fieldName: 'id', unique: true })
  await table.ensureIndexAsync({ fieldName: 'createdAt' })
  for (const legacy of await table.findAsync(records.legacyFilter)) await table.updateAsync({ id: legacy.id }, records.legacyUpdate(legacy), {})

  // nedb only appends: a removed enquiry's text stays in the file, under a deletion mark, until
  // the file is rewritten. An erasure is rewritten at once, before anyone is told it is done.
  const eraseFromFile = () =>
    table.compactDatafileAsync().catch((cause) => {
      throw new StoreUnavailableError('Could not rewrite the enquiries file', { cause })
    })

  const enquiries: EnquiryRepository = {
    async insert(enquiry, options) {
      await writable()
      try {
        // nedb runs one operation at a time, so of two inserts with the same id, the second
        // always meets the unique index and reads back the first.
        const stored = await table.insertAsync(records.newRecord(enquiry, options))
        return { enquiry: records.toEnquiry(stored), created: true }
      } catch (error) {
        if (!isUniqueViolation(error)) throw new StoreUnavailableError('Could not save the enquiry', { cause: error })
        const existing = await table.findOneAsync({ id: enquiry.id })
        return { enquiry: records.toEnquiry(existing), created: false }
      }
    },
    async list() {
      await writable()
      return (await table.findAsync({}).sort(records.newestFirst)).map(records.toStaffEnquiry)
    },
    async search(search, { skip, limit }) {
      await writable()
      const filter = records.searchFilter(search)
      const [items, total] = await Promise.all([table.findAsync(filter).sort(records.newestFirst).skip(skip).limit(limit), table.countAsync(filter)])
      return { items: items.map(records.toStaffEnquiry), total }
    },
    async get(id) {
      await writable()
      const record = await table.findOneAsync({ id })
      return record ? records.toStaffEnquiry(record) : undefined
    },
    async changeStatus(id, from, change) {
      await writable()
      const { affectedDocuments } = await table.updateAsync({ id, status: from }, records.statusUpdate(change), { returnUpdatedDocs: true })
      return affectedDocuments ? records.toStaffEnquiry(affectedDocuments) : undefined
    },
    async remove(id) {
      await writable()
      const removed = (await table.removeAsync({ id }, {})) > 0
      if (removed) await eraseFromFile()
      return removed
    },
    async removeExpired(cutoff) {
      await writable()
      const removed = await table.removeAsync(records.expiredFilter(cutoff), { multi: true })
      if (removed > 0) await eraseFromFile()
      return removed
    },
  }

  const alerts: AlertQueue = {
    async claim(owner, now, leaseUntil) {
      await writable()
      const [due] = await table.findAsync(records.dueAlertFilter(now)).sort({ 'alert.due': 1 }).limit(1)
      if (!due) return undefined
      // The same conditions again in the update, so two claims can never both win.
      const { affectedDocuments } = await table.updateAsync({ ...records.dueAlertFilter(now), id: due.id }, records.leaseUpdate(owner, leaseUntil), {
        returnUpdatedDocs: true,
      })
      return affectedDocuments ? records.toAlertJob(affectedDocuments) : undefined
    },
    async markSent(enquiryId, owner, at) {
      await writable()
      await table.updateAsync(records.leasedBy(enquiryId, owner), records.sentUpdate(at), {})
    },
    async markFailed(enquiryId, owner, error, retryAt) {
      await writable()
      await table.updateAsync(records.leasedBy(enquiryId, owner), records.failedUpdate(error, retryAt, new Date()), {})
    },
    async status() {
      await writable()
      const [waiting, failing] = await Promise.all([table.countAsync(records.waitingAlerts), table.findAsync(records.failingAlerts).sort({ createdAt: 1 })])
      const latest = failing.reduce<EnquiryRecord | undefined>(
        (last, record) => (!last || record.alert!.failedAt! > last.alert!.failedAt! ? record : last),
        undefined,
      )
      return {
        waiting,
        failing: failing.length,
        failingSince: failing[0] ? failing[0].createdAt.toISOString() : null,
        lastError: latest?.alert?.lastError ?? null,
      }
    },
  }

  return { enquiries, alerts }
}
