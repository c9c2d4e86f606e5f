import { get } from 'node:http'
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

/** What every browser sends, so each server answers with brotli. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' }

/**
 * Requests over 10 connections for a fixed time, counted to the request: a fixed number of
 * requests would end on autocannon's one-second tick, a fifth off at these rates.
 */
async function measureGet(url: string, seconds = 5): Promise<Throughput> {
  return summarise(await autocannon({ url, connections: 10, duration: seconds, headers: browserHeaders }))
}

/** The body and encoding a server sends a browser, as bytes on the wire (fetch would decode them). */
function rawAnswer(url: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: browserHeaders }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

/** A comparison is fair only if every server sends the same bytes in the same encoding. */
async function assertSameAnswers(urls: Record<string, string>) {
  const [first, ...others] = await Promise.all(Object.entries(urls).map(async ([name, url]) => ({ name, ...(await rawAnswer(url)) })))
  for (const other of others) {
    if (other.encoding !== first!.encoding || !other.body.equals(first!.body)) {
      throw new Error(
        `${other.name} does not send what ${first!.name} sends (${other.encoding} ${other.body.length} B, not ${first!.encoding} ${first!.body.length} B)`,
      )
    }
  }
}

const medianRun = (runs: Throughput[]) => [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)]!

/**
 * Each server (our site first, then the references) in turns, `rounds` times each, and the
 * median round of each by requests/s: on a small machine one run can be a third slower than the
 * next, and taking turns exposes every server to the same slow moments.
 */
export async function compareGet<Name extends string>(urls: Record<Name, string>, rounds = 3): Promise<Record<Name, Throughput>> {
  await assertSameAnswers(urls)
  const runs = Object.fromEntries(Object.keys(urls).map((name) => [name, [] as Throughput[]])) as Record<Name, Throughput[]>
  for (let round = 0; round < rounds; round++) {
    for (const [name, url] of Object.entries(urls) as [Name, string][]) runs[name].push(await measureGet(url))
  }
  return Object.fromEntries(Object.entries(runs).map(([name, measured]) => [name, medianRun(measured as Throughput[])])) as Record<Name, Throughput>
}
