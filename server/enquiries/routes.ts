import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import express, { type Request, type RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import * as v from 'valibot'
import { enquiriesPath, EnquiryRequestSchema, type Enquiry } from '../../app/enquiry/schema.ts'
import { firm } from '../../app/content/firm.ts'
import { HttpError } from '../httpErrors.ts'
import type { EnquiryStore } from './store.ts'

export interface EnquiryApiOptions {
  store: EnquiryStore
  adminToken: string | undefined
  rateLimit: { max: number; windowMs: number }
}

/** Constant-time comparison of the bearer token with the configured one (digests have equal length). */
function isStaff(req: Request, adminToken: string) {
  const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? ''
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(adminToken))
}

/** The enquiry id comes from the body or the Idempotency-Key header; without either, we make one. */
function enquiryId(bodyId: string | undefined, headerId: string | undefined) {
  if (bodyId && headerId && bodyId !== headerId) throw new HttpError(400, 'The Idempotency-Key header and the enquiry id differ')
  const id = bodyId ?? headerId
  if (id !== undefined && !v.is(v.pipe(v.string(), v.uuid()), id)) throw new HttpError(400, 'The Idempotency-Key must be a UUID')
  return id ?? randomUUID()
}

export function enquiryRouter({ store, adminToken, rateLimit: limit }: EnquiryApiOptions) {
  const router = express.Router()

  const limiter = rateLimit({
    windowMs: limit.windowMs,
    limit: limit.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ message: `You have sent several enquiries in a short time. Please wait a few minutes, or call us on ${firm.phone.display}.` })
    },
  })

  const requireJson: RequestHandler = (req, _res, next) => {
    next(req.is('application/json') ? undefined : new HttpError(415, 'Please send the enquiry as JSON (Content-Type: application/json)'))
  }

  router.post(enquiriesPath, limiter, requireJson, express.json({ limit: '32kb' }), async (req, res) => {
    const parsed = v.safeParse(EnquiryRequestSchema, req.body)
    if (!parsed.success) {
      const errors = v.flatten<typeof EnquiryRequestSchema>(parsed.issues)
      throw new HttpError(400, 'Please check the highlighted fields', { errors: errors.nested ?? {}, ...(errors.root ? { form: errors.root } : {}) })
    }
    const { website, id: bodyId, ...fields } = parsed.output
    const id = enquiryId(bodyId, req.get('idempotency-key'))

    // A filled honeypot is a bot: it is told "thank you" and nothing is kept.
    if (website) {
      req.log.info({ enquiryId: id }, 'enquiry discarded: honeypot filled')
      const pretend: Enquiry = { id, ...fields, createdAt: new Date().toISOString() }
      return res.status(201).json(pretend)
    }

    const { enquiry, created } = await store.insert({ id, ...fields })
    req.log.info({ enquiryId: id, created }, created ? 'enquiry stored' : 'enquiry repeated; stored copy returned')
    res.status(created ? 201 : 200).json(enquiry)
  })

  router.get(enquiriesPath, async (req, res) => {
    if (!adminToken) throw new HttpError(404, 'Not found')
    if (!isStaff(req, adminToken)) {
      res.set('WWW-Authenticate', 'Bearer')
      throw new HttpError(401, 'Staff sign-in required')
    }
    res.set('Cache-Control', 'no-store').json(await store.list())
  })

  router.get('/healthz', async (_req, res) => {
    try {
      await store.ping()
      res.set('Cache-Control', 'no-store').json({ status: 'ok' })
    } catch {
      res.status(503).set('Cache-Control', 'no-store').json({ status: 'unavailable' })
    }
  })

  return router
}
