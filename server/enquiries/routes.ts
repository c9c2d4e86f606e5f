import { randomUUID } from 'node:crypto'
import express, { type RequestHandler } from 'express'
import * as v from 'valibot'
import { firm } from '../../app/shared/content/firm.ts'
import { whileFictional } from '../../app/shared/content/whileFictional.ts'
import { replyDueAt } from '../calendar/replyDue.ts'
import { enquiriesPath, EnquiryRequestSchema, type EnquiryReceipt } from '../../app/shared/enquiry/schema.ts'
import { HttpError } from '../httpErrors.ts'
import { addressKey, admitted, clientIp, consumeOrRefuse } from '../rateLimits.ts'
import { acknowledgementKeys } from '../mail/acknowledgementKey.ts'
import type { Store } from '../store/store.ts'
import { toEnquiryJson } from './enquiryJson.ts'
import { holdReasons } from './holdSignals.ts'

export interface EnquiryApiOptions {
  store: Store
  rateLimit: { max: number; windowMs: number }
  mail: boolean
  /** Called once a new enquiry has been answered, so its e-mails go out without delaying the answer. */
  onStored: () => void
}

function enquiryId(bodyId: string | undefined, headerId: string | undefined) {
  if (bodyId && headerId && bodyId !== headerId) throw new HttpError(400, 'The Idempotency-Key header and the enquiry id differ')
  const id = bodyId ?? headerId
  if (id !== undefined && !v.is(v.pipe(v.string(), v.uuid()), id)) throw new HttpError(400, 'The Idempotency-Key must be a UUID')
  return id ?? randomUUID()
}

/** Far above any week a small firm has; an address fed to the form by the thousand gets this many at most. */
export const acknowledgementsPerHour = 30

/**
 * Past this many held at once, one the checks would hold is refused with 429: a flood of suspected spam
 * cannot fill the store, and a person's enquiry held by mistake waits in their browser's outbox, which
 * tries again after the Retry-After.
 */
export const heldLimit = 500
const heldFullRetryAfterSeconds = 60 * 60
const heldFull = 'We cannot take this enquiry just now. It is kept on your device and sent again later.'

const tooMany = whileFictional(
  'You have sent several enquiries in a short time. Please wait a few minutes.',
  `You have sent several enquiries in a short time. Please wait a few minutes, or call us on ${firm.phone.display}.`,
)

export function enquiryRouter({ store, rateLimit, mail, onStored }: EnquiryApiOptions) {
  const router = express.Router()
  const acknowledgementKey = acknowledgementKeys(store)
  const limiter = store.rateLimiter({ keyPrefix: 'enquiries', points: rateLimit.max, durationSeconds: Math.ceil(rateLimit.windowMs / 1000) })
  const acknowledgementsThisHour = store.rateLimiter({ keyPrefix: 'acknowledgements', points: acknowledgementsPerHour, durationSeconds: 60 * 60 })
  /** Past the site's cap, enquiries are still stored and alerted; their senders are not written to until the hour is out. */
  const acknowledging = async (email: string) =>
    mail && (await admitted(acknowledgementsThisHour, 'site')) ? { acknowledge: { addressKey: await acknowledgementKey(email) } } : {}

  // Held enquiries are counted and stored one at a time, so requests at once cannot each find room for one more.
  let heldInOrder: Promise<unknown> = Promise.resolve()
  const inHeldOrder = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = heldInOrder.then(work)
    heldInOrder = turn.catch(() => undefined)
    return turn
  }
  const heldRoomFor = async (id: string) =>
    (await store.enquiries.get(id)) !== undefined || (await store.enquiries.search({ held: true }, { skip: 0, limit: 1 })).total < heldLimit

  const limit: RequestHandler = async (req, _res, next) => {
    await consumeOrRefuse(limiter, addressKey(clientIp(req)), tooMany)
    next()
  }

  const requireJson: RequestHandler = (req, _res, next) => {
    next(req.is('application/json') ? undefined : new HttpError(415, 'Please send the enquiry as JSON (Content-Type: application/json)'))
  }

  router.post(enquiriesPath, limit, requireJson, express.json({ limit: '32kb' }), async (req, res) => {
    const parsed = v.safeParse(EnquiryRequestSchema, req.body)
    if (!parsed.success) {
      const errors = v.flatten<typeof EnquiryRequestSchema>(parsed.issues)
      throw new HttpError(400, 'Please check the highlighted fields', { errors: errors.nested ?? {}, ...(errors.root ? { form: errors.root } : {}) })
    }
    const { trap, fillMs, id: bodyId, ...fields } = parsed.output
    const id = enquiryId(bodyId, req.get('idempotency-key'))

    // Suspected spam is kept for staff to review, without e-mails; the visitor is told the same as anyone.
    const hold = holdReasons({ trap, fillMs })
    const insertEnquiry = async () => {
      const now = new Date()
      return store.enquiries.insert(
        { id, ...fields },
        {
          at: now,
          replyDueAt: replyDueAt(now),
          hold,
          alert: mail,
          chase: mail,
          ...(hold.length === 0 ? await acknowledging(fields.email) : {}),
        },
      )
    }
    const { enquiry, created } =
      hold.length === 0
        ? await insertEnquiry()
        : await inHeldOrder(async () => {
            if (!(await heldRoomFor(id))) {
              req.log.warn({ enquiryId: id, held: hold, heldLimit }, 'enquiry refused: the held queue is full')
              throw new HttpError(429, heldFull, undefined, { 'Retry-After': String(heldFullRetryAfterSeconds) })
            }
            return insertEnquiry()
          })
    req.log.info({ enquiryId: id, created, ...(hold.length > 0 ? { held: hold } : {}) }, created ? 'enquiry stored' : 'enquiry repeated; already stored')
    if (!created) return res.status(200).json({ id: enquiry.id, createdAt: enquiry.createdAt.toISOString() } satisfies EnquiryReceipt)
    res.once('finish', onStored)
    res.status(201).json(toEnquiryJson(enquiry))
  })

  return router
}
