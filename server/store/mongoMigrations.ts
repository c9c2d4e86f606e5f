import { randomUUID } from 'node:crypto'
import type { Connection } from 'mongoose'
import { replyDueAt } from '../../app/shared/enquiry/replyDue.ts'
import type { EnquiryStatus } from '../../app/shared/enquiry/status.ts'
import { arrivalActor, fromHistory, type LegacyHistory, phoneDigits, phoneKey } from './storedEnquiry.ts'
import type { MailJobDocument } from './mongoDocuments.ts'
import { isDuplicateKey } from './mongoErrors.ts'
import { collections } from './mongoIndexes.ts'
import { StoreOpenError } from './store.ts'

/** An enquiry as schema 1 kept it: a status history and at most one alert. */
interface LegacyDocument {
  id: string
  createdAt: Date
  email?: string
  phone?: string
  status?: EnquiryStatus
  history?: LegacyHistory
  alert?: Omit<MailJobDocument, 'id' | 'kind'>
}

/**
 * MongoDB's schema, as numbered steps (the same numbers as the embedded store's): each records
 * itself in the migrations collection once done. A step is never edited once released, and
 * converts documents with a write conditional on their old shape, so two servers starting at
 * once (or a step interrupted and run again) change each document once.
 */
const migrations: Array<(connection: Connection) => Promise<void>> = [
  // 1: enquiries stored before statuses existed become New, counting towards retention from their arrival.
  async (connection) => {
    const raw = connection.collection<LegacyDocument>(collections.enquiries)
    const legacy = { status: { $exists: false } }
    for await (const document of raw.find(legacy)) {
      await raw.updateOne(
        { ...legacy, id: document.id },
        { $set: { status: 'new', history: [{ status: 'new', at: document.createdAt, by: arrivalActor }], retentionFrom: document.createdAt } },
      )
    }
  },
  // 2: history becomes the timeline, the alert a job in the mail queue.
  async (connection) => {
    const raw = connection.collection<LegacyDocument>(collections.enquiries)
    const old = { history: { $exists: true } }
    for await (const document of raw.find(old)) {
      const { timeline, firstContactAt } = fromHistory(document.history ?? [])
      const mail: MailJobDocument[] = document.alert ? [{ ...document.alert, id: randomUUID(), kind: 'alert' }] : []
      await raw.updateOne(
        { ...old, id: document.id },
        {
          $set: {
            timeline,
            held: false,
            wasHeld: false,
            assignee: null,
            clockFrom: document.createdAt,
            replyDueAt: replyDueAt(document.createdAt),
            emailKey: (document.email ?? '').toLowerCase(),
            phoneKey: phoneKey(document.phone ?? ''),
            phoneDigits: phoneDigits(document.phone ?? ''),
            heardFrom: '',
            sentFrom: '',
            mail,
            ...(firstContactAt ? { firstContactAt } : {}),
          },
          $unset: { history: true, alert: true },
        },
      )
    }
  },
  // 3: only a call or a reply is a contact (decision 0047). One still New was "contacted" by a note
  // alone, so its clock runs again; one moved on keeps the contact it had.
  async (connection) => {
    await connection.collection(collections.enquiries).updateMany({ status: 'new' }, { $unset: { firstContactAt: true } })
  },
]

export const mongoSchemaVersion = migrations.length

/**
 * Applies the steps this database has not had, in order, at boot; a database on which a newer
 * version has applied a step this code does not know is refused, since this code would misread it.
 */
export async function migrate(connection: Connection) {
  const applied = connection.collection<{ _id: number; appliedAt: Date }>(collections.migrations)
  const newest = await applied.find().sort({ _id: -1 }).limit(1).next()
  if (newest && newest._id > mongoSchemaVersion) {
    throw new StoreOpenError(
      `The MongoDB database ${connection.db?.databaseName} has schema version ${newest._id}, newer than this version of the server knows ` +
        `(${mongoSchemaVersion}): it was written by a later release. The server has stopped and changed nothing in it; run that release (or a later one).`,
    )
  }
  for (const [index, step] of migrations.entries()) {
    const number = index + 1
    if (newest && number <= newest._id) continue
    await step(connection)
    await applied.insertOne({ _id: number, appliedAt: new Date() }).catch((error) => {
      // Another server starting at the same time recorded it first.
      if (!isDuplicateKey(error)) throw error
    })
  }
}
