import { existsSync } from 'node:fs'
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core'
import { type Engine, findInViewScript, type Tab, until } from './tab.ts'

const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']

function firefoxPath() {
  const found = candidates.find((candidate) => candidate && existsSync(candidate))
  if (!found) {
    throw new Error('No Firefox found for the Firefox tests. Install Debian\'s with "apt-get install -y firefox-esr" (as root), or set FIREFOX_PATH.')
  }
  return found
}

/**
 * Clicks the element once the page holds still, and only if it is what a visitor would hit there.
 * The driver clicks at a point: a smooth scroll the page began (putting a refused enquiry back
 * scrolls to the form) may still be carrying the element away from it, and the waiting panel
 * floats over the foot of the window, so the click landed on the panel and did nothing (about
 * one run in two of the refused-enquiry flow). Playwright waits in the same way before a click.
 */
async function clickWhenStill(element: ElementHandle<Element>) {
  const covering = await element.evaluate(async (target) => {
    let last = Number.NaN
    let stillFrames = 0
    while (stillFrames < 2) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      stillFrames = scrollY === last ? stillFrames + 1 : 0
      last = scrollY
    }
    target.scrollIntoView({ block: 'nearest', behavior: 'instant' })
    const box = target.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit && target.contains(hit) ? '' : (hit?.outerHTML.slice(0, 80) ?? 'nothing')
  })
  if (covering) throw new Error(`covered by ${covering}`)
  await element.click()
}

/** Uncaught errors in a Firefox page fail the test, as they do in Chromium's (fixtures.ts). */
function tab(page: Page, origin: string, problems: string[]): Tab {
  // Firefox reports a script load cut short by leaving a page (a module import, or the service
  // worker's answer to it) as an uncaught error, shortly after the next navigation began; Chromium
  // says nothing. Only those are expected, and only then.
  let navigatedAt = 0
  const cutShort = /^(TypeError: )?error loading dynamically imported module|A ServiceWorker intercepted the request and encountered an unexpected error/
  // A heading font whose download the browser itself abandoned (NS_BINDING_ABORTED, as when the
  // staff app replaces the page mid-load) leaves the fallback font in place: no fault of the page.
  const fontAbandoned = /^downloadable font: download failed .*status=2152398850 /
  page.on('pageerror', (error) => {
    const message = error instanceof Error ? error.message : String(error)
    if (fontAbandoned.test(message)) return
    if (!(cutShort.test(message) && Date.now() - navigatedAt < 2000)) problems.push(`uncaught: ${message}`)
  })
  const navigate = async (go: () => Promise<unknown>) => {
    navigatedAt = Date.now()
    await go()
  }
  const find = async (kind: string, name: string) => {
    const handle = await page.evaluateHandle(`(function () { ${findInViewScript} })(${JSON.stringify(kind)}, ${JSON.stringify(name)})`)
    const element = handle.asElement() as ElementHandle<HTMLInputElement> | null
    if (!element) throw new Error(`No visible ${kind} "${name}" on the page`)
    return element
  }
  return {
    goto: (path) => navigate(() => page.goto(new URL(path, origin).href)),
    reload: () => navigate(() => page.reload()),
    fill: (label, value) =>
      until(
        async () => {
          const field = await find('label', label)
          await field.evaluate((element) => element.select())
          await field.type(value)
        },
        `fill "${label}"`,
        20,
      ),
    click: (role, name) => until(async () => clickWhenStill(await find(role, name)), `click "${name}"`, 20),
    text: () => page.evaluate('document.body?.innerText ?? ""') as Promise<string>,
    run: <T>(body: string) => page.evaluate(`(async () => { ${body} })()`) as Promise<T>,
    resize: (width, height) => page.setViewport({ width, height }),
    close: () => page.close(),
  }
}

/**
 * Firefox ESR from Debian, launched by puppeteer-core over WebDriver BiDi (no download): one
 * browser per worker, and a fresh browser context (its own cookies, storage and service workers)
 * for each test.
 */
export async function startFirefox(): Promise<Engine> {
  // The desktop size Chromium's tests use: at puppeteer's 800×600 the waiting panel covers the form's button.
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: firefoxPath(), headless: true, defaultViewport: { width: 1280, height: 800 } })
  return {
    name: 'firefox',
    version: await browser.version(),
    canGoOffline: true,
    async newSession(origin) {
      const context = await browser.createBrowserContext()
      const pages: Page[] = []
      const problems: string[] = []
      let offline = false
      return {
        problems,
        async newTab() {
          const page = await context.newPage()
          pages.push(page)
          if (offline) await page.setOfflineMode(true)
          return tab(page, origin, problems)
        },
        async setOffline(wanted) {
          offline = wanted
          for (const page of pages) if (!page.isClosed()) await page.setOfflineMode(offline)
        },
        close: () => context.close(),
      }
    },
    close: () => browser.close(),
  }
}
