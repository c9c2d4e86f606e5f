import { readFile } from 'node:fs/promises'
import { type Browser, chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../chromium.ts'
import { median } from './median.ts'
import { weakSignal, weakSignalCpu } from './weakSignal.ts'

/**
 * What a visitor feels on a first visit with a slow phone: the first tap on the menu, the form's
 * Submit and the insights filter, each on a cold page (a fresh profile: no cache, no service
 * worker), CPU 4× slower and the weak signal of weakSignal.ts. The tap comes half a second after
 * the first paint, as a quick visitor's would, whatever script has or has not arrived by then.
 *
 * Two figures per tap: Interaction to Next Paint, from web-vitals' onINP in the page (the worst
 * interaction of the visit up to the answer, at its lowest threshold, 16 ms: below that it reads
 * 16); and the answer, from the tap to the first frame in which the visitor sees what they asked
 * for (the menu open; the form's messages, or the browser's own on the first empty field; the
 * list filtered). A page that holds a tap and paints nothing has a small INP and a late answer,
 * so both are shown. Beside them, the blocking time of the page's long tasks after its first
 * paint up to the answer, as the throttled page itself saw them (longtask entries, over 50 ms).
 */

export interface FirstTap {
  tap: string
  /** Median of the runs, in ms. */
  inpMs: number
  answerMs: number
  blockingMs: number
  /** Whether the tapped island was React already when the tap came, each run. */
  runs: Array<{ inpMs: number; answerMs: number; blockingMs: number; awake: boolean }>
}

const runsPerTap = 3
const tapAfterPaintMs = 500

type Answer = 'menu' | 'form' | 'filter'

/** Runs in the page before any of its own script: web-vitals, and the watch for the answer. */
function pageProbe(answer: Answer) {
  const probe = { start: 0, answerMs: -1, inpMs: 16, longTasks: [] as Array<{ startTime: number; duration: number }> }
  Object.assign(window, { probe })
  const answered: Record<Answer, () => boolean> = {
    menu: () => (document.getElementById('site-menu')?.getBoundingClientRect().height ?? 0) > 0,
    form: () =>
      /is required|Please enter/.test(document.querySelector('[data-island="EnquiryForm"] form')?.textContent ?? '') ||
      Boolean(document.activeElement?.matches(':invalid')),
    filter: () => document.querySelector('#main [aria-live]')?.textContent === 'Showing 1 insight',
  }
  const watch = (now: number) => {
    if (answered[answer]()) probe.answerMs = now - probe.start
    else requestAnimationFrame(watch)
  }
  const onFirstInput = (event: Event) => {
    if (probe.start) return
    probe.start = event.timeStamp
    requestAnimationFrame(watch)
  }
  addEventListener('pointerdown', onFirstInput, true)
  addEventListener('keydown', onFirstInput, true)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ startTime: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  addEventListener('DOMContentLoaded', () => {
    const vitals = (window as unknown as { webVitals: { onINP: (report: (metric: { value: number }) => void, options: object) => void } }).webVitals
    vitals.onINP((metric) => (probe.inpMs = Math.max(16, metric.value)), { reportAllChanges: true, durationThreshold: 16 })
  })
}

const taps: Record<Answer, { label: string; path: string; island: string; act: (page: Page) => Promise<void> }> = {
  menu: { label: 'the menu (/ at 360 px)', path: '/', island: 'Header', act: (page) => page.getByRole('button', { name: 'Open menu' }).click() },
  form: {
    label: "the form's Submit, empty (/contact)",
    island: 'EnquiryForm',
    path: '/contact',
    act: (page) =>
      page
        .locator('[data-island="EnquiryForm"]')
        .getByRole('button', { name: /Submit/ })
        .click(),
  },
  filter: {
    label: 'the insights filter: a tap on the search, then "speeding" (/blog)',
    island: 'BlogInsights',
    path: '/blog',
    act: async (page) => {
      const search = page.getByRole('searchbox', { name: 'Search insights' })
      await search.click()
      await search.pressSequentially('speeding')
    },
  },
}

async function tapOnce(browser: Browser, webVitals: string, site: string, answer: Answer) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true, serviceWorkers: 'allow' })
  try {
    const page = await context.newPage()
    // Playwright runs an init script inside a function: the library's global is made one by hand.
    await page.addInitScript(`${webVitals};window.webVitals=webVitals`)
    // tsx compiles this file keeping function names, through a helper the page does not have.
    await page.addInitScript('window.__name = (target) => target')
    await page.addInitScript(pageProbe, answer)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', weakSignal)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: weakSignalCpu })
    await page.goto(site + taps[answer].path, { waitUntil: 'commit', timeout: 60_000 })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 60_000, polling: 10 })
    await page.waitForTimeout(tapAfterPaintMs)
    const awake = await page.evaluate((island) => Boolean(document.querySelector(`[data-island="${island}"][data-hydrated]`)), taps[answer].island)
    await taps[answer].act(page)
    await page.waitForFunction(() => (window as unknown as { probe: { answerMs: number } }).probe.answerMs >= 0, undefined, { timeout: 30_000 })
    // One more frame or two, so the interaction's own paint has been reported.
    await page.waitForTimeout(500)
    return await page
      .evaluate(() => {
        const { probe } = window as unknown as {
          probe: { start: number; answerMs: number; inpMs: number; longTasks: Array<{ startTime: number; duration: number }> }
        }
        const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
        const blockingMs = probe.longTasks
          .filter((task) => task.startTime >= firstPaint && task.startTime <= probe.start + probe.answerMs)
          .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)
        return { inpMs: Math.round(probe.inpMs), answerMs: Math.round(probe.answerMs), blockingMs: Math.round(blockingMs) }
      })
      .then((figures) => ({ ...figures, awake }))
  } finally {
    await context.close()
  }
}

