import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { chromiumArgs, chromiumPath } from '../chromium.ts'
import { median } from './median.ts'

export interface LighthouseFigures {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
  /** The median of the runs' largest paints; the other figures are those of the median run. */
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  totalKB: number
  /** Transfer size of the first visit by kind: Document, Stylesheet, Script, Font, Image, … */
  bytesByType: Record<string, number>
  /** Requests to any origin but the page's own. */
  otherOrigins: string[]
  failedAudits: string[]
  /** Lighthouse's measure of this machine's speed during the run: lower is slower, and slows every timing. */
  benchmarkIndex: number
  /**
   * Total Blocking Time as Lighthouse simulates the machine the TBT budget names (benchmark index
   * ~1,500, at Lighthouse's 4×): the same load analysed again with the CPU multiplier calibrated
   * from this run's benchmark index (cpuMultiplierFor). Reported beside the budget's figure, which
   * is tbtSlowedCpuMs: the simulation counts the browser's commit of the page after the first paint.
   */
  tbtAtBudgetMachineMs: number
  /**
   * That figure in each run, in the order run. The median run is chosen by FCP and TTI, and a
   * page's blocking time on this machine swings from run to run with the browser's own work
   * (decision 0038), so the spread says how far one run's figure can be trusted.
   */
  tbtAtBudgetMachineRunsMs: number[]
  /** The CPU multiplier of that analysis. */
  cpuMultiplier: number
  /**
   * Total Blocking Time on the budget's machine measured instead of simulated, the figure the
   * budget judges: the page loaded again with the CPU really slowed by that multiplier and Slow 4G
   * applied (slowedCpuRun); the median of the runs, and each run's figure in the order run.
   */
  tbtSlowedCpuMs: number
  tbtSlowedCpuRunsMs: number[]
  /** The first paint of those slowed loads, the median. */
  fcpSlowedCpuMs: number
  lcp: {
    /** The largest paint's element, as Lighthouse labels it. */
    element: string
    /** TTFB, Load Delay, Load Time and Render Delay in ms: the LCP's breakdown. */
    phases: Record<string, number>
    /**
     * Requests that ended before the page's largest paint in the real (unthrottled) load: Lighthouse's
     * simulation puts each of them on the LCP's path, but for low-priority images.
     */
    requestsBefore: string[]
  }
}

type Audit = {
  score: number | null
  numericValue?: number
  title: string
  scoreDisplayMode?: string
  details?: { items?: Array<Record<string, unknown>>; debugData?: { networkStartTimeTs?: number } }
}
type NetworkRequest = { url: string; resourceType?: string; priority?: string; transferSize?: number; networkEndTime?: number }

/** The machine the TBT budget names (design.md): Lighthouse's default 4× CPU on a benchmark index of ~1,500. */
export const budgetMachine = { benchmarkIndex: 1_500, cpuMultiplier: 4 }

/**
 * The CPU multiplier that makes a machine of `benchmarkIndex` run a page as slowly as the budget's
 * machine does at 4×. Lighthouse's docs/throttling.md ("Calibrating the CPU slowdown") has the
 * multiplier grow with the host's benchmark index so that every host lands on the same emulated
 * phone; the index counts work done in a fixed time, so the time a task takes goes as its
 * inverse, and the multiplier as the index: a host of index 2,250 runs at 4 × 2,250 / 1,500 = 6×.
 */
export const cpuMultiplierFor = (benchmarkIndex: number) =>
  Math.round(((budgetMachine.cpuMultiplier * benchmarkIndex) / budgetMachine.benchmarkIndex) * 100) / 100

type Run = { lhr: Result; atBudgetMachine: Result; cpuMultiplier: number; slowedCpu: Result }

/**
 * Lighthouse's own advice for figures that vary from run to run: run it several times and take
 * the median run (by FCP and TTI, as Lighthouse's computeMedianRun picks it). A run that failed
 * to trace the page (no metrics) is left out.
 */
