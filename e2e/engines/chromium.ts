import type { Browser, Page } from '@playwright/test'
import type { Engine, Tab } from './tab.ts'

function tab(page: Page, origin: string, problems: string[]): Tab {
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return {
    goto: async (path) => void (await page.goto(new URL(path, origin).href)),
    reload: async () => void (await page.reload()),
    fill: (label, value) => page.getByLabel(label).filter({ visible: true }).first().fill(value),
    click: (role, name) => page.getByRole(role, { name, exact: true }).filter({ visible: true }).first().click(),
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text a visitor reads, as on the other engines
    text: () => page.evaluate(() => document.body?.innerText ?? ''),
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
    canGoOffline: true,
    async newSession(origin) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const problems: string[] = []
      return {
        problems,
        newTab: async () => tab(await context.newPage(), origin, problems),
        setOffline: (offline) => context.setOffline(offline),
        close: () => context.close(),
      }
    },
    // Playwright owns the browser.
    close: async () => undefined,
  }
}
