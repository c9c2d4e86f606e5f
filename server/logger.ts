import type { IncomingMessage, ServerResponse } from 'node:http'
import { pino, type Level, type Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import { logDestination } from './logDestination.ts'

export function createLogger(level: Level | 'silent', destination = logDestination()): Logger {
  return pino({ level }, destination)
}

let lastRequestId = 0

/**
 * Request logs carry method, path (without the query), status and timing, never headers,
 * addresses or bodies: enquiries are personal data and so is a visitor's IP address.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: () => {
      lastRequestId = (lastRequestId + 1) & 0x7fffffff
      return lastRequestId
    },
    serializers: {
      // originalUrl: a router mounted at a path shortens req.url while it answers.
      req: (req: IncomingMessage & { id?: unknown; originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        path: (req.originalUrl ?? req.url)?.split('?')[0],
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
  })
}
