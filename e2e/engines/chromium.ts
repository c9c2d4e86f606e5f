import type { Browser, Page } from '@playwright/test'
import type { Engine, Tab } from './tab.ts'

/** A Playwright page as a Tab: the cross-engine flows on Chromium, and the page objects in Chromium's own specs. */
export function playwrightTab(page: Page, origin?: string): Tab {
  const field = (label: string) => page.getByLabel(label).filter({ visible: true }).first()
  return {
    goto: async (path) => void (await page.goto(new URL(path, origin ?? page.url()).href)),
    reload: async () => void (await page.reload()),
    fill: (label, value) => field(label).fill(value),
    value: (label) => field(label).inputValue(),
    click: (role, name) => page.getByRole(role, { name, exact: true }).filter({ visible: true }).first().click(),
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text a visitor reads, as on the other engines
    text: () => page.locator('body').innerText(),
    heading: async () => (await page.locator('h1').first().textContent()) ?? '',
    items: (name) => page.getByRole('region', { name }).getByRole('listitem').allTextContents(),
    run: <T>(body: string) => page.evaluate(`(async () => { ${body} })()`) as Promise<T>,
    resize: (width, height) => page.setViewportSize({ width, height }),
    close: () => page.close(),
  }
}

/** Chromium through Playwright, the browser the rest of the suite runs: each test gets a fresh context. */
export function chromiumEngine(browser: Browser): Engine {
  return {
    name: 'chromium',
    version: `Chromium ${browser.version()}`,
    async newSession(origin) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const problems: string[] = []
      return {
        problems,
        async newTab() {
          const page = await context.newPage()
          page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
          return playwrightTab(page, origin)
        },
        setOffline: (offline) => context.setOffline(offline),
        close: () => context.close(),
      }
    },
    // Playwright owns the browser.
    close: async () => undefined,
  }
}