export async function runLighthouse(url: string, runs: number): Promise<LighthouseFigures> {
  const [result] = await runLighthouseInTurns([url], runs)
  return result!
}

/** The same, for pages measured in turns (one run of each, then the next), so a machine that slows down slows them alike. */
export async function runLighthouseInTurns(urls: string[], runs: number): Promise<LighthouseFigures[]> {
  const results: Run[][] = urls.map(() => [])
  for (let run = 0; run < runs; run++) for (const [index, url] of urls.entries()) results[index]!.push(await runOnce(url))
  return urls.map((url, index) => {
    const valid = filterToValidRuns(results[index]!.map((r) => r.lhr))
    if (valid.length === 0) throw new Error(`Lighthouse could not measure ${url} in ${runs} runs`)
    const tbt = (lhr: Result) => Math.round(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)
    const slowedCpuRuns = results[index]!.map((r) => tbt(r.slowedCpu))
    const slowedFirstPaints = results[index]!.map((r) => r.slowedCpu.audits['first-contentful-paint']?.numericValue ?? Number.NaN)
    return {
      ...figures(url, results[index]!.find((r) => r.lhr === computeMedianRun(valid))!),
      // The budget's LCP is the median of the runs' own, not the LCP of the run chosen by FCP and TTI.
      lcpMs: median(valid.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN)),
      tbtAtBudgetMachineRunsMs: results[index]!.map((r) => tbt(r.atBudgetMachine)),
      tbtSlowedCpuMs: median(slowedCpuRuns.filter((ms) => !Number.isNaN(ms))),
      tbtSlowedCpuRunsMs: slowedCpuRuns,
      fcpSlowedCpuMs: median(slowedFirstPaints.filter((ms) => !Number.isNaN(ms))),
    }
  })
}

const baseFlags: Flags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
}

/** While the firm is fictional every answer asks not to be indexed, on purpose (decision 0040): no crawlability audit then. */
async function flagsFor(url: string): Promise<Flags> {
  const robots = (await fetch(url, { method: 'HEAD' })).headers.get('x-robots-tag') ?? ''
  return { ...baseFlags, ...(/noindex/i.test(robots) && { skipAudits: ['is-crawlable'] }) }
}

/** The Slow 4G that Lighthouse's simulation assumes, with the figures it uses when it applies the throttling itself. */
const slow4G = Lantern.Simulation.Constants.throttling.mobileSlow4G

/**
 * One Lighthouse run in a fresh Chromium profile: mobile, simulated throttling (the defaults). The
 * load is recorded once and analysed twice, at the default 4× and at the multiplier that stands for
 * the budget's machine; with simulated throttling the multiplier enters only the analysis.
 */
async function runOnce(url: string): Promise<Run> {
  const flags = await flagsFor(url)
  const dir = await mkdtemp(path.join(tmpdir(), 'clarendon-lighthouse-'))
  try {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs] })
    try {
      await lighthouse(url, { ...flags, port: chrome.port, gatherMode: dir })
    } finally {
      chrome.kill()
    }
    const lhr = await audit(url, flags, dir)
    const cpuMultiplier = cpuMultiplierFor(lhr.environment.benchmarkIndex)
    // Lighthouse analyses a recorded load only with the settings it was recorded with.
    const artifactsFile = path.join(dir, 'artifacts.json')
    const artifacts = JSON.parse(await readFile(artifactsFile, 'utf8'))
    artifacts.settings.throttling.cpuSlowdownMultiplier = cpuMultiplier
    await writeFile(artifactsFile, JSON.stringify(artifacts))
    return { lhr, atBudgetMachine: await audit(url, flags, dir, cpuMultiplier), cpuMultiplier, slowedCpu: await slowedCpuRun(url, flags, cpuMultiplier) }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * The page loaded on the budget's machine as nearly as this one can be made it: the CPU slowed by
 * the multiplier (DevTools throttling) and Slow 4G applied per request, in a fresh profile. Its
 * blocking time is that of the tasks the slowed page ran after its first paint. The simulation
 * instead multiplies each task of an unthrottled load, whatever else the two-core host was doing
 * at the time, and places the commit of a page in a new renderer, which the browser runs before
 * the first paint, after it (decision 0038; docs/performance.md).
 */
