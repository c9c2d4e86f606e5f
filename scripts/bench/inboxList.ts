import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import autocannon from 'autocannon'
import { builtPages } from './builtPages.ts'
import { startFreshServer } from './freshServer.ts'
import { enquiriesPath } from './sitePaths.ts'

/** How many enquiries the store holds (the budget's), and the notes staff have added to each. */
export const inboxSize = 10_000
const notesPerEnquiry = 2
/**
 * Page 1, page 400 (as deep as a partner pages), a filter, two searches (by name, which every
 * enquiry matches, and by a phone number none has) and two of the inbox's views.
 */
export const inboxQueries = [
  '?page=1',
  '?page=400',
  '?status=new&service=licensing&page=1',
  '?q=bench&page=1',
  '?q=07700900999&page=1',
  '?view=unassigned&page=1',
  '?view=overdue&page=1',
]

export interface InboxTiming {
  query: string
  requests: number
  p50Ms: number
  p99Ms: number
  errors: number
}

/** Each practice area the built site has a page for, and none: a ninth of the inbox is licensing. */
const servicesOfTheBuild = () => [...builtPages().flatMap((path) => (path.startsWith('/services/') ? [path.slice('/services/'.length)] : [])), '']
/** Past every reply time, so Overdue has a whole inbox to page through. */
const seededAgoMs = 7 * 86_400_000
const seedingClients = 16

/**
 * A store of `size` enquiries, each with its notes, sent as the form and the inbox send them to a
 * server whose clock runs a week behind (shiftedClock.ts). Each carries the form's fill time: one
 * without is held as unjudged, and the inbox does not list it.
 */
async function seededStore(size: number, token: string) {
  const server = await startFreshServer({
    env: { ADMIN_TOKEN: token, BENCH_CLOCK_SHIFT_MS: String(-seededAgoMs) },
    preload: new URL('./shiftedClock.ts', import.meta.url),
    keepData: true,
  })
  const post = async (path: string, body: object, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
    if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`)
  }
  const services = servicesOfTheBuild()
  let next = 0
  const client = async () => {
    for (let i = next++; i < size; i = next++) {
      const id = randomUUID()
      await post(enquiriesPath, {
        id,
        firstName: 'Bench',
        lastName: `Mark ${i}`,
        email: `bench${i}@example.com`,
        phone: '+442896496000',
        serviceType: services[i % services.length],
        details: 'Inbox bench',
        sentFrom: '/contact',
        fillMs: 60_000,
      })
      for (let note = 1; note <= notesPerEnquiry; note++) {
        await post(`${enquiriesPath}/${id}/notes`, { text: `Called back, note ${note}` }, { authorization: `Bearer ${token}` })
      }
    }
  }
  try {
    await Promise.all(Array.from({ length: seedingClients }, client))
  } catch (error) {
    await server.stop()
    await rm(server.dataDir, { recursive: true, force: true })
    throw error
  }
  await server.stop()
  return server.dataDir
}

/** Each query, one request at a time with the bearer token scripts use, 200 times. */
export async function measureInboxList(size = inboxSize): Promise<InboxTiming[]> {
  const token = `bench-${randomUUID()}`
  const server = await startFreshServer({ dataDir: await seededStore(size, token), env: { ADMIN_TOKEN: token } })
  try {
    const timings: InboxTiming[] = []
    for (const query of inboxQueries) {
      const result = await autocannon({
        url: `${server.url}${enquiriesPath}${query}`,
        connections: 1,
        amount: 200,
        headers: { authorization: `Bearer ${token}` },
      })
      timings.push({
        query,
        requests: result.requests.total,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
      })
    }
    return timings
  } finally {
    await server.stop()
  }
}

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`

export const inboxListTable = (timings: InboxTiming[]) => [
  `### Inbox list on the embedded store (GET ${enquiriesPath}, one connection, bearer token; ${inboxSize.toLocaleString('en-GB')} enquiries with ${notesPerEnquiry} notes each)`,
  '',
  row(['Query', 'p50 ms', 'p99 ms', 'errors']),
  row(Array(4).fill('---')),
  ...timings.map((timing) => row([timing.query, timing.p50Ms, timing.p99Ms, timing.errors])),
]