/**
 * Each tap on each site, three times, taken in turns (site by site within a round), so that a
 * before and an after meet the same moments of a shared machine.
 */
export async function measureFirstTaps(sites: Record<string, string>): Promise<Record<string, FirstTap[]>> {
  const webVitals = await readFile(new URL('./node_modules/web-vitals/dist/web-vitals.iife.js', import.meta.url), 'utf8')
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  const runs: Record<string, Record<string, FirstTap['runs']>> = {}
  try {
    for (let round = 0; round < runsPerTap; round++) {
      for (const answer of Object.keys(taps) as Answer[]) {
        for (const [name, url] of Object.entries(sites)) {
          console.error(`First tap: ${name}, ${taps[answer].label}, run ${round + 1} …`)
          const bySite = runs[name] ?? {}
          bySite[answer] = [...(bySite[answer] ?? []), await tapOnce(browser, webVitals, url, answer)]
          runs[name] = bySite
        }
      }
    }
  } finally {
    await browser.close()
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, bySite]) => [
      name,
      Object.entries(bySite).map(([answer, tapRuns]) => ({
        tap: taps[answer as Answer].label,
        inpMs: median(tapRuns.map((run) => run.inpMs)),
        answerMs: median(tapRuns.map((run) => run.answerMs)),
        blockingMs: median(tapRuns.map((run) => run.blockingMs)),
        runs: tapRuns,
      })),
    ]),
  )
}

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`

export function firstTapTable(results: Record<string, FirstTap[]>) {
  return [
    `### First tap on a cold visit (Chromium, CPU 4× slower, Slow 3G: 400 ms, 400 kbit/s; the tap ${tapAfterPaintMs} ms after the first paint; median of ${runsPerTap} runs)`,
    '',
    'INP: web-vitals onINP, the worst interaction up to the answer (16 = at most 16). Answer: from the tap to the frame that shows what was asked for. Blocking: long tasks after the first paint up to the answer, less 50 ms each, as the throttled page saw them. React at the tap: in how many runs the tapped island had woken before the tap. Budget: answer ≤ 200 ms.',
    '',
    row(['Build', 'Tap', 'INP ms', 'answer ms', 'blocking ms', 'React at the tap', 'runs (INP / answer / blocking)']),
    row(Array(7).fill('---')),
    ...Object.entries(results).flatMap(([name, rows]) =>
      rows.map((tap) =>
        row([
          name,
          tap.tap,
          tap.inpMs,
          tap.answerMs,
          tap.blockingMs,
          `${tap.runs.filter((run) => run.awake).length} of ${tap.runs.length}`,
          tap.runs.map((run) => `${run.inpMs} / ${run.answerMs} / ${run.blockingMs}`).join(', '),
        ]),
      ),
    ),
  ]
}
