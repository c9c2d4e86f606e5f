import { chromium, test as base, expect } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts'
import { type LossyProxy, type LossyProxyOptions, startLossyProxy } from '../lossyProxy.ts'
import { chromiumEngine } from './chromium.ts'
import { startFirefox } from './firefox.ts'
import type { BrowserSession, Engine, Tab } from './tab.ts'
import { startWebKit } from './webkit.ts'
import { serverPort } from '../testEnquiries.ts'

export type EngineName = Engine['name']

/** How a visitor loses the site: the device goes offline, or our server stops answering. */
export type Outage = 'offline' | 'server down'

/**
 * The site as one test sees it: its own origin (a link on loopback in front of the shared
 * server), so every test starts with no service worker, no stored enquiries and no cookies
 * even where the driver has no isolated profiles (WebKitWebDriver), and a switch for each outage.
 */
export interface Site {
  origin: string
  /** A new tab on `path`. */
  open(path: string): Promise<Tab>
  /** Ends or starts an outage; the service worker and the page then meet it as a visitor would. */
  outage(kind: Outage, on: boolean): Promise<void>
  close(): Promise<void>
}

export async function openSite(engine: Engine, options: Omit<LossyProxyOptions, 'target'> = {}): Promise<Site & { session: BrowserSession; link: LossyProxy }> {
  const proxy = await startLossyProxy({ target: { host: '127.0.0.1', port: serverPort() }, ...options })
  // localhost, not 127.0.0.1: the name every engine treats as a secure context for service workers.
  const origin = `http://localhost:${proxy.port}`
  const session = await engine.newSession(origin)
  return {
    origin,
    session,
    link: proxy,
    async open(path) {
      const tab = await session.newTab()
      await tab.goto(path)
      return tab
    },
    outage: (kind, on) => (kind === 'offline' ? session.setOffline(on) : proxy.setDown(on)),
    async close() {
      await session.close()
      await proxy.close()
    },
  }
}

export const test = base.extend<{ site: Site }, { engineName: EngineName; engine: Engine }>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  engine: [
    async ({ engineName }, use) => {
      const engine =
        engineName === 'webkit'
          ? await startWebKit()
          : engineName === 'firefox'
            ? await startFirefox()
            : chromiumEngine(await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs }))
      console.log(`Cross-engine flows on ${engine.version}`)
      await use(engine)
      await engine.close()
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  site: async ({ engine }, use) => {
    const site = await openSite(engine)
    await use(site)
    await site.close()
    expect(site.session.problems, 'uncaught errors in the page').toEqual([])
  },
})

export { expect }
export { expectNoText, expectText } from './tab.ts'

/** The outages this engine's driver can cause: WebKitWebDriver cannot take the browser offline. */
export const outagesOn = (engine: EngineName): Outage[] => (engine === 'webkit' ? ['server down'] : ['offline', 'server down'])

/** Waits until the service worker controls the page, so the site opens without the server. */
export const workOffline = (tab: Tab) =>
  tab.run(`
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  `)
