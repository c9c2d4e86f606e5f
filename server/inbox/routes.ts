import express from 'express'
import * as v from 'valibot'
import { inboxPageSize, InboxSearchSchema, staffPaths, StatusChangeSchema, type InboxPage } from '../../app/shared/staffApi.ts'
import { enquiriesPath } from '../../app/shared/enquiry/schema.ts'
import { HttpError } from '../httpErrors.ts'
import type { Store } from '../store/store.ts'
import { requireStaff } from '../staff/requireStaff.ts'
import { changeStatus, eraseEnquiry, exportDelivered, findEnquiry } from './inbox.ts'
import { toAlertStatus, toExportFile, toStaffEnquiry } from './staffJson.ts'

/** The first issue's message, as one line a staff member or a script can act on. */
function parse<const Schema extends v.GenericSchema>(schema: Schema, input: unknown): v.InferOutput<Schema> {
  const result = v.safeParse(schema, input)
  if (!result.success) throw new HttpError(400, result.issues.map((issue) => issue.message).join('; '))
  return result.output
}

const IdSchema = v.pipe(v.string(), v.uuid('The enquiry id must be a UUID'))

export interface InboxOptions {
  store: Store
  adminToken: string | undefined
  alertsEnabled: boolean
}

/** The inbox API, for signed-in staff and for scripts with ADMIN_TOKEN. */
export function inboxRouter({ store, adminToken, alertsEnabled }: InboxOptions) {
  const router = express.Router()
  const staff = requireStaff({ store, adminToken })
  const one = `${enquiriesPath}/:id`

  router.get(enquiriesPath, staff, async (req, res) => {
    // Without parameters, every enquiry as a bare array: the answer scripts have always had.
    if (Object.keys(req.query).length === 0) return res.json((await store.enquiries.list()).map(toStaffEnquiry))
    const search = parse(InboxSearchSchema, req.query)
    const page = search.page ?? 1
    const { items, total } = await store.enquiries.search(search, { skip: (page - 1) * inboxPageSize, limit: inboxPageSize })
    res.json({ items: items.map(toStaffEnquiry), total, page, pageCount: Math.max(1, Math.ceil(total / inboxPageSize)) } satisfies InboxPage)
  })

  router.get(one, staff, async (req, res) => {
    res.json(toStaffEnquiry(await findEnquiry(store, parse(IdSchema, req.params.id))))
  })

  router.patch(one, staff, express.json({ limit: '1kb' }), async (req, res) => {
    res.json(toStaffEnquiry(await changeStatus(store, parse(IdSchema, req.params.id), parse(StatusChangeSchema, req.body), res.locals.actor)))
  })

  // A POST, so the same-origin check covers it (a sibling subdomain is same-site and gets the
  // cookie), and neither a HEAD nor a link can make one.
  router.post(`${one}/export`, staff, async (req, res) => {
    const id = parse(IdSchema, req.params.id)
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

  router.get(`${one}/export`, staff, () => {
    throw new HttpError(405, 'An export is a POST to this address.', undefined, { Allow: 'POST' })
  })

  router.delete(one, staff, async (req, res) => {
    const id = parse(IdSchema, req.params.id)
    await eraseEnquiry(store, id, res.locals.actor)
    req.log.info({ enquiryId: id, actor: res.locals.actor }, 'enquiry deleted')
    res.status(204).end()
  })

  router.get(staffPaths.alerts, staff, async (_req, res) => {
    res.json(toAlertStatus(alertsEnabled, await store.alerts.status()))
  })

  return router
}