async function slowedCpuRun(url: string, flags: Flags, cpuSlowdownMultiplier: number): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs] })
  try {
    const result = await lighthouse(url, {
      ...flags,
      onlyCategories: ['performance'],
      port: chrome.port,
      throttlingMethod: 'devtools',
      throttling: { ...slow4G, cpuSlowdownMultiplier },
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

async function audit(url: string, flags: Flags, dir: string, cpuSlowdownMultiplier?: number): Promise<Result> {
  const result = await lighthouse(url, { ...flags, auditMode: dir, ...(cpuSlowdownMultiplier && { throttling: { cpuSlowdownMultiplier } }) })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  return result.lhr
}

function figures(
  url: string,
  { lhr, atBudgetMachine, cpuMultiplier }: Run,
): Omit<LighthouseFigures, 'tbtAtBudgetMachineRunsMs' | 'tbtSlowedCpuMs' | 'tbtSlowedCpuRunsMs' | 'fcpSlowedCpuMs'> {
  const { categories, audits, environment } = lhr as unknown as {
    categories: Record<string, { score: number }>
    audits: Record<string, Audit>
    environment: { benchmarkIndex: number }
  }
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
  const origin = new URL(url).origin
  const requests = (audits['network-requests']?.details?.items ?? []) as NetworkRequest[]
  const bytesByType: Record<string, number> = {}
  for (const request of requests) {
    const type = request.resourceType ?? 'Other'
    bytesByType[type] = (bytesByType[type] ?? 0) + (request.transferSize ?? 0)
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    totalKB: value('total-byte-weight') / 1024,
    bytesByType,
    otherOrigins: requests.map((r) => r.url).filter((u) => !u.startsWith(origin) && !u.startsWith('data:')),
    failedAudits: Object.entries(audits)
      .filter(([, audit]) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode ?? ''))
      .map(([id]) => id),
    benchmarkIndex: Math.round(environment.benchmarkIndex),
    tbtAtBudgetMachineMs: atBudgetMachine.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cpuMultiplier,
    lcp: lcpFigures(url, audits, requests),
  }
}

function lcpFigures(url: string, audits: Record<string, Audit>, requests: NetworkRequest[]): LighthouseFigures['lcp'] {
  const [elementTable, phaseTable] = (audits['largest-contentful-paint-element']?.details?.items ?? []) as Array<{ items?: Array<Record<string, unknown>> }>
  const node = elementTable?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined
  const phases = Object.fromEntries((phaseTable?.items ?? []).map(({ phase, timing }) => [String(phase), Math.round(Number(timing))]))
  // Request times count from the first request, the paint's from the navigation; both have a clock time.
  const observed = audits.metrics?.details?.items?.[0] as { observedLargestContentfulPaintTs?: number } | undefined
  const firstRequestTs = audits['network-requests']?.details?.debugData?.networkStartTimeTs
  const paintMs = ((observed?.observedLargestContentfulPaintTs ?? Number.NaN) - (firstRequestTs ?? Number.NaN)) / 1000
  const lowPriorityImage = (r: NetworkRequest) => r.resourceType === 'Image' && (r.priority === 'Low' || r.priority === 'VeryLow')
  const requestsBefore = requests
    .filter((r) => r.url !== url && !r.url.startsWith('data:') && !lowPriorityImage(r) && (r.networkEndTime ?? Number.POSITIVE_INFINITY) < paintMs)
    .map((r) => new URL(r.url).pathname)
  return { element: node ? `${node.snippet ?? ''} ${node.nodeLabel ?? ''}`.trim() : '', phases, requestsBefore }
}
