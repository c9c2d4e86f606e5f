import { type ChildProcess, spawn } from 'node:child_process'
import { mkdir, writeFile } from 'node:fs/promises'
import { constants, gzipSync } from 'node:zlib'
import { buildSite } from '../build.ts'
import { isBuildCurrent } from '../buildStamp.ts'
import { type FirstTap, firstTapTable, measureFirstTaps } from './firstTap.ts'
import { freePort, startFreshServer } from './freshServer.ts'
import { countOverflowingPages, overflowTable } from './horizontalOverflow.ts'
import { budgetMachine, type LighthouseFigures, runLighthouse, runLighthouseInTurns } from './lighthouseRun.ts'
import { oneHeadingIsolatedPath, oneHeadingPath } from './oneHeading.ts'
import { repeatVisitBytes } from './repeatVisit.ts'
import { measureSpeedRows, speedFlags } from './speedRows.ts'
import { compareGet, type Throughput } from './throughput.ts'
import { longTaskTable, traceLongTasks } from './longTasks.ts'
import { measureWeakSignal, weakSignalTable } from './weakSignal.ts'

const usage = `npm run bench [-- <mode>]: the figures and budgets of docs/performance.md, printed as tables
and written to bench-results/*.json. Builds the site first when the build is out of date.

  (no mode)          everything, and the budgets met or missed (about half an hour)
  --lighthouse [/p]  Lighthouse on the given pages (the five by default) and the one-heading reference
  --weak-signal [/p] first paint and blocking from the start of the load, cold, 4× CPU, Slow 3G
  --first-tap        the first tap on the menu, Submit and the insights filter, cold, 4× CPU, Slow 3G
  --overflow         pages that scroll sideways at 320–390 px and with text at 200%
  --throughput       page throughput against bare node:http sending the same bytes (a report)
  --staff-bundle     the staff app's JavaScript to each screen
  --inbox            the inbox list on 10,000 enquiries with notes
  --enquiry-rate     the enquiry POST, evenly paced at 100 a second
  --help             this text

Settings: LIGHTHOUSE_RUNS (runs per page, 10 unless set), LIGHTHOUSE_BEFORE=<origin> and
FIRST_TAP_BEFORE=<origin> (another build's server, measured in turns with this one);
WEAK_SIGNAL_RUNS (10 unless set), WEAK_SIGNAL_COMPARE=<name>=<origin>[,<name>=<origin>…]
(other builds' servers, loaded in turns with this one).`

const modes = ['--lighthouse', '--weak-signal', '--first-tap', '--overflow', '--throughput', ...speedFlags, '--help']
const args = process.argv.slice(2)
const unknown = args.filter((arg) => arg.startsWith('--') && !modes.includes(arg))
if (args.includes('--help') || unknown.length > 0) {
  if (unknown.length > 0) console.error(`Unknown option ${unknown.join(' ')}\n`)
  console.log(usage)
  process.exit(unknown.length > 0 ? 1 : 0)
}
const lighthouseOnly = args.includes('--lighthouse')
const weakSignalOnly = args.includes('--weak-signal')
const speedOnly = speedFlags.filter((flag) => args.includes(flag))
const chosenRoutes = args.filter((arg) => !arg.startsWith('--'))
if (chosenRoutes.some((route) => !route.startsWith('/'))) throw new Error(`Pages are paths such as /team; got ${chosenRoutes.join(' ')}`)
if (chosenRoutes.length && !lighthouseOnly && !weakSignalOnly)
  throw new Error('Pages can be chosen only with --lighthouse or --weak-signal: the full bench measures the five')
const routes = chosenRoutes.length ? chosenRoutes : ['/', '/services/personal-injury', '/blog', '/contact', '/team']
/** Lighthouse's figures vary between runs; each page's are taken over this many, and its LCP is their median. */
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 10)
if (!Number.isInteger(lighthouseRuns) || lighthouseRuns < 1)
  throw new Error(`LIGHTHOUSE_RUNS must be a whole number of runs; got ${process.env.LIGHTHOUSE_RUNS}`)
const weakSignalRuns = Number(process.env.WEAK_SIGNAL_RUNS ?? 10)
if (!Number.isInteger(weakSignalRuns) || weakSignalRuns < 1)
  throw new Error(`WEAK_SIGNAL_RUNS must be a whole number of loads; got ${process.env.WEAK_SIGNAL_RUNS}`)
