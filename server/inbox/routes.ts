import express from 'express'
import * as v from 'valibot'
import { enquiriesPath } from '../../app/shared/enquiry/schema.ts'
import {
  AssignSchema,
  CallSchema,
  inboxPageSize,
  InboxSearchSchema,
  NoteSchema,
  ReplySchema,
  staffPaths,
  StatusChangeSchema,
  type InboxCounts,
  type InboxPage,
  type InboxSearch,
  type InboxView,
  inboxViews,
} from '../../app/shared/staffApi.ts'
import { HttpError } from '../httpErrors.ts'
import { parseRequest } from '../parseRequest.ts'
import { acknowledgementKeys } from '../mail/acknowledgementKey.ts'
import { administratorOnly, administratorsOnly, isAdministrator } from '../staff/administratorOnly.ts'
import { requireStaff, type StaffOptions } from '../staff/requireStaff.ts'
import type { AuditAction, EnquirySearch } from '../store/store.ts'
import { addNote, assignEnquiry, changeStatus, eraseEnquiry, exportDelivered, findEnquiry, logCall, releaseEnquiry, sendReply } from './inbox.ts'
import { lastWeeks, londonDate } from './londonWeeks.ts'
import { buildReport, reportWeeks } from './report.ts'
import { reportCsv } from './reportCsv.ts'
import { toAlertStatus, toExportFile, toInboxItem, toStaffEnquiry, toStaffEnquiryDetail } from './staffJson.ts'
import { possibleConflicts } from './conflicts.ts'

const IdSchema = v.pipe(v.string(), v.uuid('The enquiry id must be a UUID'))

export interface InboxOptions extends StaffOptions {
  mail: boolean
  onMailQueued: () => void
}

function storeSearch({ status, service, q, view }: InboxSearch, actor: string, now: Date): EnquirySearch {
  const search: EnquirySearch = { status, service, q }
  if (view === 'mine') search.assignee = actor
  else if (view === 'unassigned') search.assignee = null
  else if (view === 'held') search.held = true
  else if (view === 'overdue') search.overdueAt = now
  return search
}

