import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import { answerFields, nextRequestId, requestFields } from '../logger.ts'
import { type StaticResponse, sendStatic } from './staticResponse.ts'

/**
 * The page or file made ahead of time that a GET or HEAD asks for, if there is one: then a
 * lookup and a write (sendStatic) are all the request costs, as with a static file server.
 */
export function fileFor(files: ReadonlyMap<string, StaticResponse>, req: IncomingMessage): StaticResponse | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
  const url = req.url ?? '/'
  const query = url.indexOf('?')
  return files.get(query === -1 ? url : url.slice(0, query))
}

/**
 * The request log's line for a page or file made ahead of time, when info is logged. pino-http
 * costs every request it wraps, even with its level off (docs/changelog.md); this costs nothing
 * then, and otherwise one listener and the line.
 */
export function logAnswer(logger: Logger, req: IncomingMessage, res: ServerResponse) {
  if (!logger.isLevelEnabled('info')) return
  const id = nextRequestId()
  const start = Date.now()
  res.once('finish', () => {
    logger.info({ req: requestFields(req, id), res: answerFields(res), responseTime: Date.now() - start }, 'request completed')
  })
}

/**
 * Answers a GET or HEAD of a page or file made ahead of time before `app` sees the request; hands
 * every other request to `app`. Even as Express's first middleware, a file would still pay for
 * Express's routing (docs/changelog.md).
 *
 * So no Express middleware runs for these answers: one added to the app (a header, a check, a
 * log field) reaches every page in development, where there are no files made ahead of time and
 * Vite renders each page through Express, but no page or file in production. What every answer
 * must carry is made into the file at boot instead: security headers (securityHeaders.ts, whose
 * parity with Express's answers aheadOfExpress.test.ts checks), caching, and the log line above.
 */
export function answerAheadOf(app: RequestListener, files: ReadonlyMap<string, StaticResponse>, logger: Logger): RequestListener {
  return (req, res) => {
    const file = fileFor(files, req)
    if (!file) return app(req, res)
    logAnswer(logger, req, res)
    sendStatic(req, res, file)
  }
}
