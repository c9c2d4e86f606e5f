import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { startFreshServer } from './freshServer.ts'
import { pacedPosts, percentile } from './pacedPosts.ts'
import { enquiriesPath } from '../../app/shared/enquiry/enquiriesPath.ts'

export interface RateRun {
  /** Requests per second asked for, over all connections. */
  rate: number
  sent: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  errors: number
  /** Paced runs only: requests started per second, and the latest a start came after its time. */
  achievedRate?: number
  maxLateMs?: number
  /** The server's CPU time over the run divided by the enquiries it answered: the machine's load moves it least. */
  cpuMsPerEnquiry?: number
}

export const enquiryRates = [250, 500]
const connections = 100
const seconds = 10
const body = { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.com', phone: '028 9649 6000', details: 'Fixed-rate test' }
const enquiryBody = () => JSON.stringify({ ...body, id: randomUUID() })
const cpuPerEnquiry = (before: number | undefined, after: number | undefined, answered: number) =>
  before !== undefined && after !== undefined && answered > 0 ? { cpuMsPerEnquiry: Math.round(((after - before) / answered) * 100) / 100 } : {}
const tenths = (ms: number) => Math.round(ms * 10) / 10

/**
 * Enquiries at a fixed rate, each with a fresh id, on a fresh embedded store. autocannon gives
 * each connection its share of the rate and lets it send that share as fast as answers come at
 * the start of every second: up to 100 requests arrive together, then the connections rest. The
 * figures say how quickly the server clears such a burst; `measurePacedEnquiries` gives what a
 * visitor arriving alone waits.
 */
export async function measureEnquiryRates(rates = enquiryRates): Promise<RateRun[]> {
  const runs: RateRun[] = []
  for (const rate of rates) {
    const server = await startFreshServer()
    try {
      const cpuBefore = server.cpuMs()
      const result = await autocannon({
        url: `${server.url}${enquiriesPath}`,
        connections,
        overallRate: rate,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: enquiryBody() }),
          },
        ],
      })
      const cpuAfter = server.cpuMs()
      runs.push({
        rate,
        ...cpuPerEnquiry(cpuBefore, cpuAfter, result.requests.total),
        sent: result.requests.total,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        maxMs: result.latency.max,
        errors: result.errors + result.timeouts + result.non2xx,
      })
    } finally {
      await server.stop()
    }
  }
  return runs
}

/**
 * The same enquiries started evenly, one every 1 / rate seconds whatever the answers (an open
 * loop), over a pool of as many keep-alive connections: the load of visitors arriving one by
 * one, where autocannon's is a wave at the top of each second.
 */
export async function measurePacedEnquiries(rates = enquiryRates): Promise<RateRun[]> {
  const runs: RateRun[] = []
  for (const rate of rates) {
    const server = await startFreshServer()
    try {
      const cpuBefore = server.cpuMs()
      const result = await pacedPosts({ url: `${server.url}${enquiriesPath}`, rate, seconds, connections, body: enquiryBody })
      const cpuAfter = server.cpuMs()
      const sorted = result.latenciesMs.toSorted((a, b) => a - b)
      runs.push({
        rate,
        ...cpuPerEnquiry(cpuBefore, cpuAfter, sorted.length),
        sent: sorted.length + result.errors,
        p50Ms: tenths(percentile(sorted, 50)),
        p99Ms: tenths(percentile(sorted, 99)),
        maxMs: tenths(sorted.at(-1) ?? Number.NaN),
        errors: result.errors,
        achievedRate: Math.round(result.achievedRate),
        maxLateMs: tenths(result.maxLateMs),
      })
    } finally {
      await server.stop()
    }
  }
  return runs
}

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`

export const enquiryRateTable = (runs: RateRun[]) => [
  `### Enquiry POST in waves (autocannon overallRate, ${connections} connections, ${seconds} s, a fresh embedded store each)`,
  '',
  `Each connection sends its share of the rate as fast as answers come at the start of every second, so up to ${connections} enquiries arrive together. autocannon also corrects for coordinated omission as if a request were due every 1 ms: each answer of n ms adds n samples, 1 to n ms, so slow answers outweigh their number. The percentiles describe a wave's queue, not one visitor's wait.`,
  '',
  row(['Rate (req/s)', 'sent', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'server CPU ms per enquiry']),
  row(Array(7).fill('---')),
  ...runs.map((run) => row([run.rate, run.sent, run.p50Ms, run.p99Ms, run.maxMs, run.errors, run.cpuMsPerEnquiry ?? '—'])),
]

export const pacedEnquiryTable = (runs: RateRun[]) => [
  `### Enquiry POST evenly paced (open loop, one start every 1 / rate s, ${connections} keep-alive connections, ${seconds} s, a fresh embedded store each)`,
  '',
  "Each request is timed from its start to its answer; a request that finds every connection busy waits, and that counts. Achieved: starts per second; late: the most a start came after its time (the client's own lag).",
  '',
  row(['Rate (req/s)', 'achieved', 'max late ms', 'sent', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'server CPU ms per enquiry']),
  row(Array(9).fill('---')),
  ...runs.map((run) =>
    row([run.rate, run.achievedRate ?? '—', run.maxLateMs ?? '—', run.sent, run.p50Ms, run.p99Ms, run.maxMs, run.errors, run.cpuMsPerEnquiry ?? '—']),
  ),
]
