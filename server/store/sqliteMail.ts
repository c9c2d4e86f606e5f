import { randomUUID } from 'node:crypto'
import type Database from 'better-sqlite3'
import { appendedTimeline } from './sqliteRows.ts'
import { type StoredTimelineEntry, toMailJob, toTimeline } from './storedEnquiry.ts'
import type { Guard, Write } from './sqliteDatabase.ts'
import type { MailKind, MailQueue } from './store.ts'

interface JobRow {
  id: string
  kind: MailKind
  assignee: string | null
  attempts: number
  enquiry_id: string
  fields: string
  created_at: number
  service_type: string
  reply_due_at: number | null
  timeline: string
  owner: string | null
  first_contact_at: number | null
}

export function sqliteMail(db: Database.Database, guard: Guard, write: Write): MailQueue {
  const claimDue = db.prepare<[number, number], { id: string }>(
    "SELECT id FROM mail_jobs WHERE state = 'waiting' AND due <= ? AND (lease_until IS NULL OR lease_until <= ?) ORDER BY due LIMIT 1",
  )
  const lease = db.prepare('UPDATE mail_jobs SET lease_owner = ?, lease_until = ? WHERE id = ?')
  const jobById = db.prepare<[string], JobRow>(
    `SELECT m.id, m.kind, m.assignee, m.attempts, e.id AS enquiry_id, e.fields, e.created_at, e.service_type, e.reply_due_at, e.timeline,
      e.assignee AS owner, e.first_contact_at FROM mail_jobs m JOIN enquiries e ON e.id = m.enquiry_id WHERE m.id = ?`,
  )
  const sent = db.prepare(
    "UPDATE mail_jobs SET state = 'sent', sent_at = ?, lease_owner = NULL, lease_until = NULL WHERE id = ? AND state = 'waiting' AND lease_owner = ?",
  )
  const failed = db.prepare(
    "UPDATE mail_jobs SET due = ?, last_error = ?, failed_at = ?, attempts = attempts + 1, lease_owner = NULL, lease_until = NULL WHERE id = ? AND state = 'waiting' AND lease_owner = ?",
  )
  const refused = db.prepare(
    "UPDATE mail_jobs SET state = 'refused', last_error = ?, failed_at = ?, lease_owner = NULL, lease_until = NULL WHERE id = ? AND state = 'waiting' AND lease_owner = ?",
  )
  const lastRefusal = db.prepare<[number], { last_error: string; failed_at: number }>(
    "SELECT last_error, failed_at FROM mail_jobs WHERE state = 'refused' AND failed_at >= ? ORDER BY failed_at DESC LIMIT 1",
  )
  const replyOf = db.prepare<[string], { enquiry_id: string; timeline: string }>(
    "SELECT e.id AS enquiry_id, e.timeline FROM mail_jobs m JOIN enquiries e ON e.id = m.enquiry_id WHERE m.id = ? AND m.kind = 'reply'",
  )
  const contacted = db.prepare('UPDATE enquiries SET timeline = ?, first_contact_at = coalesce(first_contact_at, ?) WHERE id = ?')
  // Only for an enquiry still there: one erased meanwhile takes nothing into the queue.
  const assignment = db.prepare(
    "INSERT INTO mail_jobs (id, kind, enquiry_id, assignee, state, due, attempts) SELECT ?, 'assignment', id, ?, 'waiting', ?, 0 FROM enquiries WHERE id = ?",
  )
  // A reminder or escalation queued for later is not waiting yet.
  const counts = db.prepare<[number], { waiting: number; failing: number; failing_since: number | null }>(
    `SELECT count(*) AS waiting, count(*) FILTER (WHERE attempts > 0) AS failing, min(CASE WHEN attempts > 0 THEN e.created_at END) AS failing_since
      FROM mail_jobs m JOIN enquiries e ON e.id = m.enquiry_id WHERE state = 'waiting' AND (due <= ? OR attempts > 0)`,
  )
  const lastError = db.prepare<[], { last_error: string }>(
    "SELECT last_error FROM mail_jobs WHERE state = 'waiting' AND attempts > 0 ORDER BY failed_at DESC LIMIT 1",
  )

  const claimTx = db.transaction((owner: string, now: number, leaseUntil: number) => {
    const due = claimDue.get(now, now)
    if (!due) return undefined
    lease.run(owner, leaseUntil, due.id)
    const row = jobById.get(due.id)!
    const { email } = JSON.parse(row.fields) as { email: string }
    return toMailJob(row, {
      id: row.enquiry_id,
      serviceType: row.service_type,
      createdAt: new Date(row.created_at),
      replyDueAt: row.reply_due_at === null ? null : new Date(row.reply_due_at),
      email,
      timeline: toTimeline(JSON.parse(row.timeline) as StoredTimelineEntry[]),
      assignee: row.owner,
      firstContactAt: row.first_contact_at === null ? null : new Date(row.first_contact_at),
    })
  })

  /** A reply the mail server took is the enquiry's contact, by whoever wrote it, in the same write as the job's end. */
  const sentTx = db.transaction((jobId: string, owner: string, at: number) => {
    if (sent.run(at, jobId, owner).changes === 0) return
    const reply = replyOf.get(jobId)
    if (!reply) return
    const written = toTimeline(JSON.parse(reply.timeline) as StoredTimelineEntry[]).find((entry) => entry.kind === 'reply' && entry.replyId === jobId)
    const entry = { kind: 'reply-sent', replyId: jobId, at: new Date(at), by: written?.by ?? '' } as const
    contacted.run(appendedTimeline(reply, entry), at, reply.enquiry_id)
  })

  return {
    claim: (owner, now, leaseUntil) => write(() => claimTx(owner, now.getTime(), leaseUntil.getTime())),
    async markSent(jobId, owner, at) {
      await write(() => sentTx(jobId, owner, at.getTime()))
    },
    async markFailed(jobId, owner, error, retryAt) {
      await write(() => failed.run(retryAt.getTime(), error.slice(0, 500), Date.now(), jobId, owner))
    },
    async markRefused(jobId, owner, error, at) {
      await write(() => refused.run(error.slice(0, 500), at.getTime(), jobId, owner))
    },
    async queueAssignment(enquiryId, assignee, at) {
      await write(() => assignment.run(randomUUID(), assignee, at.getTime(), enquiryId))
    },
    async status(refusedSince = new Date()) {
      return guard(() => {
        const { waiting, failing, failing_since } = counts.get(Date.now())!
        const refusal = lastRefusal.get(refusedSince.getTime())
        return {
          waiting,
          failing,
          failingSince: failing_since === null ? null : new Date(failing_since),
          lastError: failing > 0 ? (lastError.get()?.last_error ?? null) : null,
          lastRefusal: refusal ? { at: new Date(refusal.failed_at), error: refusal.last_error } : null,
        }
      })
    },
  }
}
