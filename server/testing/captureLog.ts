import { Writable } from 'node:stream'
import { pino } from 'pino'

/** A real logger whose lines a test can read back: what an operator would see in the log. */
export function captureLog(level: pino.Level = 'info') {
  const lines: string[] = []
  const sink = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) })
  return {
    logger: pino({ level }, sink),
    text: () => lines.join(''),
    entries: (): Array<Record<string, unknown>> => lines.map((line) => JSON.parse(line)),
  }
}
