import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../chromium.ts'

/** Bytes a second visit takes from the network once the service worker controls the page. */
export async function repeatVisitBytes(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    const page = await browser.newPage()
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
      }
    })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    const fromServiceWorker = new Set<string>()
    let bytes = 0
    cdp.on('Network.responseReceived', (event) => event.response.fromServiceWorker && fromServiceWorker.add(event.requestId))
    cdp.on('Network.loadingFinished', (event) => {
      if (!fromServiceWorker.has(event.requestId)) bytes += event.encodedDataLength
    })
    await page.reload({ waitUntil: 'networkidle' })
    return bytes
  } finally {
    await browser.close()
  }
}
