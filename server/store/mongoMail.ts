import { toMailJob, toTimeline } from './storedEnquiry.ts'
import { type EnquiryDocument, newMailJob } from './mongoDocuments.ts'
import { storeError } from './mongoErrors.ts'
import type { UseModels } from './mongoModels.ts'
import type { MailQueue } from './store.ts'

/**
 * A lease is judged (and set) by the database's clock ($$NOW), the one clock every server process
 * shares, so a process whose clock runs ahead cannot take over a lease that is still running.
 */
const free = (job: string, now: Date) => ({
  $and: [{ $eq: [`${job}.state`, 'waiting'] }, { $lte: [`${job}.due`, now] }, { $lte: [{ $ifNull: [`${job}.leaseUntil`, new Date(0)] }, '$$NOW'] }],
})

const thisFree = (jobId: string, now: Date) => ({
  $anyElementTrue: [{ $map: { input: '$mail', as: 'job', in: { $and: [{ $eq: ['$$job.id', jobId] }, free('$$job', now)] } } }],
})

const leaseJob = (jobId: string, owner: string, leaseMs: number) => [
  {
    $set: {
      mail: {
        $map: {
          input: '$mail',
          as: 'job',
          in: {
            $cond: [{ $eq: ['$$job.id', jobId] }, { $mergeObjects: ['$$job', { leaseOwner: owner, leaseUntil: { $add: ['$$NOW', leaseMs] } }] }, '$$job'],
          },
        },
      },
    },
  },
]

const leasedBy = (jobId: string, owner: string) => ({ mail: { $elemMatch: { id: jobId, state: 'waiting', leaseOwner: owner } } })
const releaseLease = { 'mail.$.leaseOwner': true, 'mail.$.leaseUntil': true }

const replyWritten = (enquiry: Pick<EnquiryDocument, 'timeline'>, replyId: string) =>
  enquiry.timeline.find((entry) => entry.kind === 'reply' && entry.replyId === replyId)

/** How many times a claim looks again when another sender leased the job it chose first. */
const claimAttempts = 5

/** The lease's write checks again that the job is free: another sender may have been quicker. */
export function mongoMail(use: UseModels): MailQueue {
  return {
    async claim(owner, now, leaseUntil) {
      const { Enquiry } = use()
      const leaseMs = leaseUntil.getTime() - now.getTime()
      for (let attempt = 0; attempt < claimAttempts; attempt++) {
        const [next] = await Enquiry.aggregate<{ id: string; jobId: string }>([
          { $match: { mail: { $elemMatch: { state: 'waiting', due: { $lte: now } } } } },
          { $unwind: '$mail' },
          { $match: { $expr: free('$mail', now) } },
          { $sort: { 'mail.due': 1 } },
          { $limit: 1 },
          { $project: { _id: 0, id: 1, jobId: '$mail.id' } },
        ]).catch(storeError)
        if (!next) return undefined
        // The driver's own call: mongoose does not pass an update pipeline on without an option per call.
        const leased = await Enquiry.collection
          .findOneAndUpdate({ id: next.id, $expr: thisFree(next.jobId, now) }, leaseJob(next.jobId, owner, leaseMs), { returnDocument: 'after' })
          .catch(storeError)
        // Another sender leased it first: look again.
        if (!leased) continue
        const enquiry = leased as unknown as EnquiryDocument
        const job = enquiry.mail.find((each) => each.id === next.jobId)!
        return toMailJob(job, {
          ...enquiry,
          replyDueAt: enquiry.replyDueAt ?? null,
          timeline: toTimeline(enquiry.timeline),
          assignee: enquiry.assignee ?? null,
          firstContactAt: enquiry.firstContactAt ?? null,
        })
      }
      return undefined
    },
    async markSent(jobId, owner, at) {
      const { Enquiry } = use()
      // The lease is this sender's, so nobody else ends the job between this read and the write.
      const leased = await Enquiry.findOne(leasedBy(jobId, owner), { _id: 0, mail: 1, timeline: 1 }).lean<EnquiryDocument>().catch(storeError)
      if (!leased) return
      const written = leased.mail.find((job) => job.id === jobId)?.kind === 'reply' ? replyWritten(leased, jobId) : undefined
      // A reply the mail server took is the enquiry's contact, by whoever wrote it.
      const contact = written ? { $push: { timeline: { kind: 'reply-sent', replyId: jobId, at, by: written.by } }, $min: { firstContactAt: at } } : {}
      await Enquiry.updateOne(leasedBy(jobId, owner), { $set: { 'mail.$.state': 'sent', 'mail.$.sentAt': at }, $unset: releaseLease, ...contact }).catch(
        storeError,
      )
    },
    async markFailed(jobId, owner, error, retryAt) {
      await use()
        .Enquiry.updateOne(leasedBy(jobId, owner), {
          $set: { 'mail.$.due': retryAt, 'mail.$.lastError': error.slice(0, 500), 'mail.$.failedAt': new Date() },
          $inc: { 'mail.$.attempts': 1 },
          $unset: releaseLease,
        })
        .catch(storeError)
    },
    async markRefused(jobId, owner, error, at) {
      await use()
        .Enquiry.updateOne(leasedBy(jobId, owner), {
          $set: { 'mail.$.state': 'refused', 'mail.$.lastError': error.slice(0, 500), 'mail.$.failedAt': at },
          $unset: releaseLease,
        })
        .catch(storeError)
    },
    async queueAssignment(enquiryId, assignee, at) {
      await use()
        .Enquiry.updateOne({ id: enquiryId }, { $push: { mail: newMailJob('assignment', at, { assignee }) } })
        .catch(storeError)
    },
    async status(refusedSince = new Date()) {
      const [refusal] = await use()
        .Enquiry.aggregate<{ at: Date; error: string }>([
          { $match: { mail: { $elemMatch: { state: 'refused', failedAt: { $gte: refusedSince } } } } },
          { $unwind: '$mail' },
          { $match: { 'mail.state': 'refused', 'mail.failedAt': { $gte: refusedSince } } },
          { $sort: { 'mail.failedAt': -1 } },
          { $limit: 1 },
          { $project: { _id: 0, at: '$mail.failedAt', error: '$mail.lastError' } },
        ])
        .catch(storeError)
      const lastRefusal = refusal ? { at: refusal.at, error: refusal.error } : null
      const [counts] = await use()
        .Enquiry.aggregate<{ waiting: number; failing: number; failingSince: Date | null; lastError: { failedAt: Date; error: string } | null }>([
          { $match: { 'mail.state': 'waiting' } },
          { $unwind: '$mail' },
          // A reminder or escalation queued for later is not waiting yet.
          { $match: { 'mail.state': 'waiting', $or: [{ 'mail.due': { $lte: new Date() } }, { 'mail.attempts': { $gt: 0 } }] } },
          {
            $group: {
              _id: null,
              waiting: { $sum: 1 },
              failing: { $sum: { $cond: [{ $gt: ['$mail.attempts', 0] }, 1, 0] } },
              failingSince: { $min: { $cond: [{ $gt: ['$mail.attempts', 0] }, '$createdAt', null] } },
              lastError: { $max: { $cond: [{ $gt: ['$mail.attempts', 0] }, { failedAt: '$mail.failedAt', error: '$mail.lastError' }, null] } },
            },
          },
        ])
        .catch(storeError)
      if (!counts) return { waiting: 0, failing: 0, failingSince: null, lastError: null, lastRefusal }
      return {
        waiting: counts.waiting,
        failing: counts.failing,
        failingSince: counts.failingSince ?? null,
        lastError: counts.lastError?.error ?? null,
        lastRefusal,
      }
    },
  }
}
