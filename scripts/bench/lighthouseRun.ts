import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { chromiumArgs, chromiumPath } from '../chromium.ts'

export interface LighthouseFigures {
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number }
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

/**
 * Lighthouse's own advice for figures that vary from run to run: run it several times and take
 * the median run (by FCP and TTI, as Lighthouse's computeMedianRun picks it). A run that failed
 * to trace the page (no metrics) is left out.
 */
export async function runLighthouse(url: string, runs: number): Promise<LighthouseFigures> {
  const results: Result[] = []
  for (let run = 0; run < runs; run++) results.push(await runOnce(url))
  const valid = filterToValidRuns(results)
  if (valid.length === 0) throw new Error(`Lighthouse could not measure ${url} in ${runs} runs`)
  return figures(url, computeMedianRun(valid))
}

/** One Lighthouse run in a fresh Chromium profile: mobile, simulated throttling (the defaults). */
async function runOnce(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs] })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    return result.lhr
  } finally {
    chrome.kill()
  }
}

function figures(url: string, lhr: Result): LighthouseFigures {
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
