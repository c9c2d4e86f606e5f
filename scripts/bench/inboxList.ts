import { enquiriesPath } from '../../app/shared/enquiry/enquiriesPath.ts'
import { randomUUID } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { serviceIds } from '../../app/shared/content/types.ts'
import { openSqliteStore } from '../../server/store/sqliteStore.ts'
import { startFreshServer } from './freshServer.ts'

/** The inbox's list requests timed on an embedded store holding each of these many enquiries. */
export const inboxSizes = [10_000, 50_000]
/**
 * Page 1, page 400 (as deep as a partner pages), a filter, two searches (by name: every enquiry
 * matches; by phone), and the Unassigned and Overdue views.
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
  size: number
  requests: number
  p50Ms: number
  p99Ms: number
  errors: number
}

/**
 * A store with `size` enquiries, stored through the store as the POST route stores them; a third
 * have a note (a phone call written up) and a quarter an owner, as a working inbox has.
 */
async function seededStore(size: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'clarendon-inbox-bench-'))
  const store = await openSqliteStore(dataDir)
  const services = [...serviceIds, '']
  const start = Date.now() - size * 60_000
  for (let from = 0; from < size; from += 1000) {
    await Promise.all(
      Array.from({ length: Math.min(1000, size - from) }, async (_, offset) => {
        const i = from + offset
        const at = new Date(start + i * 60_000)
        const enquiry = { id: randomUUID(), firstName: 'Bench', lastName: `Mark ${i}`, email: `bench${i}@example.com`, phone: '028 9649 6000' }
        await store.enquiries.insert(
          { ...enquiry, serviceType: services[i % services.length]!, details: 'Inbox bench', heardFrom: '', sentFrom: '/contact' },
          { alert: false, at, replyDueAt: new Date(at.getTime() + 86_400_000) },
        )
        if (i % 3 === 0) await store.enquiries.addNote(enquiry.id, { text: 'Rang back and left a message; will try again tomorrow morning.', at, by: 'bench' })
        if (i % 4 === 0) await store.enquiries.assign(enquiry.id, { to: 'bench', at, by: 'bench' })
      }),
    )
  }
  await store.close()
  return dataDir
}

/** Each query, one request at a time with the bearer token scripts use, against each store size. */
export async function measureInboxList(sizes = inboxSizes): Promise<InboxTiming[]> {
  const token = `bench-${randomUUID()}`
  const timings: InboxTiming[] = []
  for (const size of sizes) {
    const server = await startFreshServer({ dataDir: await seededStore(size), env: { ADMIN_TOKEN: token } })
    try {
      for (const query of inboxQueries) {
        // Fewer requests on the bigger store, so a slow store still finishes in minutes.
        const amount = size > 10_000 ? 60 : 200
        const result = await autocannon({
          url: `${server.url}${enquiriesPath}${query}`,
          connections: 1,
          amount,
          headers: { authorization: `Bearer ${token}` },
        })
        timings.push({
          query,
          size,
          requests: result.requests.total,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        })
      }
    } finally {
      await server.stop()
    }
  }
  return timings
}

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`

export function inboxListTable(timings: InboxTiming[]) {
  const [small, large] = inboxSizes as [number, number]
  const at = (query: string, size: number) => timings.find((timing) => timing.query === query && timing.size === size)
  return [
    `### Inbox list on the embedded store (GET ${enquiriesPath}, one connection, bearer token; ${small.toLocaleString('en-GB')} and ${large.toLocaleString('en-GB')} enquiries)`,
    '',
    `Growth: the ${large.toLocaleString('en-GB')}-enquiry median over the ${small.toLocaleString('en-GB')}-enquiry one; ${large / small} would be linear.`,
    '',
    row(['Query', `p50 ms (${small / 1000}k)`, `p99 ms (${small / 1000}k)`, `p50 ms (${large / 1000}k)`, `p99 ms (${large / 1000}k)`, 'growth', 'errors']),
    row(Array(7).fill('---')),
    ...inboxQueries.map((query) => {
      const a = at(query, small)
      const b = at(query, large)
      const growth = a && b && a.p50Ms > 0 ? (b.p50Ms / a.p50Ms).toFixed(1) : '—'
      return row([query, a?.p50Ms ?? '—', a?.p99Ms ?? '—', b?.p50Ms ?? '—', b?.p99Ms ?? '—', growth, (a?.errors ?? 0) + (b?.errors ?? 0)])
    }),
  ]
}
