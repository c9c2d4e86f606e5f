import { randomUUID } from 'node:crypto'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { serviceIds } from '../../app/shared/content/types.ts'
import { enquiriesPath } from '../../app/shared/enquiry/enquiriesPath.ts'
import { replyDueAt } from '../../server/calendar/replyDue.ts'
import { openSqliteStore } from '../../server/store/sqliteStore.ts'
import { startFreshServer } from './freshServer.ts'

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

/** A store of `size` enquiries a minute apart, each with its notes, written through the store as the server writes them. */
async function seededStore(size: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'clarendon-inbox-bench-'))
  const store = await openSqliteStore(dataDir)
  try {
    const services = [...serviceIds, '']
    const start = Date.now() - size * 60_000
    for (let from = 0; from < size; from += 1000) {
      await Promise.all(
        Array.from({ length: Math.min(1000, size - from) }, async (_, offset) => {
          const i = from + offset
          const at = new Date(start + i * 60_000)
          const id = randomUUID()
          await store.enquiries.insert(
            {
              id,
              firstName: 'Bench',
              lastName: `Mark ${i}`,
              email: `bench${i}@example.com`,
              phone: '+442896496000',
              serviceType: services[i % services.length]!,
              otherParty: '',
              details: 'Inbox bench',
              heardFrom: '',
              sentFrom: '/contact',
            },
            { alert: false, at, replyDueAt: replyDueAt(at) },
          )
          for (let note = 1; note <= notesPerEnquiry; note++) {
            await store.enquiries.addNote(id, { text: `Called back, note ${note}`, at: new Date(at.getTime() + note * 1000), by: 'bench' })
          }
        }),
      )
    }
  } finally {
    await store.close()
  }
  return dataDir
}

/** Each query, one request at a time with the bearer token scripts use, 200 times. */
export async function measureInboxList(size = inboxSize): Promise<InboxTiming[]> {
  const token = `bench-${randomUUID()}`
  const server = await startFreshServer({ dataDir: await seededStore(size), env: { ADMIN_TOKEN: token } })
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
