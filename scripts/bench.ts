import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { constants, gzipSync } from 'node:zlib'
import { type FirstTap, firstTapTable, measureFirstTaps } from './bench/firstTap.ts'
import { startFreshServer } from './bench/freshServer.ts'
import { budgetMachine, runLighthouse, runLighthouseInTurns, type LighthouseFigures } from './bench/lighthouseRun.ts'
import { countOverflowingPages, overflowTable } from './bench/horizontalOverflow.ts'
import { oneHeadingIsolatedPath, oneHeadingPath } from './bench/oneHeading.ts'
import { repeatVisitBytes } from './bench/repeatVisit.ts'
import { measureSpeedRows, speedFlags } from './bench/speedRows.ts'
import { compareGet, measureEnquiries, type Throughput } from './bench/throughput.ts'
import { buildSite } from './build.ts'
import { isBuildCurrent } from './buildStamp.ts'

/**
 * `npm run bench`: builds if needed, starts the production server and two reference servers on
 * the same files, then measures pages (Lighthouse, bytes) and throughput (autocannon).
 * Prints a table with the budgets of docs/performance.md and writes bench-results/*.json.
 *
 * `npm run bench -- --throughput` measures throughput alone, in a minute or two instead of a
 * quarter of an hour. `npm run bench -- --lighthouse [/path …]`: only Lighthouse, on the given
 * pages (the five below by default) and the one-heading reference pages; written to
 * bench-results/lighthouse-*.json. Each page's TBT is also given as on the machine the budget
 * names (benchmark index 1,500 at 4×: scripts/bench/lighthouseRun.ts).
 * LIGHTHOUSE_BEFORE=<url> measures another build's server too, in turns with this one, as
 * "(before)" rows. BENCH_PORT moves the three servers (4500 and the two ports after it), so two
 * checkouts can bench at once.
 *
 * `--staff-bundle`, `--inbox` and `--enquiry-rate` (one or several) run only those rows
 * (scripts/bench/speedRows.ts): the staff app's JavaScript per screen, the inbox list on 10,000
 * and 50,000 enquiries, and the enquiry POST at a fixed rate; `--store`, the embedded store before
 * (nedb) and after (SQLite) in one run. Their servers take free ports.
 *
 * `--first-tap`: only the first tap on the menu, the form's Submit and the insights filter on a
 * cold visit at 4× CPU and Slow 4G (scripts/bench/firstTap.ts). FIRST_TAP_BEFORE=<url> measures
 * another build's server too, in turns with this one (a "before" for a change).
 * `--overflow`: only the count of pages that scroll sideways at 320–390 px and with text at 200%.
 */
const args = process.argv.slice(2)
const throughputOnly = args.includes('--throughput')
const lighthouseOnly = args.includes('--lighthouse')
const overflowOnly = args.includes('--overflow')
const speedOnly = speedFlags.filter((flag) => args.includes(flag))
const firstTapOnly = args.includes('--first-tap')
const chosenRoutes = args.filter((arg) => !arg.startsWith('--'))
if (chosenRoutes.some((route) => !route.startsWith('/'))) throw new Error(`Pages are paths such as /team; got ${chosenRoutes.join(' ')}`)
if (chosenRoutes.length && !lighthouseOnly) throw new Error('Pages can be chosen only with --lighthouse: the full bench measures the five')
const routes = chosenRoutes.length ? chosenRoutes : ['/', '/services/personal-injury', '/blog', '/contact', '/team']
const sitePort = Number(process.env.BENCH_PORT ?? 4500)
const staticPort = sitePort + 1
const barePort = sitePort + 2
/**
 * Lighthouse's figures vary between runs; each page's figures are the median of this many
 * (LIGHTHOUSE_RUNS, 5 unless set: ten tell a blocking time at index 1,500 better, docs/performance.md).
 */
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1)
  throw new Error(`LIGHTHOUSE_RUNS must be a whole number of runs; got ${process.env.LIGHTHOUSE_RUNS}`)
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

async function start(args: string[], env: Record<string, string>, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: 'ignore' })
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error(`${args.join(' ')} did not answer at ${url}`)
}

