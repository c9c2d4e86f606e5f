import type { IncomingMessage, ServerResponse } from 'node:http'
import { pino, type Level, type Logger } from 'pino'
import { pinoHttp } from 'pino-http'

export function createLogger(level: Level | 'silent'): Logger {
  return pino({ level })
}

/**
 * Request logs carry method, path (without the query), status and timing, never headers,
 * addresses or bodies: enquiries are personal data and so is a visitor's IP address.
 */
export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ id: req.id, method: req.method, path: req.url?.split('?')[0] }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
  })
}
