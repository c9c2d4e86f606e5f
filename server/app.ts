import compression from 'compression'
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import type { Logger } from 'pino'
import type { Config } from './config.ts'
import { enquiryRouter } from './enquiries/routes.ts'
import type { EnquiryStore } from './enquiries/store.ts'
import { toHttpError } from './httpErrors.ts'
import { requestLogger } from './logger.ts'
import { securityHeaders } from './security.ts'

export interface AppDeps {
  /** The pages: prerendered ones in production (siteRouter), Vite's in development. */
  site: RequestHandler
  store: EnquiryStore
  logger: Logger
}

/** Builds the whole HTTP application without listening, so tests can drive it in-process. */
export function createApp(config: Pick<Config, 'trustProxy' | 'adminToken' | 'rateLimit'>, deps: AppDeps) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustProxy)

  app.use(requestLogger(deps.logger))
  app.use(securityHeaders())
  app.use(compression())

  app.use(enquiryRouter({ store: deps.store, adminToken: config.adminToken, rateLimit: config.rateLimit }))
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'Not found' })
  })
  app.use(deps.site)

  // The one place that writes error responses: JSON, never a stack trace.
  const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
    const known = toHttpError(error)
    // Name, message and stack only: driver errors can carry the documents they failed to write.
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error))
    if (!known || known.status >= 500) req.log.error({ err: { name, message, stack } }, 'request failed')
    if (res.headersSent) return res.end()
    if (!known) return res.status(500).json({ message: 'Something went wrong on our side. Please try again.' })
    res.status(known.status).json({ message: known.message, ...known.details })
  }
  app.use(errorHandler)
  return app
}