// The store's before-and-after rows time the API alone and need no build.
if (!(speedOnly.length === 1 && speedOnly[0] === '--store') && !(await isBuildCurrent())) await buildSite()

/** This build's server, and the one FIRST_TAP_BEFORE names if any, tapped in turns. */
async function firstTaps(siteUrl: string) {
  const before = process.env.FIRST_TAP_BEFORE
  return measureFirstTaps(before ? { before, 'this build': siteUrl } : { 'this build': siteUrl })
}

if (firstTapOnly) {
  const server = await startFreshServer()
  try {
    const results = await firstTaps(server.url)
    console.log(firstTapTable(results).join('\n'))
    await mkdir('bench-results', { recursive: true })
    await writeFile(
      `bench-results/${new Date().toISOString().replace(/[:.]/g, '-')}-first-tap.json`,
      JSON.stringify({ date: new Date().toISOString(), firstTaps: results }, null, 2),
    )
  } finally {
    await server.stop()
  }
  process.exit(0)
}
if (speedOnly.length > 0) {
  const { figures, lines } = await measureSpeedRows(speedOnly)
  console.log(lines.join('\n'))
  await mkdir('bench-results', { recursive: true })
  await writeFile(
    `bench-results/${new Date().toISOString().replace(/[:.]/g, '-')}-speed.json`,
    JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2),
  )
  process.exit(0)
}
const site = `http://127.0.0.1:${sitePort}`
const staticReference = `http://127.0.0.1:${staticPort}`
const bareReference = `http://127.0.0.1:${barePort}`
const servers = [
  await start(
    ['server/index.ts'],
    {
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: await mkdtemp(path.join(tmpdir(), 'clarendon-bench-')),
      RATE_LIMIT_MAX: '1000000',
    },
    `${site}/healthz`,
  ),
  await start(['scripts/bench/staticServer.ts', 'dist/client', String(staticPort)], {}, `${staticReference}/`),
  await start(['scripts/bench/bareServer.ts', 'dist/client', String(barePort)], {}, `${bareReference}/`),
]

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`
const ratio = (site: Throughput, reference?: Throughput) => (reference ? (site.requestsPerSecond / reference.requestsPerSecond).toFixed(2) : '—')

/** GETs against both references, then enquiries. */
async function measureThroughput() {
  const throughput: Record<string, { site: Throughput; static?: Throughput; bare?: Throughput }> = {}
  for (const route of ['/', '/services/personal-injury']) {
    throughput[`GET ${route}`] = await compareGet({ site: site + route, static: staticReference + route, bare: bareReference + route })
  }
  throughput['POST /api/consultation-requests'] = { site: await measureEnquiries(`${site}/api/consultation-requests`) }
  return throughput
}

const throughputTable = (throughput: Awaited<ReturnType<typeof measureThroughput>>) => [
  '### Throughput (autocannon, 10 connections, loopback, as a browser asks: brotli; GETs: median of 3 rounds of 5 s, in turns with the two references)',
  '',
  "static: a minimal Node static server, reading the build's .br file from disk on each request; bare: node:http sending the same bytes from memory. Both send only type and encoding headers.",
  '',
  row(['Request', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'static req/s', 'ratio', 'bare req/s', 'ratio']),
  row(Array(9).fill('---')),
  ...Object.entries(throughput).map(([name, { site: s, static: st, bare }]) =>
    row([name, s.requestsPerSecond, s.p50Ms, s.p99Ms, s.errors, st?.requestsPerSecond ?? '—', ratio(s, st), bare?.requestsPerSecond ?? '—', ratio(s, bare)]),
  ),
]

const stamp = new Date().toISOString().replace(/[:.]/g, '-')

/** Throughput alone: the table, and its figures in bench-results/<date>-throughput.json. */
async function throughputBench() {
  console.error('Throughput …')
  const throughput = await measureThroughput()
  console.log(throughputTable(throughput).join('\n'))
  await mkdir('bench-results', { recursive: true })
  await writeFile(`bench-results/${stamp}-throughput.json`, JSON.stringify({ date: new Date().toISOString(), throughput }, null, 2))
}

const runFigures = (runs: number[]) => runs.map((ms) => (Number.isNaN(ms) ? 'no figure' : ms)).join(', ')

function pageTable(pages: Record<string, LighthouseFigures & { repeatVisitBytes?: number }>) {
  return [
    `### Pages (Lighthouse mobile, simulated throttling, median of ${lighthouseRuns} runs; first-visit transfer sizes in KB as sent, brotli; machine speed: Lighthouse's benchmark index in that run)`,
    '',
    `TBT at ${budgetMachine.benchmarkIndex}: the same run analysed with the CPU multiplier that makes this machine one of benchmark index ${budgetMachine.benchmarkIndex} at ${budgetMachine.cpuMultiplier}× (${budgetMachine.cpuMultiplier} × index / ${budgetMachine.benchmarkIndex}), the machine the TBT budget names; the median run's figure, then each run's in brackets. Slowed CPU: the page loaded again with the CPU really slowed by that multiplier and Slow 4G applied; the median, then each run's.`,
    '',
    row([
      'Page',
      'Perf',
      'A11y',
      'Best',
      'SEO',
      'LCP ms',
      'FCP ms',
      'TBT ms',
      'CLS',
      'HTML',
      'CSS',
      'JS',
      'Fonts',
      'Images',
      'Total',
      'Repeat visit (bytes)',
      'Machine speed',
      'CPU multiplier',
      `TBT ms at ${budgetMachine.benchmarkIndex}`,
      `TBT ms at ${budgetMachine.benchmarkIndex}, slowed CPU`,
    ]),
    row(Array(20).fill('---')),
    ...Object.entries(pages).map(([route, p]) =>
      row([
        route,
        p.scores.performance,
        p.scores.accessibility,
        p.scores.bestPractices,
        p.scores.seo,
        Math.round(p.lcpMs),
        Math.round(p.fcpMs),
        Math.round(p.tbtMs),
        p.cls.toFixed(3),
        kb(p.bytesByType.Document ?? 0),
        kb(p.bytesByType.Stylesheet ?? 0),
        kb(p.bytesByType.Script ?? 0),
        kb(p.bytesByType.Font ?? 0),
        kb(p.bytesByType.Image ?? 0),
        kb(p.totalKB * 1024),
        p.repeatVisitBytes ?? '—',
        p.benchmarkIndex,
        `${p.cpuMultiplier}×`,
        `${Math.round(p.tbtAtBudgetMachineMs)} (${runFigures(p.tbtAtBudgetMachineRunsMs)})`,
        `${Math.round(p.tbtSlowedCpuMs)} (${runFigures(p.tbtSlowedCpuRunsMs)})`,
      ]),
    ),
  ]
}

