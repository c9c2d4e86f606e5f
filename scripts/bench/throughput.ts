import { randomUUID } from 'node:crypto'
import autocannon from 'autocannon'

export interface Throughput {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  errors: number
}

const summarise = (result: autocannon.Result): Throughput => ({
  // Total over elapsed time: autocannon's per-second figures round a short run to whole seconds.
  requestsPerSecond: Math.round(result.requests.total / ((result.finish.getTime() - result.start.getTime()) / 1000)),
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
})

/**
 * A fixed number of requests over 10 connections; no Accept-Encoding, so no server compresses.
 * Runs last several seconds because autocannon ends a run on its one-second tick.
 */
async function measureGet(url: string, amount = 40_000): Promise<Throughput> {
  return summarise(await autocannon({ url, connections: 10, amount }))
}

/**
 * Our server and the static reference in turns, `rounds` times each, and the median round of
 * each by requests/s: on a small machine one run can be a third slower than the next, and taking
 * turns exposes both servers to the same slow moments.
 */
export async function compareGet(siteUrl: string, referenceUrl: string, rounds = 3) {
  const site: Throughput[] = []
  const reference: Throughput[] = []
  for (let round = 0; round < rounds; round++) {
    site.push(await measureGet(siteUrl))
    reference.push(await measureGet(referenceUrl))
  }
  return { site: medianRun(site), reference: medianRun(reference) }
}

const medianRun = (runs: Throughput[]) => [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)]!

/** Enquiries with a fresh id each, so every one is a real insert into the store. */
export async function measureEnquiries(url: string, amount = 10_000): Promise<Throughput> {
  const body = { firstName: 'Bench', lastName: 'Mark', email: 'bench@example.com', phone: '028 9649 6000', details: 'Throughput test' }
  return summarise(
    await autocannon({
      url,
      connections: 10,
      amount,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...body, id: randomUUID() }) }),
        },
      ],
    }),
  )
}

/** Latency of staff list requests, one connection at a time, with the bearer token scripts use. */
export async function measureStaffGet(url: string, token: string, amount = 500): Promise<Throughput> {
  return summarise(await autocannon({ url, connections: 1, amount, headers: { authorization: `Bearer ${token}` } }))
}