/** Fewer runs than this tell the largest paint and the blocking time too loosely to judge them. */
const runsToJudge = 10
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`
const stamp = new Date().toISOString().replace(/[:.]/g, '-')

async function writeResults(name: string, figures: object) {
  await mkdir('bench-results', { recursive: true })
  const report = JSON.stringify({ date: new Date().toISOString(), ...figures }, null, 2)
  await writeFile(`bench-results/${stamp}${name}.json`, report)
  return report
}

/** A reference server on the built files (staticServer.ts, bareServer.ts), on a free port. */
async function startReference(script: string, ...args: string[]): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', new URL(script, import.meta.url).pathname, 'dist/client', String(port), ...args], {
    stdio: 'ignore',
  })
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(`${url}/`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return { url, child }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error(`${script} did not answer at ${url}`)
}

if (!(await isBuildCurrent())) await buildSite()

/** This build's server, and the one FIRST_TAP_BEFORE names if any, tapped in turns. */
async function firstTaps(siteUrl: string) {
  const before = process.env.FIRST_TAP_BEFORE
  return measureFirstTaps(before ? { before, 'this build': siteUrl } : { 'this build': siteUrl })
}

/** This build's server, and those WEAK_SIGNAL_COMPARE names, loaded in turns. */
async function weakSignalLoads(siteUrl: string) {
  const compared = (process.env.WEAK_SIGNAL_COMPARE ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const [name, origin] = pair.split('=')
      if (!name || !origin?.startsWith('http')) throw new Error(`WEAK_SIGNAL_COMPARE takes name=origin pairs; got ${pair}`)
      return [name, origin] as const
    })
  const sites = { ...Object.fromEntries(compared), 'this build': siteUrl }
  return { loads: await measureWeakSignal(sites, routes, weakSignalRuns), longTasks: await traceLongTasks(sites, routes) }
}

/** The ratio the retired 0.5× budget named: reported, not judged (a proxy serves the files in production). */
async function measureThroughput(site: string, bare: string) {
  const throughput: Record<string, { site: Throughput; bare: Throughput }> = {}
  for (const route of ['/', '/services/personal-injury']) throughput[`GET ${route}`] = await compareGet({ site: site + route, bare: bare + route })
  return throughput
}

const throughputTable = (throughput: Awaited<ReturnType<typeof measureThroughput>>) => [
  '### Page throughput (autocannon, 10 connections, loopback, brotli as a browser asks; median of 3 rounds of 5 s, in turns with bare node:http sending the same bytes from memory)',
  '',
  row(['Request', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'bare req/s', 'ratio']),
  row(Array(7).fill('---')),
  ...Object.entries(throughput).map(([name, { site, bare }]) =>
    row([
      name,
      site.requestsPerSecond,
      site.p50Ms,
      site.p99Ms,
      site.errors,
      bare.requestsPerSecond,
      (site.requestsPerSecond / bare.requestsPerSecond).toFixed(2),
    ]),
  ),
]

const runFigures = (runs: number[]) => runs.map((ms) => (Number.isNaN(ms) ? 'no figure' : ms)).join(', ')

function pageTable(pages: Record<string, LighthouseFigures & { repeatVisitBytes?: number }>) {
  const { benchmarkIndex, cpuMultiplier } = budgetMachine
  return [
    `### Pages (Lighthouse mobile, simulated throttling, ${lighthouseRuns} runs: LCP their median, the rest the median run; first-visit transfer sizes in KB as sent, brotli)`,
    '',
    `TBT at ${benchmarkIndex}: on a machine of benchmark index ${benchmarkIndex} at ${cpuMultiplier}×, the multiplier being ${cpuMultiplier} × this run's index / ${benchmarkIndex}. Simulated: the same load analysed at that multiplier, the median run's figure (each run's in brackets). Slowed CPU, the budget's: the page loaded again with the CPU really slowed by that multiplier and Slow 4G; the median (each run's), and the median of those loads' first paints.`,
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
      'Benchmark index',
      'CPU multiplier',
      `TBT ms at ${benchmarkIndex}, simulated`,
      `TBT ms at ${benchmarkIndex}, slowed CPU`,
      `FCP ms at ${benchmarkIndex}, slowed CPU`,
    ]),
    row(Array(21).fill('---')),
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
        Math.round(p.fcpSlowedCpuMs),
      ]),
    ),
  ]
}