/** Where each page's LCP goes, beside the floors: a page with one heading on the static server. */
function lcpTable(pages: Record<string, LighthouseFigures>) {
  return [
    '### Largest paint (the same runs): its breakdown, and the requests that ended before it, which Lighthouse puts on its path',
    '',
    row(['Page', 'LCP ms', 'TTFB ms', 'Render delay ms', 'Element', 'Ended before the largest paint']),
    row(Array(6).fill('---')),
    ...Object.entries(pages).map(([route, p]) =>
      row([
        route,
        Math.round(p.lcpMs),
        p.lcp.phases.TTFB ?? '—',
        p.lcp.phases['Render Delay'] ?? '—',
        `\`${p.lcp.element.replaceAll('|', '\\|').slice(0, 60)}\``,
        p.lcp.requestsBefore.join(', ') || 'nothing',
      ]),
    ),
  ]
}

async function measurePages(withRepeatVisit: boolean) {
  const pages: Record<string, LighthouseFigures & { repeatVisitBytes?: number }> = {}
  /** Another build's pages, measured in turns with these: rows to compare, not in the budgets. */
  const befores: Record<string, LighthouseFigures> = {}
  const before = process.env.LIGHTHOUSE_BEFORE
  for (const route of routes) {
    console.error(`Lighthouse ${route} …`)
    if (before) {
      const [then, now] = await runLighthouseInTurns([before + route, site + route], lighthouseRuns)
      befores[`${route} (before)`] = then!
      pages[route] = now!
    } else pages[route] = await runLighthouse(site + route, lighthouseRuns)
    if (withRepeatVisit) pages[route].repeatVisitBytes = await repeatVisitBytes(site + route)
  }
  console.error('Lighthouse, the one-heading references …')
  const floor = await runLighthouse(staticReference + oneHeadingPath, lighthouseRuns)
  const isolatedFloor = await runLighthouse(staticReference + oneHeadingIsolatedPath, lighthouseRuns)
  return { pages, befores, floor, isolatedFloor }
}

