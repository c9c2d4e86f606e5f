import { type Browser, chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../chromium.ts'
import { weakSignal, weakSignalCpu } from './weakSignal.ts'

/**
 * One load on the weak signal, traced: the page's long tasks on its renderer's main thread, each
 * with what it spent its time on (style, layout, paint, script, the parser), as a performance
 * engineer would read them in DevTools. From the start of the navigation, in ms at 4× CPU.
 */

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { documentLoaderURL?: string } }
}

export interface LongTask {
  startMs: number
  durationMs: number
  /** The biggest parts by their own time (a part's time less that of the parts inside it). */
  parts: Array<{ name: string; ms: number }>
}

export interface TracedLoad {
  firstPaintMs: number
  tasks: LongTask[]
}

/** Trace names as DevTools shows them. */
const partNames: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'pre-paint',
  Layerize: 'layerize',
  ParseHTML: 'parse HTML',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'DocumentLoader::CommitNavigation': 'commit the page',
}

async function trace(browser: Browser, url: string): Promise<TraceEvent[]> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', weakSignal)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: weakSignalCpu })
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'loading', 'blink.user_timing', 'v8'],
    })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await page.waitForTimeout(3_000)
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    return traceEvents
  } finally {
    await context.close()
  }
}

function longTasks(events: TraceEvent[]): TracedLoad {
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'))
  if (!navigation) throw new Error('The trace has no navigation to the page')
  const onMain = events
    .filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const msFromStart = (ts: number) => Math.round((ts - navigation.ts) / 1000)
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === navigation.pid)
  const tasks: LongTask[] = []
  let index = 0
  while (index < onMain.length) {
    const task = onMain[index]!
    const end = task.ts + task.dur!
    let next = index + 1
    while (next < onMain.length && onMain[next]!.ts < end) next++
    if (task.dur! > 50_000)
      tasks.push({ startMs: msFromStart(task.ts), durationMs: Math.round(task.dur! / 1000), parts: ownTimes(onMain.slice(index + 1, next)) })
    index = next
  }
  return { firstPaintMs: paint ? msFromStart(paint.ts) : Number.NaN, tasks }
}

/** Each named part's own time within a task: nested events are subtracted from the one they sit in. */
function ownTimes(inside: TraceEvent[]) {
  const own = new Map<string, number>()
  const open: TraceEvent[] = []
  for (const event of inside) {
    while (open.length && open.at(-1)!.ts + open.at(-1)!.dur! <= event.ts) open.pop()
    const parent = open.at(-1)
    if (parent) own.set(parent.name, (own.get(parent.name) ?? 0) - event.dur!)
    own.set(event.name, (own.get(event.name) ?? 0) + event.dur!)
    open.push(event)
  }
  const named = new Map<string, number>()
  for (const [name, us] of own) {
    const part = partNames[name]
    if (part) named.set(part, (named.get(part) ?? 0) + us)
  }
  return [...named]
    .map(([name, us]) => ({ name, ms: Math.round(us / 1000) }))
    .filter((part) => part.ms >= 5)
    .sort((a, b) => b.ms - a.ms)
}

export async function traceLongTasks(sites: Record<string, string>, routes: string[]): Promise<Record<string, Record<string, TracedLoad>>> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  const traced: Record<string, Record<string, TracedLoad>> = {}
  try {
    for (const route of routes)
      for (const [name, origin] of Object.entries(sites)) {
        console.error(`Long tasks: ${name} ${route}, traced …`)
        traced[name] = { ...traced[name], [route]: longTasks(await trace(browser, origin + route)) }
      }
  } finally {
    await browser.close()
  }
  return traced
}

const row = (cells: Array<string | number>) => `| ${cells.join(' | ')} |`

export function longTaskTable(traced: Record<string, Record<string, TracedLoad>>) {
  return [
    '### Long tasks of one traced load each (the same weak signal and CPU; from the start of the navigation)',
    '',
    row(['Page', 'Build', 'first paint ms', 'long tasks: at ms, for ms (own time of their parts)']),
    row(Array(4).fill('---')),
    ...Object.entries(traced).flatMap(([name, byRoute]) =>
      Object.entries(byRoute).map(([route, load]) =>
        row([
          route,
          name,
          load.firstPaintMs,
          load.tasks.map((task) => `${task.startMs}, ${task.durationMs} (${task.parts.map((part) => `${part.name} ${part.ms}`).join(', ')})`).join('; ') ||
            'none',
        ]),
      ),
    ),
  ]
}
