import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import type { Logger } from 'pino'
import { enquiriesPath } from '../app/shared/enquiry/schema.ts'
import type { Config } from './config.ts'
import { enquiryRouter } from './enquiries/routes.ts'
import { inboxRouter } from './inbox/routes.ts'
import { HttpError, toHttpError } from './httpErrors.ts'
import { requestLogger } from './logger.ts'
import { answerHeaders } from './static/securityHeaders.ts'
import { serveFiles, type StaticResponse } from './static/staticResponse.ts'
import { type Clock, systemClock } from './staff/clock.ts'
import { accountMail, accountNotices } from './staff/accountNotices.ts'
import { credentialChecks } from './staff/credentialChecks.ts'
import type { FactorKey } from './staff/factorKey.ts'
import { factorRouter } from './staff/factorRoutes.ts'
import { proofRouter } from './staff/freshProof.ts'
import { staffSessions } from './staff/sessions.ts'
import { signInRouter } from './staff/signInRoutes.ts'
import { staffOrigins } from './staff/staffOrigin.ts'
import { staffRouter } from './staff/staffRoutes.ts'
import { invitationRouter } from './staff/invitationRoutes.ts'
import { teamRouter } from './staff/teamRoutes.ts'
import { type Store, StoreNotReadyError, StoreRejectedError } from './store/store.ts'

export interface AppDeps {
  /** The built site's pages and files (and the staff app's assets), ready to send, by address. None in development. */
  files?: ReadonlyMap<string, StaticResponse>
  /** The rest of the site: redirects and not-found pages (siteRouter), or Vite's pages in development. */
  site: RequestHandler
  /** The staff app's shell (staffAppRouter), or Vite's in development. */
  staffApp: RequestHandler
  store: Store
  logger: Logger
  /**
   * Signs the staff session cookie: the secret, or how to read it from the store once the store
   * is ready (until then, staff requests answer 503).
   */
  sessionSecret: string | (() => Promise<string>)
  /** Told when e-mails were queued (a new enquiry answered, one released or assigned), so they are sent at once. */
  onMailQueued?: () => void
  /** The staff side's time (sessions, codes, sign-in delays); tests move their own. */
  clock?: Clock
  /** Seals and opens authenticator-app keys (factorKey.ts). */
  factorKey: FactorKey
}

export type AppConfig = Pick<Config, 'trustProxy' | 'adminToken' | 'rateLimit' | 'mail' | 'siteUrl' | 'staffOrigin'>

/** What a refusal's cause was, by name and code: a driver's message can quote the values it refused. */
const causeName = (cause: unknown) => (cause instanceof Error ? { name: cause.name, code: (cause as { code?: unknown }).code } : undefined)

/**
 * A compressed request body is refused before anything reads it: our forms post a few KB of JSON,
 * and a decompressor is one more thing a client could feed (a small gzip that inflates to a lot).
 */
const uncompressedBodies: RequestHandler = (req, _res, next) => {
  const encoding = req.get('content-encoding')
  if (encoding === undefined || /^\s*identity\s*$/i.test(encoding) || req.method === 'GET' || req.method === 'HEAD') return next()
  next(new HttpError(415, 'Please send the request uncompressed, without a Content-Encoding header.'))
}

/**
 * Client mistakes that Express reports as plain errors: an address whose percent-encoding cannot
 * be decoded ("%ZZ", or "%ED%A0%80", half a UTF-16 pair) is the client's, not ours.
 */
function clientError(error: unknown): HttpError | undefined {
  if (error instanceof URIError) return new HttpError(400, 'This address is not valid: it has a broken %-encoding.')
  return undefined
}

/** `make(secret)`, made on the first request that finds the secret readable; a failure is that request's error. */
function oncePossible(secret: AppDeps['sessionSecret'], make: (secret: string) => RequestHandler): RequestHandler {
  if (typeof secret === 'string') return make(secret)
  let handler: Promise<RequestHandler> | undefined
  return (req, res, next) => {
    handler ??= secret().then(make)
    handler.then(
      (made) => made(req, res, next),
      (error) => {
        handler = undefined
        next(error)
      },
    )
  }
}

/**
 * The whole HTTP application, without listening, so tests can drive it in-process. Every answer
 * goes through this one chain, pages and files included, in development as in production: a
 * header, check or log field added here reaches them all.
 */
export function createApp(config: AppConfig, deps: AppDeps) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustProxy)
  app.use(requestLogger(deps.logger))
  app.use(answerHeaders())
  if (deps.files) app.use(serveFiles(deps.files))
  app.use(uncompressedBodies)

  const mail = config.mail !== undefined
  const onMailQueued = deps.onMailQueued ?? (() => {})
  const clock = deps.clock ?? systemClock
  app.use(enquiryRouter({ store: deps.store, rateLimit: config.rateLimit, mail, onStored: onMailQueued }))
  app.use(
    ['/api/staff', enquiriesPath],
    oncePossible(deps.sessionSecret, (secret) => staffSessions(deps.store.sessions, secret, clock)),
  )
  const staff = { store: deps.store, adminToken: config.adminToken, clock, origins: staffOrigins(config.staffOrigin), factorKey: deps.factorKey }
  const checks = credentialChecks(deps.store)
  app.use(signInRouter(staff, checks))
  app.use(proofRouter(staff, checks))
  const mailAboutAccounts = accountMail(config.mail)
  app.use(factorRouter(staff, checks, accountNotices(deps.store, mailAboutAccounts, config.siteUrl, deps.logger)))
  app.use(teamRouter(staff, mailAboutAccounts))
  app.use(invitationRouter(staff))
  app.use(inboxRouter({ ...staff, mail, onMailQueued }))
  app.use(staffRouter(staff))
  app.get('/healthz', async (_req, res) => {
    const status = await deps.store.ping().then(
      () => 'ok',
      (error) => (error instanceof StoreNotReadyError ? 'starting' : 'unavailable'),
    )
    res.status(status === 'ok' ? 200 : 503).json({ status })
  })
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'Not found' })
  })
  app.use(deps.staffApp)
  app.use(deps.site)

  // The one place that writes error responses: JSON, never a stack trace.
  const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
    const known = toHttpError(error) ?? clientError(error)
    // Name, message and stack only: driver errors can carry the documents they failed to write.
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error))
    // A store still starting has said why already, once per attempt (mongoStore.ts).
    const starting = error instanceof StoreNotReadyError
    if (!starting && (!known || known.status >= 500)) req.log.error({ err: { name, message, stack } }, 'request failed')
    else if (error instanceof StoreRejectedError) req.log.warn({ err: { name, message, stack, cause: causeName(error.cause) } }, 'the store refused a request')
    if (res.headersSent) return res.end()
    if (!known) return res.status(500).json({ message: 'Something went wrong on our side. Please try again.' })
    res
      .status(known.status)
      .set(known.headers ?? {})
      .json({ message: known.message, ...known.details })
  }
  app.use(errorHandler)
  return app
}
