import type Datastore from '@seald-io/nedb'
import {
  dueAlertFilter,
  expiredFilter,
  failedUpdate,
  failingAlerts,
  leasedBy,
  leaseUpdate,
  legacyFilter,
  legacyUpdate,
  newestFirst,
  newRecord,
  searchFilter,
  sentUpdate,
  statusUpdate,
  toAlertJob,
  toEnquiry,
  toStaffEnquiry,
  waitingAlerts,
  type EnquiryRecord,
} from './enquiryRecords.ts'
import { StoreUnavailableError, type AlertQueue, type EnquiryRepository } from './store.ts'

const isUniqueViolation = (error: unknown) => (error as { errorType?: string })?.errorType === 'uniqueViolated'

/** Enquiries and their alerts in the embedded store: one nedb file with a unique index on the id. */
export async function fileEnquiries(db: Datastore<object>, writable: () => Promise<void>): Promise<{ enquiries: EnquiryRepository; alerts: AlertQueue }> {
  const records = db as unknown as Datastore<EnquiryRecord>
  await records.ensureIndexAsync({ fieldName: 'id', unique: true })
  await records.ensureIndexAsync({ fieldName: 'createdAt' })
  for (const legacy of await records.findAsync(legacyFilter)) await records.updateAsync({ id: legacy.id }, legacyUpdate(legacy), {})

  const enquiries: EnquiryRepository = {
    async insert(enquiry, options) {
      await writable()
      try {
        // nedb runs one operation at a time, so of two inserts with the same id, the second
        // always meets the unique index and reads back the first.
        const stored = await records.insertAsync(newRecord(enquiry, options))
        return { enquiry: toEnquiry(stored), created: true }
      } catch (error) {
        if (!isUniqueViolation(error)) throw new StoreUnavailableError('Could not save the enquiry', { cause: error })
        const existing = await records.findOneAsync({ id: enquiry.id })
        return { enquiry: toEnquiry(existing), created: false }
      }
    },
    async list() {
      await writable()
      return (await records.findAsync({}).sort(newestFirst)).map(toStaffEnquiry)
    },
    async search(search, { skip, limit }) {
      await writable()
      const filter = searchFilter(search)
      const [items, total] = await Promise.all([records.findAsync(filter).sort(newestFirst).skip(skip).limit(limit), records.countAsync(filter)])
      return { items: items.map(toStaffEnquiry), total }
    },
    async get(id) {
      await writable()
      const record = await records.findOneAsync({ id })
      return record ? toStaffEnquiry(record) : undefined
    },
    async changeStatus(id, from, change) {
      await writable()
      const { affectedDocuments } = await records.updateAsync({ id, status: from }, statusUpdate(change), { returnUpdatedDocs: true })
      return affectedDocuments ? toStaffEnquiry(affectedDocuments) : undefined
    },
    async remove(id) {
      await writable()
      return (await records.removeAsync({ id }, {})) > 0
    },
    async removeExpired(cutoff) {
      await writable()
      return records.removeAsync(expiredFilter(cutoff), { multi: true })
    },
  }

  const alerts: AlertQueue = {
    async claim(owner, now, leaseUntil) {
      await writable()
      const [due] = await records.findAsync(dueAlertFilter(now)).sort({ 'alert.due': 1 }).limit(1)
      if (!due) return undefined
      // The same conditions again in the update, so two claims can never both win.
      const { affectedDocuments } = await records.updateAsync({ ...dueAlertFilter(now), id: due.id }, leaseUpdate(owner, leaseUntil), {
        returnUpdatedDocs: true,
      })
      return affectedDocuments ? toAlertJob(affectedDocuments) : undefined
    },
    async markSent(enquiryId, owner, at) {
      await writable()
      await records.updateAsync(leasedBy(enquiryId, owner), sentUpdate(at), {})
    },
    async markFailed(enquiryId, owner, error, retryAt) {
      await writable()
      await records.updateAsync(leasedBy(enquiryId, owner), failedUpdate(error, retryAt, new Date()), {})
    },
    async status() {
      await writable()
      const [waiting, failing] = await Promise.all([records.countAsync(waitingAlerts), records.findAsync(failingAlerts).sort({ createdAt: 1 })])
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
