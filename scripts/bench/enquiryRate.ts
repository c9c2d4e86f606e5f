import { randomUUID } from 'node:crypto'
import { startFreshServer } from './freshServer.ts'
import { pacedPosts, percentile } from './pacedPosts.ts'
import { enquiriesPath } from './sitePaths.ts'

export interface RateRun {
  /** Requests per second asked for. */
  rate: number
  sent: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  errors: number
  /** Requests started per second, and the latest a start came after its time. */
  achievedRate: number
  maxLateMs: number
  /** The server's CPU time over the run divided by the enquiries it answered: the machine's load moves it least. */
  cpuMsPerEnquiry?: number
}

/** The rate a firm could meet (the budget's): a hundred enquiries a second, far above any real day. */
export const enquiryRate = 100
const connections = 100
const seconds = 10
/** As the form sends it: a person's fill time (a quick one would be held as a bot's), and the page it was sent from. */
const body = {
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  phone: '028 9649 6000',
  details: 'Fixed-rate test',
  sentFrom: '/contact',
  fillMs: 60_000,
}
const tenths = (ms: number) => Math.round(ms * 10) / 10

/**
 * Enquiries with fresh ids started evenly, one every 1 / rate seconds whatever the answers (an
 * open loop), over a pool of keep-alive connections, on a fresh embedded store: visitors
 * arriving one by one. Each 201 comes once the enquiry is synced to disk (decision 0030), so
 * the latencies include that sync.
 */
export async function measurePacedEnquiries(rate = enquiryRate): Promise<RateRun> {
  const server = await startFreshServer()
  try {
    const cpuBefore = server.cpuMs()
    const result = await pacedPosts({
      url: `${server.url}${enquiriesPath}`,
      rate,
      seconds,
      connections,
      body: () => JSON.stringify({ ...body, id: randomUUID() }),
    })
    const cpuAfter = server.cpuMs()
    const sorted = result.latenciesMs.toSorted((a, b) => a - b)
    return {
      rate,
      ...(cpuBefore !== undefined && cpuAfter !== undefined && sorted.length > 0 && { cpuMsPerEnquiry: tenths((cpuAfter - cpuBefore) / sorted.length) }),
      sent: sorted.length + result.errors,
      p50Ms: tenths(percentile(sorted, 50)),
      p99Ms: tenths(percentile(sorted, 99)),
      maxMs: tenths(sorted.at(-1) ?? Number.NaN),
      errors: result.errors,
      achievedRate: Math.round(result.achievedRate),
      maxLateMs: tenths(result.maxLateMs),
    }
  } finally {
    await server.stop()
  }
}

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`

export const pacedEnquiryTable = (run: RateRun) => [
  `### Enquiry POST evenly paced (open loop, one start every 1 / rate s, ${connections} keep-alive connections, ${seconds} s, a fresh embedded store)`,
  '',
  "Each request is timed from its start to its answer; a request that finds every connection busy waits, and that counts. Achieved: starts per second; late: the most a start came after its time (the client's own lag).",
  '',
  row(['Rate (req/s)', 'achieved', 'max late ms', 'sent', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'server CPU ms per enquiry']),
  row(Array(9).fill('---')),
  row([run.rate, run.achievedRate, run.maxLateMs, run.sent, run.p50Ms, run.p99Ms, run.maxMs, run.errors, run.cpuMsPerEnquiry ?? '—']),
]
