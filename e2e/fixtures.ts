import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { siteMap } from '../app/shared/site.ts'
import { playwrightTab } from './engines/chromium.ts'
import type { Tab } from './engines/tab.ts'

/**
 * Every browser test also checks what a visitor would never see but must never happen:
 * an error in the console, an uncaught exception, or a request to another origin.
 * Chromium logs every failed response; a page that is itself a 404, and API answers the tests
 * provoke on purpose (refusals, outages), are expected.
 */
export const test = base.extend<{ pageProblems: string[]; tab: Tab }>({
  /** The page as the page objects drive it (enquiryPage.ts, inboxPage.ts), as on every engine. */
  tab: ({ page, baseURL }, use) => use(playwrightTab(page, baseURL!)),
  pageProblems: [
    async ({ page, baseURL }, use) => {
      const problems: string[] = []
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} ${error.stack}`))
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const failedResponse = /^Failed to load resource: /.test(message.text())
        const { url } = message.location()
        const expected = failedResponse && (url === page.url() || new URL(url).pathname.startsWith('/api/'))
        if (!expected) problems.push(`console: ${message.text()} (${message.location().url})`)
      })
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) problems.push(`other origin: ${request.url()}`)
      })
      await use(problems)
      expect(problems, 'console errors or requests to other origins').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Every page of the site, with the main heading a visitor sees first (app/shared/site.ts, the one list of pages). */
export const sitePages = siteMap.map(({ path, heading }) => [path, heading] as const)

/**
 * Waits for the islands runtime, which the page loader starts after the first paint: a hover or
 * focus before it is seen by nobody, as it would be for a visitor that quick.
 */
export const islandsRunning = (page: Page) => expect(page.locator('html[data-islands-running]')).toHaveCount(1)

/** The page's island of this name. */
export const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`)

/** Whether an island is React yet: React marks the element it hydrated into. */
export const isReact = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactContainer')))

/**
 * Holds back a script of the build (an island's, or `main`, the islands runtime), as a slow
 * connection would, until the test calls the function returned: what a visitor does before it
 * arrives must not be lost. Releasing fails the test if the page never asked the network for it:
 * a service worker in charge serves it from its cache, past the hold (use `serviceWorkers: 'block'`).
 */
export async function holdBack(page: Page, name: string) {
  let held = false
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**/assets/${name}-*.js`, async (route) => {
    held = true
    await released
    await route.continue()
  })
  return async () => {
    await expect.poll(() => held, { message: `${name}'s code was not held: the page did not fetch it from the network` }).toBe(true)
    release()
  }
}

/** Waits until the service worker has precached the site and controls the page: from then on it works offline. */
export const serviceWorkerInCharge = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready
    while (!navigator.serviceWorker.controller) await new Promise((resolve) => setTimeout(resolve, 50))
  })

/** Opens `path` once the service worker is in charge, then takes the browser offline. */
export async function openOffline(page: Page, path: string) {
  await page.goto(path)
  await serviceWorkerInCharge(page)
  await page.context().setOffline(true)
}

/**
 * axe in the page itself (legacy mode: the site has no frames to reach into, so nothing is missed)
 * and violations alone: half the time of its default, which finishes the run in a fresh page.
 */
export async function expectNoAxeViolations(page: Page, where?: string) {
  // Sections below the first screen are drawn as a reader nears them (content-visibility): until
  // then their boxes are a guess, and axe, which reads boxes, would judge text against the wrong
  // background. So the check reads the page as a visitor sees it, every section drawn.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const { scrollX, scrollY } = window
    for (const section of document.querySelectorAll('main section, body > footer')) {
      if (getComputedStyle(section).contentVisibility !== 'auto') continue
      section.scrollIntoView({ behavior: 'instant' })
      await frame()
    }
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' })
    await frame()
  })
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .setLegacyMode()
    .analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    where,
  ).toEqual([])
}

/** Brings lazy images into view, then checks that every image on the page loaded. */
export async function expectImagesLoaded(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect
    .poll(() =>
      page
        .locator('img')
        .evaluateAll((imgs) => imgs.filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0).length),
    )
    .toBe(0)
}