export function inboxRouter(options: InboxOptions) {
  const { store, mail, onMailQueued, clock } = options
  const router = express.Router()
  const staff = requireStaff(options)
  // Every read of an enquiry and every change is on record, with who and when (ASVS 5.0 V16.2).
  const audit = (action: AuditAction, enquiryId: string, actor: string) => store.audit.record({ at: clock.now(), actor, action, enquiryId })
  const acknowledgementKey = acknowledgementKeys(store)
  const one = `${enquiriesPath}/:id`
  const onlyAdministrators = (what: string) => administratorOnly(store.accounts, what)

  router.get(enquiriesPath, staff, async (req, res) => {
    // Without parameters, every enquiry whole, as a bare array for scripts: an export of each, on record before it is sent.
    if (Object.keys(req.query).length === 0) {
      const all = await store.enquiries.list()
      await Promise.all(all.map((enquiry) => audit('export', enquiry.id, res.locals.actor)))
      return res.json(all.map(toStaffEnquiry))
    }
    const search = parseRequest(InboxSearchSchema, req.query)
    const page = search.page ?? 1
    const { items, total } = await store.enquiries.search(storeSearch(search, res.locals.actor, clock.now()), {
      skip: (page - 1) * inboxPageSize,
      limit: inboxPageSize,
    })
    res.json({ items: items.map(toInboxItem), total, page, pageCount: Math.max(1, Math.ceil(total / inboxPageSize)) } satisfies InboxPage)
  })

  router.get(one, staff, async (req, res) => {
    const enquiry = await findEnquiry(store, parseRequest(IdSchema, req.params.id))
    // Recorded before it is shown: a read the log does not hold must not happen.
    await audit('read', enquiry.id, res.locals.actor)
    const [related, parties] = await Promise.all([store.enquiries.related(enquiry), store.enquiries.parties()])
    res.json(toStaffEnquiryDetail(enquiry, related, possibleConflicts(enquiry, parties)))
  })

  router.patch(one, staff, express.json({ limit: '1kb' }), async (req, res) => {
    const id = parseRequest(IdSchema, req.params.id)
    const change = parseRequest(StatusChangeSchema, req.body)
    // Instructed makes an enquiry a client's and exempts it from retention: a partner's decision.
    const touchesInstructed = change.status === 'instructed' || (await findEnquiry(store, id)).status === 'instructed'
    if (touchesInstructed && !(await isAdministrator(store.accounts, res.locals.actor))) {
      throw new HttpError(403, administratorsOnly('mark an enquiry Instructed or undo it'))
    }
    const enquiry = await changeStatus(store, id, change, res.locals.actor, clock.now())
    await audit('status', id, res.locals.actor)
    res.json(toStaffEnquiry(enquiry))
  })

  // A POST, so the same-origin check covers it (a sibling subdomain is same-site and gets the
  // cookie), and neither a HEAD nor a link can make one.
  router.post(`${one}/export`, staff, async (req, res) => {
    const id = parseRequest(IdSchema, req.params.id)
    const { actor } = res.locals
    const file = toExportFile(await findEnquiry(store, id), new Date())
    // Audited once the whole file has gone out; an answer cut short is no export.
    res.once('finish', () => {
      exportDelivered(store, id, actor).then(
        () => req.log.info({ enquiryId: id, actor }, 'enquiry exported'),
        (error) =>
          req.log.error(
            { enquiryId: id, actor, err: { message: error instanceof Error ? error.message : String(error) } },
            'enquiry exported; audit entry failed',
          ),
      )
    })
    res
      .attachment(`enquiry-${id}.json`)
      .type('json')
      .send(JSON.stringify(file, null, 2))
  })

  router.post(`${one}/assignee`, staff, express.json({ limit: '1kb' }), async (req, res) => {
    const id = parseRequest(IdSchema, req.params.id)
    const { actor } = res.locals
    const now = clock.now()
    const { enquiry, changed } = await assignEnquiry(store, id, parseRequest(AssignSchema, req.body), actor, now)
    // Someone who took it themselves knows already; a colleague given it is told by e-mail.
    if (changed && mail && enquiry.assignee !== null && enquiry.assignee !== actor) {
      await store.mail.queueAssignment(id, enquiry.assignee, now)
      res.once('finish', onMailQueued)
    }
    // Unchanged, the answer still shows the whole enquiry: a read, on record like any other.
    await audit(changed ? 'assign' : 'read', id, actor)
    if (changed) req.log.info({ enquiryId: id, actor, assignee: enquiry.assignee }, 'enquiry assigned')
    res.json(toStaffEnquiry(enquiry))
  })

  router.post(`${one}/notes`, staff, express.json({ limit: '16kb' }), async (req, res) => {
    const id = parseRequest(IdSchema, req.params.id)
    const { text } = parseRequest(NoteSchema, req.body)
    const enquiry = await addNote(store, id, text, res.locals.actor, clock.now())
    await audit('note', id, res.locals.actor)
    req.log.info({ enquiryId: id, actor: res.locals.actor }, 'note added')
    res.status(201).json(toStaffEnquiry(enquiry))
  })

  router.post(`${one}/calls`, staff, express.json({ limit: '1kb' }), async (req, res) => {
    const id = parseRequest(IdSchema, req.params.id)
    const enquiry = await logCall(store, id, parseRequest(CallSchema, req.body).outcome, res.locals.actor, clock.now())
    await audit('call', id, res.locals.actor)
    res.status(201).json(toStaffEnquiry(enquiry))
  })

  router.post(`${one}/replies`, staff, express.json({ limit: '32kb' }), async (req, res) => {
    const id = parseRequest(IdSchema, req.params.id)
    if (!mail) throw new HttpError(409, 'E-mail is off on this server (no SMTP_URL), so no reply can be sent from the inbox. Call instead.')
    const enquiry = await sendReply(store, id, parseRequest(ReplySchema, req.body), res.locals.actor, clock.now())
    await audit('reply', id, res.locals.actor)
    req.log.info({ enquiryId: id, actor: res.locals.actor }, 'reply queued')
    res.once('finish', onMailQueued)
    res.status(202).json(toStaffEnquiry(enquiry))
  })

  router.post(`${one}/release`, staff, async (req, res) => {
    const id = parseRequest(IdSchema, req.params.id)
    const { actor } = res.locals
    const enquiry = await releaseEnquiry(store, id, { by: actor, mail, acknowledgementKey })
    req.log.info({ enquiryId: id, actor }, 'held enquiry released')
    res.once('finish', onMailQueued)
    res.json(toStaffEnquiry(enquiry))
  })

  router.get(`${one}/export`, staff, () => {
    throw new HttpError(405, 'An export is a POST to this address.', undefined, { Allow: 'POST' })
  })

  router.delete(one, staff, onlyAdministrators('delete an enquiry'), async (req, res) => {
    const id = parseRequest(IdSchema, req.params.id)
    await eraseEnquiry(store, id, res.locals.actor)
    req.log.info({ enquiryId: id, actor: res.locals.actor }, 'enquiry deleted')
    res.status(204).end()
  })

  // The view switcher's and the tab title's figures; the inbox asks every few seconds, so it sees a new enquiry soon.
  router.get(staffPaths.counts, staff, async (_req, res) => {
    const count = async (view?: InboxView) => (await store.enquiries.search(storeSearch({ view }, res.locals.actor, clock.now()), { skip: 0, limit: 1 })).total
    const [all, ...each] = await Promise.all([count(), ...inboxViews.map(count)])
    res.json({ all: all!, ...Object.fromEntries(inboxViews.map((view, index) => [view, each[index]!])) } as InboxCounts)
  })

  router.get(staffPaths.alerts, staff, async (_req, res) => {
    res.json(toAlertStatus(mail, await store.mail.status(new Date(Date.now() - 86_400_000))))
  })

  const report = async (now: Date) => buildReport(await store.enquiries.reportRows(lastWeeks(now, reportWeeks).since), now)

  router.get(staffPaths.report, staff, onlyAdministrators('see the report'), async (_req, res) => {
    res.json(await report(clock.now()))
  })

  router.get(staffPaths.reportCsv, staff, onlyAdministrators('see the report'), async (_req, res) => {
    const now = clock.now()
    res
      .attachment(`enquiry-report-${londonDate(now)}.csv`)
      .type('text/csv; charset=utf-8')
      .send(reportCsv(await report(now)))
  })

  return router
}
