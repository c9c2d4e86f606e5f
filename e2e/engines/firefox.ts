import { existsSync } from 'node:fs'
import puppeteer, { type Page } from 'puppeteer-core'
import { byName, type Engine, type Role, type Tab } from './tab.ts'

const candidates = [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']

function firefoxPath() {
  const found = candidates.find((candidate) => candidate && existsSync(candidate))
  if (!found) {
    throw new Error('No Firefox found for the Firefox tests. Install Debian\'s with "apt-get install -y firefox-esr" (as root), or set FIREFOX_PATH.')
  }
  return found
}

/**
 * The visible element of a role by accessible name: an XPath query narrows, in the page, and an
 * ARIA query over that element alone confirms the name (and role) Firefox computes; over the whole
 * page, Firefox would compute them for every element, a few hundred milliseconds a query. A
 * password field has no role an ARIA query can name, so a field is confirmed by name alone.
 */
async function find(page: Page, role: Role, name: string) {
  const element = await page
    .locator(`xpath/${byName[role](name)}`)
    .setVisibility('visible')
    .waitHandle()
  const named = `[name=${JSON.stringify(name)}]${role === 'field' ? '' : `[role="${role}"]`}`
  if (!(await element.$(`::-p-aria(${named})`))) throw new Error(`No ${role} named "${name}" on the page`)
  return element
}

/** Uncaught errors in a Firefox page fail the test, as they do in Chromium's (fixtures.ts). */
function tab(page: Page, origin: string, problems: string[]): Tab {
  // Firefox reports a script load cut short by leaving a page (a module import, or the service
  // worker's answer to it) as an uncaught error, shortly after the next navigation began; Chromium
  // says nothing. Only those are expected, and only then.
  let navigatedAt = 0
  const cutShort = /^(TypeError: )?error loading dynamically imported module|A ServiceWorker intercepted the request and encountered an unexpected error/
  // A heading font whose download the browser itself abandoned (as when the staff app replaces the page mid-load).
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
  return {
    goto: (path) => navigate(() => page.goto(new URL(path, origin).href)),
    reload: () => navigate(() => page.reload()),
    // Found visible just now: the locator need not wait for it to hold still or scroll to it.
    fill: async (label, value) =>
      (await find(page, 'field', label)).asLocator().setWaitForStableBoundingBox(false).setEnsureElementIsInTheViewport(false).fill(value),
    value: async (label) => (await find(page, 'field', label)).evaluate((field) => (field as HTMLInputElement).value),
    async click(role, name) {
      const target = await find(page, role, name)
      // Centred first, clear of the waiting panel that floats over the foot of the window: the
      // driver scrolls only what is outside the window, and clicks whatever is on top there.
      await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }))
      await target.click()
    },
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text a visitor reads, as on the other engines
    text: () => page.evaluate(() => document.body.innerText),
    // One evaluation, not a handle: after a click on a link the page may be replaced at any moment.
    heading: () => page.evaluate(() => document.querySelector('h1')?.textContent ?? ''),
    items: async (name) => (await find(page, 'region', name)).$$eval('li', (items) => items.map((item) => item.textContent ?? '')),
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