/** Each page's row after its "(before)" row if any, then the references. */
function tableRows({ pages, befores, floor, isolatedFloor }: Awaited<ReturnType<typeof measurePages>>) {
  const rows: Record<string, LighthouseFigures & { repeatVisitBytes?: number }> = {}
  for (const [route, figures] of Object.entries(pages)) {
    const before = befores[`${route} (before)`]
    if (before) rows[`${route} (before)`] = before
    rows[route] = figures
  }
  return {
    ...rows,
    [`${oneHeadingPath} (reference)`]: floor,
    [`${oneHeadingIsolatedPath} (reference, the site's opener policy)`]: isolatedFloor,
  }
}

function printFailingAudits(pages: Record<string, LighthouseFigures>) {
  const failing = Object.entries(pages).flatMap(([route, p]) => p.failedAudits.map((audit) => `${route}: ${audit}`))
  if (failing.length) console.log(`\nLighthouse audits below full marks:\n${failing.map((f) => `- ${f}`).join('\n')}`)
}

/** `--lighthouse`: the pages and the reference, nothing else. */
async function lighthouseBench() {
  const measured = await measurePages(false)
  console.log([...pageTable(tableRows(measured)), '', ...lcpTable(tableRows(measured))].join('\n'))
  printFailingAudits(measured.pages)
  await mkdir('bench-results', { recursive: true })
  await writeFile(`bench-results/lighthouse-${stamp}.json`, JSON.stringify({ date: new Date().toISOString(), lighthouseRuns, ...measured }, null, 2))
}

