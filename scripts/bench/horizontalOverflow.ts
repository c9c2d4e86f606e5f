import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../chromium.ts'
import { builtPages } from './builtPages.ts'

/** The widths and text sizes a page must fit without scrolling sideways (docs/performance.md, "Budgets"). */
export const overflowCases = [
  { width: 320, textSize: 1 },
  { width: 360, textSize: 1 },
  { width: 390, textSize: 1 },
  // Text enlarged to 200% through the root font size, as a browser's text-size setting does.
  { width: 360, textSize: 2 },
  { width: 1280, textSize: 2 },
] as const
export type OverflowCase = (typeof overflowCases)[number]

/** Every page the build rendered, and the page an address no page has gets. */
export const overflowPages = () => [...builtPages(), '/no-such-page']

export const caseName = ({ width, textSize }: OverflowCase) => `${width} px${textSize === 1 ? '' : `, text at ${textSize * 100}%`}`

export interface Overflow {
  scrollWidth: number
  innerWidth: number
  /** Elements reaching past the screen's right edge that nothing clips, as `tag.class` and their right edge. */
  wideElements: string[]
}

/** Opens `path` as a visitor on that screen would see it and measures what reaches past its right edge. */
export async function measureOverflow(page: Page, path: string, { width, textSize }: OverflowCase): Promise<Overflow> {
  await page.setViewportSize({ width, height: 800 })
  await page.goto(path)
  return page.evaluate((textSize) => {
    if (textSize !== 1) document.documentElement.style.fontSize = `${textSize * 100}%`
    // No named functions in here: tsx (the bench) would wrap them in a helper the page does not have.
    const clipping = new Set([...document.body.querySelectorAll('*')].filter((element) => ['hidden', 'clip'].includes(getComputedStyle(element).overflowX)))
    const wideElements = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 0.5 && getComputedStyle(element).position !== 'fixed')
      .filter((element) => ![...clipping].some((parent) => parent !== element && parent.contains(element)))
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} (right edge ${Math.round(element.getBoundingClientRect().right)})`,
      )
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, wideElements }
  }, textSize)
}

export const overflows = (overflow: Overflow) => overflow.scrollWidth > overflow.innerWidth || overflow.wideElements.length > 0

export type OverflowCount = { case: string; pages: number; overflowing: string[] }

/** `npm run bench`'s row: how many pages scroll sideways, at each width and text size, in Chromium. */
export async function countOverflowingPages(origin: string): Promise<OverflowCount[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  const page = await browser.newPage({ baseURL: origin })
  const counts: OverflowCount[] = []
  const pages = overflowPages()
  for (const overflowCase of overflowCases) {
    const overflowing: string[] = []
    for (const path of pages) if (overflows(await measureOverflow(page, path, overflowCase))) overflowing.push(path)
    counts.push({ case: caseName(overflowCase), pages: pages.length, overflowing })
  }
  await browser.close()
  return counts
}

export const overflowTable = (counts: OverflowCount[]) => [
  '### Pages that scroll sideways (Chromium; every page and the not-found page; text enlarged through the root font size)',
  '',
  '| Screen | Pages that scroll sideways | Which |',
  '| --- | --- | --- |',
  ...counts.map((c) => `| ${c.case} | ${c.overflowing.length} of ${c.pages} | ${c.overflowing.join(', ') || '—'} |`),
]
