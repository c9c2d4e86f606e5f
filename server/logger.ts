import type { IncomingMessage, ServerResponse } from 'node:http'
import { pino, type Level, type Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import { logDestination } from './logDestination.ts'

export function createLogger(level: Level | 'silent', destination = logDestination()): Logger {
  return pino({ level }, destination)
}

let lastRequestId = 0
/** One sequence for both request logs (this one, and static/aheadOfExpress.ts), so no two requests of a process share an id. */
export const nextRequestId = () => {
  lastRequestId = (lastRequestId + 1) & 0x7fffffff
  return lastRequestId
}

/** What a request log line says of the request and its answer: no headers, addresses or bodies. */
export const requestFields = (req: IncomingMessage, id: unknown) => ({ id, method: req.method, path: req.url?.split('?')[0] })
export const answerFields = (res: ServerResponse) => ({ statusCode: res.statusCode })

/**
 * Request logs carry method, path (without the query), status and timing, never headers,
 * addresses or bodies: enquiries are personal data and so is a visitor's IP address.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: nextRequestId,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => requestFields(req, req.id),
      res: answerFields,
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
  })
}