/** Everything: Lighthouse on each page, throughput, the staff inbox, and the budgets. */
async function fullBench() {
  const measured = await measurePages(true)
  const { pages, isolatedFloor } = measured

  console.error('Throughput …')
  const throughput = await measureThroughput()

  console.error('First taps …')
  const firstTapResults: Record<string, FirstTap[]> = await firstTaps(site)
  const ownTaps = firstTapResults['this build'] ?? []

  const speed = await measureSpeedRows(speedFlags, Object.fromEntries(Object.entries(pages).map(([route, p]) => [route, p.bytesByType.Script ?? 0])))
  const { staffScreens = [], inboxList = [] } = speed.figures
  // The staff app's first load on a phone, as Lighthouse measures it: not a public page, so not in the budgets.
  const staffApp = await runLighthouse(`${site}/staff/sign-in`, 1)

  console.error('Pages that scroll sideways …')
  const overflow = await countOverflowingPages(site)

  const home = pages['/']!
  // The budget is for gzip; browsers are sent brotli, smaller still (the HTML column).
  const homePage = await fetch(`${site}/`, { headers: { 'accept-encoding': 'identity' } }).then((res) => res.text())
  const homeHtmlGzippedKB = kb(gzipSync(homePage, { level: constants.Z_BEST_COMPRESSION }).length)
  const slowedCpuTbt = Object.values(pages)
    .map((p) => Math.round(p.tbtSlowedCpuMs))
    .join(', ')
  const budgets = [
    ['Lighthouse 100 in all four categories, every page', Object.values(pages).every((p) => Object.values(p.scores).every((s) => s === 100))],
    ['LCP ≤ 0.85 s, every page', Object.values(pages).every((p) => p.lcpMs <= 850)],
    [
      `TBT ≤ 50 ms, every page, on a machine of benchmark index ${budgetMachine.benchmarkIndex}, as Lighthouse simulates it (a page of one heading with the site's opener policy: ${Math.round(isolatedFloor.tbtAtBudgetMachineMs)} ms; on a slowed CPU, the pages ${slowedCpuTbt} ms)`,
      Object.values(pages).every((p) => p.tbtAtBudgetMachineMs <= 50),
    ],
    // Lighthouse shows CLS to three decimals; a shift below that is no shift a visitor sees.
    ['CLS 0, every page', Object.values(pages).every((p) => Math.round(p.cls * 1000) === 0)],
    ['First-load JavaScript for / ≤ 90 KB gzipped', kb(home.bytesByType.Script ?? 0) <= 90],
    // The page carries inline the CSS its HTML uses; the full stylesheet waits for an island.
    [`HTML with its inline CSS for / ≤ 14 KB gzipped (${homeHtmlGzippedKB} KB)`, homeHtmlGzippedKB <= 14],
    [
      'First tap on the menu, Submit and the insights filter ≤ 200 ms INP (cold, 4× CPU, Slow 4G)',
      ownTaps.length === 3 && ownTaps.every((tap) => tap.inpMs <= 200),
    ],
    ['No page scrolls sideways at 320–390 px or with text at 200%', overflow.every((c) => c.overflowing.length === 0)],
    ['No request to another origin', Object.values(pages).every((p) => p.otherOrigins.length === 0)],
    ['Repeat visit takes 0 bytes from the network', Object.values(pages).every((p) => p.repeatVisitBytes === 0)],
    ['Staff app: ≤ 120 KB of JS (gzip) to the sign-in screen', staffScreens.some((s) => s.screen === 'the sign-in screen' && kb(s.gzipBytes) <= 120)],
    [
      'Staff app: ≤ 140 KB of JS (gzip) to the inbox, signed in on the way',
      staffScreens.some((s) => s.screen === 'the inbox, signed in on the way' && kb(s.gzipBytes) <= 140),
    ],
    ['Inbox list with 10,000 enquiries ≤ 50 ms median, each query', inboxList.filter((t) => t.size === 10_000).every((t) => t.p50Ms <= 50)],
  ] as const

  const lines = [
    ...pageTable(tableRows(measured)),
    '',
    ...lcpTable(tableRows(measured)),
    '',
    ...overflowTable(overflow),
    '',
    ...throughputTable(throughput),
    '',
    ...firstTapTable(firstTapResults),
    '',
    '### Staff inbox (not public; not in the budgets)',
    '',
    `First load of /staff/sign-in on a phone (Lighthouse, one run): ${kb(staffApp.totalKB * 1024)} KB in all, JS ${kb(staffApp.bytesByType.Script ?? 0)} KB, CSS ${kb(staffApp.bytesByType.Stylesheet ?? 0)} KB, HTML ${kb(staffApp.bytesByType.Document ?? 0)} KB; accessibility ${staffApp.scores.accessibility}, best practices ${staffApp.scores.bestPractices}.`,
    '',
    ...speed.lines,
    '### Budgets',
    '',
    ...budgets.map(([name, met]) => `- ${met ? 'met' : 'MISSED'}: ${name}`),
  ]
  console.log(lines.join('\n'))
  printFailingAudits(pages)

  await mkdir('bench-results', { recursive: true })
  const report = JSON.stringify(
    {
      date: new Date().toISOString(),
      lighthouseRuns,
      ...measured,
      homeHtmlGzippedKB,
      overflow,
      throughput,
      firstTaps: firstTapResults,
      ...speed.figures,
      staffApp,
      budgets: Object.fromEntries(budgets),
    },
    null,
    2,
  )
  await writeFile(`bench-results/${stamp}.json`, report)
  await writeFile('bench-results/latest.json', report)
}

try {
  if (overflowOnly) console.log(overflowTable(await countOverflowingPages(site)).join('\n'))
  else if (throughputOnly) await throughputBench()
  else if (lighthouseOnly) await lighthouseBench()
  else await fullBench()
} finally {
  for (const server of servers) server.kill()
}
