import type { Writable } from 'node:stream'
import { pino, type DestinationStream } from 'pino'
import pretty from 'pino-pretty'

/** Standard output, or a stand-in for it: a stream that may be a terminal and may have a file descriptor. */
export type Output = Writable & { isTTY?: boolean; fd?: number }

/** A request's line as a sentence: "request completed: GET /about → 200 in 2 ms". */
function requestSentence(log: Record<string, unknown>, messageKey: string) {
  const message = String(log[messageKey] ?? '')
  const req = log.req as { method?: string; path?: string } | undefined
  const res = log.res as { statusCode?: number } | undefined
  if (!req || !res) return message
  return `${message}: ${req.method} ${req.path} → ${res.statusCode} in ${log.responseTime} ms`
}

/**
 * Where log lines go. On a terminal, a person is reading: one sentence per line, with its time and
 * level (pino-pretty). Anywhere else (a pipe, a file, a log collector) JSON lines, written by pino's
 * own fast writer. Either way the line holds the same fields: pretty output only rearranges them.
 */
export function logDestination(output: Output = process.stdout): DestinationStream {
  if (!output.isTTY) return pino.destination(output.fd ?? 1)
  return pretty({
    destination: output,
    sync: true,
    colorize: pretty.isColorSupported,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,req,res,responseTime',
    messageFormat: requestSentence,
  })
}
