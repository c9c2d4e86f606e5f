import express, { type RequestHandler } from 'express'
import * as v from 'valibot'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { inboxPageSize, type InboxCounts, type InboxSearch, type InboxView, inboxViews } from '../../app/shared/staffApi.ts'
import { HttpError } from '../httpErrors.ts'
import { acknowledgementKeys } from '../mail/acknowledgementKey.ts'
import { serve } from '../serveRoute.ts'
import { administratorOnly, administratorsOnly, isAdministrator } from '../staff/administratorOnly.ts'
import { requireStaff, type StaffOptions } from '../staff/requireStaff.ts'
import type { AuditAction, EnquirySearch } from '../store/store.ts'
import { addNote, assignEnquiry, changeStatus, eraseEnquiry, exportDelivered, findEnquiry, logCall, releaseEnquiry, sendReply } from './inbox.ts'
import { lastWeeks, londonDate } from './londonWeeks.ts'
import { buildReport, reportWeeks } from './report.ts'
import { reportCsv } from './reportCsv.ts'
import { toAlertStatus, toExportFile, toInboxItem, toStaffEnquiry, toStaffEnquiryDetail } from './staffJson.ts'
import { possibleConflicts } from './conflicts.ts'

const IdParams = v.object({ id: v.pipe(v.string(), v.uuid('The enquiry id must be a UUID')) })

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
  const onlyAdministrators = (what: string) => administratorOnly(store.accounts, what)

  const byId = { params: IdParams }
  const mailOn: RequestHandler = (_req, _res, next) => {
    if (!mail) throw new HttpError(409, 'E-mail is off on this server (no SMTP_URL), so no reply can be sent from the inbox. Call instead.')
    next()
  }
  // Without a query, every enquiry whole, as a bare array for scripts: an export of each, on record before it is sent.
  const everyEnquiry: RequestHandler = async (req, res, next) => {
    if (Object.keys(req.query).length > 0) return next()
    const all = await store.enquiries.list()
    await Promise.all(all.map((enquiry) => audit('export', enquiry.id, res.locals.actor)))
    res.json(all.map(toStaffEnquiry))
  }

  serve(router, staffApi.enquiries, { use: [staff, everyEnquiry] }, async ({ input: search }, _req, res) => {
    const page = search.page ?? 1
    const { items, total } = await store.enquiries.search(storeSearch(search, res.locals.actor, clock.now()), {
      skip: (page - 1) * inboxPageSize,
      limit: inboxPageSize,
    })
    return { items: items.map(toInboxItem), total, page, pageCount: Math.max(1, Math.ceil(total / inboxPageSize)) }
  })

  serve(router, staffApi.readEnquiry, { use: [staff], ...byId }, async ({ params }, _req, res) => {
    const enquiry = await findEnquiry(store, params.id)
    // Recorded before it is shown: a read the log does not hold must not happen.
    await audit('read', enquiry.id, res.locals.actor)
    const [related, parties] = await Promise.all([store.enquiries.related(enquiry), store.enquiries.parties()])
    return toStaffEnquiryDetail(enquiry, related, possibleConflicts(enquiry, parties))
  })

  serve(router, staffApi.changeStatus, { use: [staff, express.json({ limit: '1kb' })], ...byId }, async ({ params: { id }, input: change }, _req, res) => {
    // Instructed makes an enquiry a client's and exempts it from retention: a partner's decision.
    const touchesInstructed = change.status === 'instructed' || (await findEnquiry(store, id)).status === 'instructed'
    if (touchesInstructed && !(await isAdministrator(store.accounts, res.locals.actor))) {
      throw new HttpError(403, administratorsOnly('mark an enquiry Instructed or undo it'))
    }
    const enquiry = await changeStatus(store, id, change, res.locals.actor, clock.now())
    await audit('status', id, res.locals.actor)
    return toStaffEnquiry(enquiry)
  })

  // A POST, so the same-origin check covers it (a sibling subdomain is same-site and gets the
  // cookie), and neither a HEAD nor a link can make one.
  serve(router, staffApi.exportEnquiry, { use: [staff], ...byId }, async ({ params: { id } }, req, res) => {
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
    return { name: `enquiry-${id}.json`, type: 'json', body: JSON.stringify(file, null, 2) }
  })

  serve(router, staffApi.assign, { use: [staff, express.json({ limit: '1kb' })], ...byId }, async ({ params: { id }, input }, req, res) => {
    const { actor } = res.locals
    const now = clock.now()
    const { enquiry, changed } = await assignEnquiry(store, id, input, actor, now)
    // Someone who took it themselves knows already; a colleague given it is told by e-mail.
    if (changed && mail && enquiry.assignee !== null && enquiry.assignee !== actor) {
      await store.mail.queueAssignment(id, enquiry.assignee, now)
      res.once('finish', onMailQueued)
    }
    // Unchanged, the answer still shows the whole enquiry: a read, on record like any other.
    await audit(changed ? 'assign' : 'read', id, actor)
    if (changed) req.log.info({ enquiryId: id, actor, assignee: enquiry.assignee }, 'enquiry assigned')
    return toStaffEnquiry(enquiry)
  })

  serve(router, staffApi.addNote, { use: [staff, express.json({ limit: '16kb' })], ...byId }, async ({ params: { id }, input }, req, res) => {
    const enquiry = await addNote(store, id, input.text, res.locals.actor, clock.now())
    await audit('note', id, res.locals.actor)
    req.log.info({ enquiryId: id, actor: res.locals.actor }, 'note added')
    return toStaffEnquiry(enquiry)
  })

  serve(router, staffApi.logCall, { use: [staff, express.json({ limit: '1kb' })], ...byId }, async ({ params: { id }, input }, _req, res) => {
    const enquiry = await logCall(store, id, input.outcome, res.locals.actor, clock.now())
    await audit('call', id, res.locals.actor)
    return toStaffEnquiry(enquiry)
  })

  serve(router, staffApi.reply, { use: [staff, express.json({ limit: '32kb' }), mailOn], ...byId }, async ({ params: { id }, input }, req, res) => {
    const enquiry = await sendReply(store, id, input, res.locals.actor, clock.now())
    await audit('reply', id, res.locals.actor)
    req.log.info({ enquiryId: id, actor: res.locals.actor }, 'reply queued')
    res.once('finish', onMailQueued)
    return toStaffEnquiry(enquiry)
  })

  serve(router, staffApi.release, { use: [staff], ...byId }, async ({ params: { id } }, req, res) => {
    const { actor } = res.locals
    const enquiry = await releaseEnquiry(store, id, { by: actor, mail, acknowledgementKey })
    req.log.info({ enquiryId: id, actor }, 'held enquiry released')
    res.once('finish', onMailQueued)
    return toStaffEnquiry(enquiry)
  })

  router.get(staffApi.exportEnquiry.path, staff, () => {
    throw new HttpError(405, 'An export is a POST to this address.', undefined, { Allow: 'POST' })
  })

  serve(router, staffApi.deleteEnquiry, { use: [staff, onlyAdministrators('delete an enquiry')], ...byId }, async ({ params: { id } }, req, res) => {
    await eraseEnquiry(store, id, res.locals.actor)
    req.log.info({ enquiryId: id, actor: res.locals.actor }, 'enquiry deleted')
  })

  // The view switcher's and the tab title's figures; the inbox asks every few seconds, so it sees a new enquiry soon.
  serve(router, staffApi.counts, { use: [staff] }, async (_checked, _req, res) => {
    const count = async (view?: InboxView) => (await store.enquiries.search(storeSearch({ view }, res.locals.actor, clock.now()), { skip: 0, limit: 1 })).total
    const [all, ...each] = await Promise.all([count(), ...inboxViews.map(count)])
    return { all: all!, ...Object.fromEntries(inboxViews.map((view, index) => [view, each[index]!])) } as InboxCounts
  })

  serve(router, staffApi.alerts, { use: [staff] }, async () => toAlertStatus(mail, await store.mail.status(new Date(Date.now() - 86_400_000))))

  const report = async (now: Date) => buildReport(await store.enquiries.reportRows(lastWeeks(now, reportWeeks).since), now)

  serve(router, staffApi.report, { use: [staff, onlyAdministrators('see the report')] }, () => report(clock.now()))

  serve(router, staffApi.reportCsv, { use: [staff, onlyAdministrators('see the report')] }, async () => {
    const now = clock.now()
    return { name: `enquiry-report-${londonDate(now)}.csv`, type: 'text/csv; charset=utf-8', body: reportCsv(await report(now)) }
  })

  return router
}
