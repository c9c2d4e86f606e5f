import type { QueryFilter } from 'mongoose'
import type { TimelineEntry } from '../../app/shared/enquiry/enquiryRecord.ts'
import { arrivalJobs, type EnquiryDocument, newDocument, newMailJob } from './mongoDocuments.ts'
import { expiredFilter, heldBeforeFilter, newestFirst, searchFilter, timelineUpdate } from './mongoQueries.ts'
import { acknowledgementIntervalMs, phoneKey, toEnquiryRecord } from './storedEnquiry.ts'
import { isDuplicateKey, storeError } from './mongoErrors.ts'
import type { UseModels } from './mongoModels.ts'
import { type EnquiryRepository, type InsertOptions, type ReportRow, StoreUnavailableError } from './store.ts'

const query = (filter: object) => filter as QueryFilter<EnquiryDocument>

const record = (document: EnquiryDocument | null) => (document ? toEnquiryRecord(document) : undefined)

const after = { returnDocument: 'after' } as const

export function mongoEnquiries(use: UseModels): EnquiryRepository {
  const change = async (filter: object, update: object) =>
    record(await use().Enquiry.findOneAndUpdate(query(filter), update, after).lean<EnquiryDocument>().catch(storeError))

  /**
   * No transaction here (a single server may run it), so this follows the enquiry's own write: the key's
   * time is taken first by a conditional upsert that only one of two racing writes wins (the other meets
   * the unique _id), then the job is added.
   */
  async function acknowledge(enquiryId: string, { addressKey }: NonNullable<InsertOptions['acknowledge']>, at: Date) {
    const { AcknowledgedAddress, Enquiry } = use()
    const claimed = await AcknowledgedAddress.updateOne(
      { _id: addressKey, lastAt: { $lte: new Date(at.getTime() - acknowledgementIntervalMs) } },
      { $set: { lastAt: at } },
      { upsert: true },
    ).then(
      () => true,
      (error) => (isDuplicateKey(error) ? false : storeError(error)),
    )
    if (claimed) await Enquiry.updateOne({ id: enquiryId }, { $push: { mail: newMailJob('acknowledgement', at) } }).catch(storeError)
  }

  return {
    async insert(enquiry, options) {
      const { Enquiry } = use()
      const document = newDocument(enquiry, options)
      let created: EnquiryDocument
      try {
        // Insert and let the unique index decide; never find-then-insert, which races.
        created = (await Enquiry.create(document)).toObject()
      } catch (error) {
        if (!isDuplicateKey(error)) storeError(error)
        // Only a copy a majority holds is an answer: one whose majority timed out could still be rolled back.
        const existing = await Enquiry.findOne({ id: enquiry.id }).readConcern('majority').lean<EnquiryDocument>().catch(storeError)
        if (!existing) throw new StoreUnavailableError('An earlier copy of this enquiry is not yet safely stored', { cause: error })
        return { enquiry: toEnquiryRecord(existing), created: false }
      }
      if (options.acknowledge && !document.held) await acknowledge(enquiry.id, options.acknowledge, document.createdAt)
      return { enquiry: toEnquiryRecord(created), created: true }
    },
    list: async () => (await use().Enquiry.find().sort(newestFirst).lean<EnquiryDocument[]>().catch(storeError)).map(toEnquiryRecord),
    async search(search, { skip, limit }) {
      const { Enquiry } = use()
      const filter = query(searchFilter(search))
      const [items, total] = await Promise.all([
        Enquiry.find(filter).sort(newestFirst).skip(skip).limit(limit).lean<EnquiryDocument[]>(),
        Enquiry.countDocuments(filter),
      ]).catch(storeError)
      return { items: items.map(toEnquiryRecord), total }
    },
    get: async (id) => record(await use().Enquiry.findOne({ id }).lean<EnquiryDocument>().catch(storeError)),
    async changeStatus(id, from, { status, at, by }) {
      // Undoing Instructed starts the retention clock again, from the arrival.
      const restart = from === 'instructed' ? (await use().Enquiry.findOne({ id }).lean<EnquiryDocument>().catch(storeError))?.createdAt : undefined
      return change(
        { id, status: from },
        {
          ...timelineUpdate({ kind: 'status', status, at, by }, { status, ...(restart ? { retentionFrom: restart } : {}) }),
          // Becoming a client ends the retention clock.
          ...(status === 'instructed' ? { $unset: { retentionFrom: true } } : {}),
        },
      )
    },
    assign: (id, { to, from, at, by }) =>
      change({ id, ...(from === undefined ? {} : { assignee: from }) }, timelineUpdate({ kind: 'assigned', to, at, by }, { assignee: to })),
    addNote: (id, { text, at, by }) => change({ id }, timelineUpdate({ kind: 'note', text, at, by })),
    logCall: (id, { outcome, at, by }) => change({ id }, timelineUpdate({ kind: 'call', outcome, at, by })),
    queueReply: (id, { replyId, subject, text, at, by }) =>
      change({ id }, { $push: { timeline: { kind: 'reply', replyId, subject, text, at, by }, mail: newMailJob('reply', at, { id: replyId }) } }),
    async release(id, { replyDueAt, alert, chase, acknowledge: ack, at, by }) {
      const released: TimelineEntry = { kind: 'released', at, by }
      const enquiry = await change(
        { id, held: true },
        {
          $set: { held: false, clockFrom: at, replyDueAt },
          $push: { timeline: released, mail: { $each: arrivalJobs({ alert, chase }, at, replyDueAt) } },
        },
      )
      if (enquiry && ack) await acknowledge(id, ack, at)
      return enquiry
    },
    async related({ id, email, phone }) {
      const emailKey = email.toLowerCase()
      // An empty phone (older enquiries may have none) matches nothing.
      const samePhone = phone.trim() === '' ? undefined : phoneKey(phone)
      const matches = [{ emailKey }, ...(samePhone === undefined ? [] : [{ phoneKey: samePhone }])]
      const found = await use()
        .Enquiry.find(query({ $or: matches, id: { $ne: id } }), { _id: 0, id: 1, createdAt: 1, status: 1, serviceType: 1, emailKey: 1, phoneKey: 1 })
        .sort(newestFirst)
        .limit(20)
        .lean<Array<Pick<EnquiryDocument, 'id' | 'createdAt' | 'status' | 'serviceType' | 'emailKey' | 'phoneKey'>>>()
        .catch(storeError)
      return found.map((other) => ({
        id: other.id,
        createdAt: other.createdAt,
        status: other.status,
        serviceType: other.serviceType ?? '',
        matchedBy: [...(other.emailKey === emailKey ? (['email'] as const) : []), ...(other.phoneKey === samePhone ? (['phone'] as const) : [])],
      }))
    },
    async parties() {
      const found = await use()
        .Enquiry.find(query({ held: false }), {
          _id: 0,
          id: 1,
          createdAt: 1,
          status: 1,
          serviceType: 1,
          firstName: 1,
          lastName: 1,
          otherParty: 1,
          emailKey: 1,
          phoneKey: 1,
        })
        .lean<Array<Pick<EnquiryDocument, 'id' | 'createdAt' | 'status' | 'serviceType' | 'firstName' | 'lastName' | 'otherParty' | 'emailKey' | 'phoneKey'>>>()
        .catch(storeError)
      return found.map((other) => ({
        id: other.id,
        createdAt: other.createdAt,
        status: other.status,
        serviceType: other.serviceType ?? '',
        firstName: other.firstName,
        lastName: other.lastName,
        otherParty: other.otherParty ?? '',
        emailKey: other.emailKey ?? '',
        phoneKey: other.phoneKey ?? '',
      }))
    },
    async reportRows(since) {
      const rows = await use()
        .Enquiry.find(query({ createdAt: { $gte: since } }), {
          _id: 0,
          createdAt: 1,
          serviceType: 1,
          heardFrom: 1,
          sentFrom: 1,
          assignee: 1,
          wasHeld: 1,
          held: 1,
          clockFrom: 1,
          replyDueAt: 1,
          firstContactAt: 1,
        })
        .sort({ createdAt: 1 })
        .lean<EnquiryDocument[]>()
        .catch(storeError)
      return rows.map(
        (row): ReportRow => ({
          createdAt: row.createdAt,
          serviceType: row.serviceType ?? '',
          heardFrom: row.heardFrom ?? '',
          sentFrom: row.sentFrom ?? '',
          assignee: row.assignee ?? null,
          wasHeld: row.wasHeld,
          held: row.held,
          clockFrom: row.clockFrom,
          replyDueAt: row.replyDueAt ?? null,
          firstContactAt: row.firstContactAt ?? null,
        }),
      )
    },
    // Queued e-mails are on the enquiry, so each erasure takes them with it.
    remove: async (id) => (await use().Enquiry.deleteOne({ id }).catch(storeError)).deletedCount > 0,
    removeExpired: async (cutoff) =>
      (
        await use()
          .Enquiry.deleteMany(query(expiredFilter(cutoff)))
          .catch(storeError)
      ).deletedCount,
    removeHeld: async (cutoff) =>
      (
        await use()
          .Enquiry.deleteMany(query(heldBeforeFilter(cutoff)))
          .catch(storeError)
      ).deletedCount,
  }
}