/** Where each page's LCP goes, beside the floors: a page with one heading on the static server. */
function lcpTable(pages: Record<string, LighthouseFigures>) {
  return [
    '### Largest paint (the median run): its breakdown, and the requests that ended before it, which Lighthouse puts on its path',
    '',
    row(['Page', 'LCP ms (median of the runs)', 'TTFB ms', 'Render delay ms', 'Element', 'Ended before the largest paint']),
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

async function measurePages(site: string, reference: string, withRepeatVisit: boolean) {
  const pages: Record<string, LighthouseFigures & { repeatVisitBytes?: number }> = {}
  /** Another build's pages, measured in turns with these: rows to compare, not in the budgets. */
  const befores: Record<string, LighthouseFigures> = {}
  const before = process.env.LIGHTHOUSE_BEFORE
  for (const route of routes) {
    console.error(`Lighthouse ${route} …`)
    if (before) {
      const [then, now] = await runLighthouseInTurns([before + route, site + route], lighthouseRuns)
      befores[route] = then!
      pages[route] = now!
    } else pages[route] = await runLighthouse(site + route, lighthouseRuns)
    if (withRepeatVisit) pages[route].repeatVisitBytes = await repeatVisitBytes(site + route)
  }
  console.error('Lighthouse, the one-heading references …')
  const floor = await runLighthouse(reference + oneHeadingPath, lighthouseRuns)
  const isolatedFloor = await runLighthouse(reference + oneHeadingIsolatedPath, lighthouseRuns)
  return { pages, befores, floor, isolatedFloor }
}

/** Each page's row after its "(before)" row if any, then the references. */
function tableRows({ pages, befores, floor, isolatedFloor }: Awaited<ReturnType<typeof measurePages>>) {
  const rows: Record<string, LighthouseFigures & { repeatVisitBytes?: number }> = {}
  for (const [route, figures] of Object.entries(pages)) {
    if (befores[route]) rows[`${route} (before)`] = befores[route]
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

/** A page's HTML with the CSS it carries inline, in bytes as gzip -9 makes it (the budget's measure). */
async function htmlGzippedBytes(url: string) {
  const html = await fetch(url, { headers: { 'accept-encoding': 'identity' } }).then((res) => res.text())
  return gzipSync(html, { level: constants.Z_BEST_COMPRESSION }).length
}

/** Everything: Lighthouse on each page, the taps, the staff rows, throughput, and the budgets. */
async function fullBench(site: string, reference: string, bare: string) {
  const measured = await measurePages(site, reference, true)
  const { pages } = measured

  console.error('Weak signal …')
  const weak = await weakSignalLoads(site)
  const ownLoads = weak.loads['this build'] ?? []
  const unblocked = weak.loads.unblocked

  console.error('First taps …')
  const firstTapResults: Record<string, FirstTap[]> = await firstTaps(site)
  const ownTaps = firstTapResults['this build'] ?? []

  const speed = await measureSpeedRows(speedFlags, Object.fromEntries(Object.entries(pages).map(([route, p]) => [route, p.bytesByType.Script ?? 0])))
  const { staffScreens = [], inboxList = [], enquiryPaced } = speed.figures

  console.error('Pages that scroll sideways …')
  const overflow = await countOverflowingPages(site)

  console.error('Throughput …')
  const throughput = await measureThroughput(site, bare)

  const htmlBytes = Object.fromEntries(await Promise.all(routes.map(async (route) => [route, await htmlGzippedBytes(site + route)] as const)))
  const { '/': homeHtmlBytes, ...otherHtmlBytes } = htmlBytes
  const judged = lighthouseRuns >= runsToJudge
  const unjudged = `not judged: ${lighthouseRuns} runs, fewer than ${runsToJudge}`
  const lcpBudgetMs = (route: string) => (route === '/' ? 1100 : 950)
  const every = (test: (p: (typeof pages)[string], route: string) => boolean) => Object.entries(pages).every(([route, p]) => test(p, route))
  const budgets: Array<[string, boolean | string]> = [
    ["Lighthouse 100 in all four categories, every page, at Lighthouse's own 4×", every((p) => Object.values(p.scores).every((s) => s === 100))],
    ['LCP (median of the runs) ≤ 0.95 s, every page; `/` ≤ 1.1 s', judged ? every((p, route) => p.lcpMs <= lcpBudgetMs(route)) : unjudged],
    [
      'First contentful paint on the weak signal (Slow 3G, 4× CPU, median of the loads), every page, no later than the same page built without render blocking',
      unblocked
        ? ownLoads.every((own) => own.fcpMs <= (unblocked.find((other) => other.route === own.route)?.fcpMs ?? Number.NaN))
        : 'not judged: no build named unblocked in WEAK_SIGNAL_COMPARE',
    ],
    // Lighthouse shows CLS to three decimals; a shift below that is no shift a visitor sees.
    ['CLS 0, every page', every((p) => Math.round(p.cls * 1000) === 0)],
    ['First-load JavaScript for / ≤ 90 KB', kb(pages['/']?.bytesByType.Script ?? 0) <= 90],
    [
      `HTML with its inline CSS ≤ 14 KB (14,336 bytes) gzipped, every page but / (${Object.entries(otherHtmlBytes)
        .map(([route, bytes]) => `${route} ${bytes}`)
        .join(', ')} bytes; / ${homeHtmlBytes} bytes, reported)`,
      Object.values(otherHtmlBytes).every((bytes) => bytes <= 14 * 1024),
    ],
    [
      'First tap on the menu, Submit and the insights filter: on screen ≤ 200 ms after the tap, INP ≤ 200 ms (cold, 4× CPU, Slow 3G, half a second after the first paint)',
      ownTaps.length === 3 && ownTaps.every((tap) => tap.answerMs <= 200 && tap.inpMs <= 200),
    ],
    ['No page scrolls sideways at 320–390 px or with text at 200%', overflow.every((c) => c.overflowing.length === 0)],
    ['No request to another origin', every((p) => p.otherOrigins.length === 0)],
    ['Repeat visit takes 0 bytes from the network', every((p) => p.repeatVisitBytes === 0)],
    ['Staff app: ≤ 120 KB of JS (gzip) to the sign-in screen', staffScreens.some((s) => s.screen === 'the sign-in screen' && kb(s.gzipBytes) <= 120)],
    [
      'Staff app: ≤ 140 KB of JS (gzip) to the inbox, signed in on the way',
      staffScreens.some((s) => s.screen === 'the inbox, signed in on the way' && kb(s.gzipBytes) <= 140),
    ],
    ['Inbox list with 10,000 enquiries and their notes ≤ 50 ms median, each query', inboxList.length > 0 && inboxList.every((t) => t.p50Ms <= 50)],
    [
      'Enquiry POST, synced before each 201, evenly paced at 100 a second: p99 ≤ 50 ms, no errors',
      enquiryPaced !== undefined && enquiryPaced.p99Ms <= 50 && enquiryPaced.errors === 0,
    ],
  ]

  console.log(
    [
      ...pageTable(tableRows(measured)),
      '',
      ...lcpTable(tableRows(measured)),
      '',
      ...weakSignalTable(weak.loads),
      '',
      ...longTaskTable(weak.longTasks),
      '',
      ...firstTapTable(firstTapResults),
      '',
      ...speed.lines,
      ...overflowTable(overflow),
      '',
      ...throughputTable(throughput),
      '',
      '### Budgets',
      '',
      ...budgets.map(([name, met]) => `- ${met === true ? 'met' : met === false ? 'MISSED' : met}: ${name}`),
    ].join('\n'),
  )
  printFailingAudits(pages)
  const report = await writeResults('', {
    lighthouseRuns,
    ...measured,
    htmlBytes,
    overflow,
    throughput,
    weakSignal: weak.loads,
    longTasks: weak.longTasks,
    firstTaps: firstTapResults,
    ...speed.figures,
    budgets: Object.fromEntries(budgets),
  })
  await writeFile('bench-results/latest.json', report)
}

if (speedOnly.length > 0) {
  const { figures, lines } = await measureSpeedRows(speedOnly)
  console.log(lines.join('\n'))
  await writeResults('-speed', figures)
} else {
  const server = await startFreshServer()
  const references: ChildProcess[] = []
  try {
    if (weakSignalOnly) {
      const { loads, longTasks } = await weakSignalLoads(server.url)
      console.log([...weakSignalTable(loads), '', ...longTaskTable(longTasks)].join('\n'))
      await writeResults('-weak-signal', { weakSignalRuns, weakSignal: loads, longTasks })
    } else if (args.includes('--first-tap')) {
      const results = await firstTaps(server.url)
      console.log(firstTapTable(results).join('\n'))
      await writeResults('-first-tap', { firstTaps: results })
    } else if (args.includes('--overflow')) {
      console.log(overflowTable(await countOverflowingPages(server.url)).join('\n'))
    } else {
      const openerPolicy = (await fetch(`${server.url}/`, { method: 'HEAD' })).headers.get('cross-origin-opener-policy') ?? ''
      const reference = await startReference('./staticServer.ts', openerPolicy)
      const bare = await startReference('./bareServer.ts')
      references.push(reference.child, bare.child)
      if (args.includes('--throughput')) {
        const throughput = await measureThroughput(server.url, bare.url)
        console.log(throughputTable(throughput).join('\n'))
        await writeResults('-throughput', { throughput })
      } else if (lighthouseOnly) {
        const measured = await measurePages(server.url, reference.url, false)
        console.log([...pageTable(tableRows(measured)), '', ...lcpTable(tableRows(measured))].join('\n'))
        printFailingAudits(measured.pages)
        await writeResults('-lighthouse', { lighthouseRuns, ...measured })
      } else await fullBench(server.url, reference.url, bare.url)
    }
  } finally {
    for (const child of references) child.kill()
    await server.stop()
  }
}
