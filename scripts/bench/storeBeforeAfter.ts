import { execSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import autocannon from 'autocannon'
import { serviceIds } from '../../app/shared/content/types.ts'
import { freePort } from './freshServer.ts'
import { pacedPosts, percentile } from './pacedPosts.ts'
import { enquiriesPath } from '../../app/shared/enquiry/enquiriesPath.ts'

/**
 * The embedded store before (nedb, at BENCH_BEFORE, the last commit with it) and after (SQLite,
 * this checkout), in one run on one machine: the API alone, each on fresh stores. The old code
 * is unpacked from git into a temporary folder and run with this checkout's node_modules; when
 * those no longer hold @seald-io/nedb (a fresh install after the change), the "before" rows say so.
 */
const beforeRef = process.env.BENCH_BEFORE ?? 'ebfdbdd'
const rates = [250, 500]
const sizes = [10_000, 50_000]
const queries = ['?page=1', '?q=bench&page=1', '?q=07700900999&page=1']
const token = `bench-${randomUUID()}-token`

export interface StoreFigures {
  store: string
  posts: Array<{ rate: number; p50Ms: number; p99Ms: number; errors: number }>
  inbox: Array<{ size: number; query: string; p50Ms: number; p99Ms: number }>
  erasure: Array<{ size: number; medianMs: number; maxMs: number }>
}

const tenths = (ms: number) => Math.round(ms * 10) / 10

function unpackBefore(): string | undefined {
  if (!existsSync(path.resolve('node_modules/@seald-io/nedb'))) return undefined
  const root = mkdtempSync(path.join(tmpdir(), 'clarendon-before-'))
  execSync(`git archive ${beforeRef} server app | tar -x -C ${root}`)
  symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'))
  symlinkSync(path.resolve('package.json'), path.join(root, 'package.json'))
  return root
}

async function startApi(root: string, dataDir: string) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('scripts/bench/storeApiServer.ts')], {
    env: {
      ...process.env,
      STORE_ROOT: root,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '1000000',
      ADMIN_TOKEN: token,
    },
    stdio: 'ignore',
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  for (let attempt = 0; attempt < 600; attempt++) {
    if (
      await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      )
    ) {
      return {
        url,
        stop: () => {
          child.kill('SIGTERM')
          return exited
        },
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGKILL')
  throw new Error(`The API from ${root} did not answer at ${url}`)
}

/** `size` enquiries, stored through that checkout's own store, as its POST route stores them. */
async function seed(root: string, size: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clarendon-store-bench-'))
  const { openStore } = await import(path.join(root, 'server/store/openStore.ts'))
  const { createLogger } = await import(path.join(root, 'server/logger.ts'))
  const { store } = await openStore({ dataDir, mongodbUri: undefined, retentionDays: 730 }, createLogger('silent'))
  const services = [...serviceIds, '']
  const start = Date.now() - size * 60_000
  const ids: string[] = []
  for (let from = 0; from < size; from += 1000) {
    await Promise.all(
      Array.from({ length: Math.min(1000, size - from) }, (_, offset) => {
        const i = from + offset
        const id = randomUUID()
        ids.push(id)
        return store.enquiries.insert(
          {
            id,
            firstName: 'Bench',
            lastName: `Mark ${i}`,
            email: `bench${i}@example.com`,
            phone: '028 9649 6000',
            serviceType: services[i % services.length]!,
            details: 'Store bench',
          },
          // The reply due time the store keeps since issue 34; a checkout from before ignores it.
          { alert: false, at: new Date(start + i * 60_000), replyDueAt: new Date(start + i * 60_000 + 86_400_000) },
        )
      }),
    )
  }
  await store.close()
  return { dataDir, ids }
}

async function measure(name: string, root: string): Promise<StoreFigures> {
  const figures: StoreFigures = { store: name, posts: [], inbox: [], erasure: [] }
  for (const rate of rates) {
    console.error(`${name}: POST at ${rate}/s …`)
    const api = await startApi(root, mkdtempSync(path.join(tmpdir(), 'clarendon-store-bench-')))
    try {
      const body = () =>
        JSON.stringify({
          id: randomUUID(),
          firstName: 'Bench',
          lastName: 'Mark',
          email: 'bench@example.com',
          phone: '028 9649 6000',
          details: 'Fixed-rate test',
        })
      const result = await pacedPosts({ url: `${api.url}${enquiriesPath}`, rate, seconds: 10, connections: 100, body })
      const sorted = result.latenciesMs.toSorted((a, b) => a - b)
      figures.posts.push({ rate, p50Ms: tenths(percentile(sorted, 50)), p99Ms: tenths(percentile(sorted, 99)), errors: result.errors })
    } finally {
      await api.stop()
    }
  }
  for (const size of sizes) {
    console.error(`${name}: inbox and erasure at ${size} …`)
    const { dataDir, ids } = await seed(root, size)
    const api = await startApi(root, dataDir)
    try {
      for (const query of queries) {
        const result = await autocannon({
          url: `${api.url}${enquiriesPath}${query}`,
          connections: 1,
          amount: size > 10_000 ? 60 : 200,
          headers: { authorization: `Bearer ${token}` },
        })
        figures.inbox.push({ size, query, p50Ms: result.latency.p50, p99Ms: result.latency.p99 })
      }
      const times: number[] = []
      for (const id of ids.slice(0, 10)) {
        const started = performance.now()
        const res = await fetch(`${api.url}${enquiriesPath}/${id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
        if (res.status !== 204) throw new Error(`DELETE answered ${res.status}`)
        times.push(performance.now() - started)
      }
      const sorted = times.toSorted((a, b) => a - b)
      figures.erasure.push({ size, medianMs: tenths(percentile(sorted, 50)), maxMs: tenths(sorted.at(-1)!) })
    } finally {
      await api.stop()
    }
  }
  return figures
}

export async function measureStoreBeforeAfter(): Promise<{ before?: StoreFigures; after: StoreFigures }> {
  const beforeRoot = unpackBefore()
  const before = beforeRoot ? await measure(`nedb (${beforeRef})`, beforeRoot) : undefined
  const after = await measure('SQLite (this checkout)', path.resolve('.'))
  return { before, after }
}

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`

export function storeTable({ before, after }: { before?: StoreFigures; after: StoreFigures }) {
  const runs = before ? [before, after] : [after]
  const missing = before ? [] : [`(No "before" rows: this checkout's node_modules no longer hold @seald-io/nedb, which ${beforeRef} needs.)`, '']
  mkdirSync('bench-results', { recursive: true })
  return [
    '### Embedded store, before and after (the API alone, one run, fresh stores; scripts/bench/storeBeforeAfter.ts)',
    '',
    ...missing,
    'POST: evenly paced, 100 keep-alive connections, 10 s. Inbox: one connection, bearer token. Erasure: DELETE of one enquiry, 10 in turn, answered once nothing of it is left in the files.',
    '',
    row(['Store', 'POST 250/s p50 ms', 'p99 ms', 'POST 500/s p50 ms', 'p99 ms', 'errors']),
    row(Array(6).fill('---')),
    ...runs.map((run) => {
      const [slow, fast] = run.posts
      return row([run.store, slow?.p50Ms ?? '—', slow?.p99Ms ?? '—', fast?.p50Ms ?? '—', fast?.p99Ms ?? '—', run.posts.reduce((sum, p) => sum + p.errors, 0)])
    }),
    '',
    row(['Store', 'enquiries', ...queries.map((query) => `${query} p50 / p99 ms`), 'erasure median / max ms']),
    row(Array(queries.length + 3).fill('---')),
    ...runs.flatMap((run) =>
      sizes.map((size) => {
        const erasure = run.erasure.find((e) => e.size === size)
        return row([
          run.store,
          size.toLocaleString('en-GB'),
          ...queries.map((query) => {
            const timing = run.inbox.find((t) => t.size === size && t.query === query)
            return timing ? `${timing.p50Ms} / ${timing.p99Ms}` : '—'
          }),
          erasure ? `${erasure.medianMs} / ${erasure.maxMs}` : '—',
        ])
      }),
    ),
  ]
}
