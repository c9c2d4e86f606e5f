import type { Writable } from 'node:stream'
import { pino, type DestinationStream } from 'pino'
import pretty from 'pino-pretty'

export type Output = Writable & { isTTY?: boolean; fd?: number }

function requestSentence(log: Record<string, unknown>, messageKey: string) {
  const message = String(log[messageKey] ?? '')
  const req = log.req as { method?: string; path?: string } | undefined
  const res = log.res as { statusCode?: number } | undefined
  if (!req || !res) return message
  return `${message}: ${req.method} ${req.path} → ${res.statusCode} in ${log.responseTime} ms`
}

/** A terminal gets pino-pretty sentences, anything else JSON lines; the fields are the same either way. */
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
