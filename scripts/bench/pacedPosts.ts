import { Agent, request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { dueCount, startOffsetMs } from './pacedSchedule.ts'

export interface PacedResult {
  /** Each answered request's time from being handed to the connection pool to the end of its answer, in ms. */
  latenciesMs: number[]
  errors: number
  /** Requests started per second, first start to last. */
  achievedRate: number
  /** The latest any request started after its time in the schedule: the client's own lag. */
  maxLateMs: number
}

/**
 * An open-loop run: POSTs started evenly at `rate` per second for `seconds`, whatever the
 * answers, over a pool of keep-alive connections. A request that finds every connection busy
 * waits in the pool, and that wait counts in its latency, as a visitor's would.
 */
export async function pacedPosts(options: { url: string; rate: number; seconds: number; connections: number; body: () => string }): Promise<PacedResult> {
  const { url, rate, seconds, connections, body } = options
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const total = Math.round(rate * seconds)
  const latenciesMs: number[] = []
  const answers: Array<Promise<void>> = []
  let errors = 0
  let maxLateMs = 0
  let lastStart = 0

  const post = () =>
    new Promise<void>((resolve) => {
      const payload = body()
      const sentAt = performance.now()
      const req = request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
        (res) => {
          res.resume()
          res.on('end', () => {
            if (res.statusCode !== undefined && res.statusCode < 300) latenciesMs.push(performance.now() - sentAt)
            else errors++
            resolve()
          })
        },
      )
      req.setTimeout(10_000, () => req.destroy(new Error('timeout')))
      req.on('error', () => {
        errors++
        resolve()
      })
      req.end(payload)
    })

  const start = performance.now()
  let sent = 0
  while (sent < total) {
    const now = performance.now() - start
    for (const due = dueCount(now, rate, total); sent < due; sent++) {
      maxLateMs = Math.max(maxLateMs, now - startOffsetMs(sent, rate))
      lastStart = now
      answers.push(post())
    }
    if (sent < total) await new Promise((resolve) => setTimeout(resolve, Math.max(0, startOffsetMs(sent, rate) - (performance.now() - start))))
  }
  await Promise.all(answers)
  agent.destroy()
  return { latenciesMs, errors, achievedRate: lastStart > 0 ? ((total - 1) * 1000) / lastStart : 0, maxLateMs }
}

/** The value at or below which `percent` of the sorted latencies lie (nearest rank). */
export function percentile(sortedMs: number[], percent: number) {
  if (sortedMs.length === 0) return Number.NaN
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil((percent / 100) * sortedMs.length) - 1)]!
}
