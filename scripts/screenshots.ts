import { mkdtemp } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { createApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { openFileStore } from '../server/enquiries/fileStore.ts'
import { createLogger } from '../server/logger.ts'
import { loadPages } from '../server/pages.ts'
import { siteRouter } from '../server/site.ts'
import { chromiumArgs, chromiumPath } from './chromium.ts'

/** `npx tsx scripts/screenshots.ts` after a build: the install dialog's screenshots, from the real site. */
const config = loadConfig()
const store = await openFileStore(await mkdtemp(path.join(tmpdir(), 'clarendon-shots-')))
const app = createApp(config, { site: siteRouter(loadPages(config.clientDir), config.clientDir), store, logger: createLogger('silent') })
const server = app.listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
for (const [name, viewport, scale] of [
  ['narrow', { width: 375, height: 667 }, 2],
  ['wide', { width: 1280, height: 800 }, 1],
] as const) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: scale })
  await page.goto(origin, { waitUntil: 'networkidle' })
  await page.screenshot({ path: `public/screenshots/${name}.jpg`, type: 'jpeg', quality: 80 })
  await page.close()
}
await browser.close()
server.close()
await store.close()
console.log('Wrote public/screenshots/narrow.jpg and wide.jpg')
