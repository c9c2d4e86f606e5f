import { type Browser, chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../chromium.ts'
import { median } from './median.ts'

/**
 * A first visit on a weak signal, as the site's visitors have it: Slow 3G (400 ms a round trip,
 * 400 kbit/s each way), the CPU 4× slower, a fresh profile. Per page: the first contentful paint,
 * the largest, and the blocking time from the start of the load to interactive, every long task
 * counted whether it ran before the first paint or after (Lighthouse counts only after, so work
 * moved before the paint would vanish from its figure and not from the visitor's wait). Interactive
 * is the end of the last long task before two quiet seconds after the load event.
 */

export const weakSignal = { offline: false, latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 }
export const weakSignalCpu = 4

interface Load {
  fcpMs: number
  lcpMs: number
  blockingMs: number
  interactiveMs: number
}

export interface WeakSignalPage {
  route: string
  fcpMs: number
  lcpMs: number
  blockingMs: number
  interactiveMs: number
  runs: Load[]
}

const quietMs = 2_000

/** Runs in the page before any of its own script. */
function loadProbe() {
  const probe = { lcp: 0, tasks: [] as Array<{ start: number; duration: number }>, lastTaskAt: 0 }
  Object.assign(window, { probe })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.tasks.push({ start: entry.startTime, duration: entry.duration })
      probe.lastTaskAt = performance.now()
    }
  }).observe({ type: 'longtask', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
}

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    await page.addInitScript('window.__name = (target) => target')
    await page.addInitScript(loadProbe)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', weakSignal)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: weakSignalCpu })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await page.waitForFunction(
      (quiet) => {
        const { probe } = window as unknown as { probe: { lastTaskAt: number } }
        return performance.now() - Math.max(probe.lastTaskAt, performance.getEntriesByType('navigation')[0]!.duration) > quiet
      },
      quietMs,
      { timeout: 60_000, polling: 100 },
    )
    return await page.evaluate(() => {
      const { probe } = window as unknown as { probe: { lcp: number; tasks: Array<{ start: number; duration: number }> } }
      const fcpMs = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN
      const blockingMs = probe.tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
      const interactiveMs = Math.max(fcpMs, ...probe.tasks.map((task) => task.start + task.duration))
      return { fcpMs: Math.round(fcpMs), lcpMs: Math.round(probe.lcp), blockingMs: Math.round(blockingMs), interactiveMs: Math.round(interactiveMs) }
    })
  } finally {
    await context.close()
  }
}

/**
 * Each page of each site `runs` times, in turns: within a round every site loads the page once,
 * in an order that alternates from round to round, so a before and an after meet the same
 * moments of a shared machine.
 */
export async function measureWeakSignal(sites: Record<string, string>, routes: string[], runs: number): Promise<Record<string, WeakSignalPage[]>> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  const loads: Record<string, Record<string, Load[]>> = {}
  try {
    for (const route of routes) {
      for (let round = 0; round < runs; round++) {
        const order = round % 2 ? Object.entries(sites).reverse() : Object.entries(sites)
        for (const [name, origin] of order) {
          console.error(`Weak signal: ${name} ${route}, run ${round + 1} …`)
          const byRoute = loads[name] ?? {}
          byRoute[route] = [...(byRoute[route] ?? []), await loadOnce(browser, origin + route)]
          loads[name] = byRoute
        }
      }
    }
  } finally {
    await browser.close()
  }
  const middle = (runsOf: Load[], figure: keyof Load) => median(runsOf.map((run) => run[figure]).filter((ms) => !Number.isNaN(ms)))
  return Object.fromEntries(
    Object.entries(loads).map(([name, byRoute]) => [
      name,
      Object.entries(byRoute).map(([route, runsOf]) => ({
        route,
        fcpMs: middle(runsOf, 'fcpMs'),
        lcpMs: middle(runsOf, 'lcpMs'),
        blockingMs: middle(runsOf, 'blockingMs'),
        interactiveMs: middle(runsOf, 'interactiveMs'),
        runs: runsOf,
      })),
    ]),
  )
}

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`

export function weakSignalTable(results: Record<string, WeakSignalPage[]>) {
  const runs = Object.values(results)[0]?.[0]?.runs.length ?? 0
  return [
    `### A first visit on a weak signal (Chromium, Slow 3G: 400 ms, 400 kbit/s; CPU 4× slower; cold; 360 px; median of ${runs} loads, in turns)`,
    '',
    'FCP and LCP: the page’s own paint entries. Blocking: every long task from the start of the load to interactive, less 50 ms each, before the first paint as well as after. Interactive: the end of the last long task before two quiet seconds after the load.',
    '',
    row(['Page', 'Build', 'FCP ms', 'LCP ms', 'blocking ms', 'interactive ms', 'runs (FCP / blocking)']),
    row(Array(7).fill('---')),
    ...(Object.values(results)[0] ?? []).flatMap(({ route }) =>
      Object.entries(results).map(([name, pages]) => {
        const page = pages.find((each) => each.route === route)!
        return row([
          route,
          name,
          page.fcpMs,
          page.lcpMs,
          page.blockingMs,
          page.interactiveMs,
          page.runs.map((run) => `${run.fcpMs} / ${run.blockingMs}`).join(', '),
        ])
      }),
    ),
  ]
}
