import compression from 'compression'
import express, { type ErrorRequestHandler } from 'express'
import type { Logger } from 'pino'
import type { Config } from './config.ts'
import { requestLogger } from './logger.ts'
import type { PageSource } from './pages.ts'
import { securityHeaders } from './security.ts'
import { siteRouter } from './site.ts'

export interface AppDeps {
  pages: PageSource
  logger: Logger
}

/** Builds the whole HTTP application without listening, so tests can drive it in-process. */
export function createApp(config: Pick<Config, 'clientDir' | 'trustProxy'>, deps: AppDeps) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustProxy)

  app.use(requestLogger(deps.logger))
  app.use(securityHeaders())
  app.use(compression())

  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'Not found' })
  })
  app.use(siteRouter(deps.pages, config.clientDir))

  const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
    const status = Number(error?.status ?? error?.statusCode) || 500
    if (status >= 500) req.log.error({ err: error }, 'request failed')
    if (res.headersSent) return res.end()
    res.status(status).json({ message: status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message })
  }
  app.use(errorHandler)
  return app
}
