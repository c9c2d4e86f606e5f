import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'
import { startFreshServer } from './freshServer.ts'

export interface RateRun {
  /** Requests per second asked for, over all connections. */
  rate: number
  sent: number
  p50Ms: number
  p99Ms: number
  maxMs: number
  errors: number
  /** The server's CPU time over the run divided by the enquiries it answered: the machine's load moves it least. */
  cpuMsPerEnquiry?: number
}

export const enquiryRates = [250, 500]
const connections = 100
const seconds = 10

/**
 * Enquiries at a fixed rate, each with a fresh id, on a fresh embedded store. autocannon gives
 * each connection its share of the rate and lets it send that share as fast as answers come at
 * the start of every second: up to 100 requests arrive together, then the connections rest. The
 * figures say how quickly the server clears such a wave, which is what a visitor would wait.
 */
export async function measureEnquiryRates(rates = enquiryRates): Promise<RateRun[]> {
  const body = { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.com', phone: '028 9649 6000', details: 'Fixed-rate test' }
  const runs: RateRun[] = []
  for (const rate of rates) {
    const server = await startFreshServer()
    try {
      const cpuBefore = server.cpuMs()
      const result = await autocannon({
        url: `${server.url}/api/consultation-requests`,
        connections,
        overallRate: rate,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...body, id: randomUUID() }) }),
          },
        ],
      })
      const cpuAfter = server.cpuMs()
      runs.push({
        rate,
        ...(cpuBefore !== undefined && cpuAfter !== undefined && { cpuMsPerEnquiry: Math.round(((cpuAfter - cpuBefore) / result.requests.total) * 100) / 100 }),
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

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`

export const enquiryRateTable = (runs: RateRun[]) => [
  `### Enquiry POST at a fixed rate (autocannon overallRate, ${connections} connections, ${seconds} s, a fresh embedded store each)`,
  '',
  'Each connection sends its share of the rate as fast as answers come at the start of every second, so up to 100 enquiries arrive together.',
  '',
  row(['Rate (req/s)', 'sent', 'p50 ms', 'p99 ms', 'max ms', 'errors', 'server CPU ms per enquiry']),
  row(Array(7).fill('---')),
  ...runs.map((run) => row([run.rate, run.sent, run.p50Ms, run.p99Ms, run.maxMs, run.errors, run.cpuMsPerEnquiry ?? '—'])),
]
