import type { AddressInfo } from 'node:net'
import { chromium } from '@playwright/test'
import express from 'express'
import { loadConfig } from '../server/config.ts'
import { loadPages, readPagesManifest } from '../server/static/prerenderedPages.ts'
import { siteFiles } from '../server/static/publicSite.ts'
import { serveFiles } from '../server/static/staticResponse.ts'
import { chromiumArgs, chromiumPath } from './chromium.ts'

/** `npx tsx scripts/screenshots.ts` after a build: the install dialog's screenshots, from the real site. */
const config = loadConfig()
// Only the pages and their files: the home page is what the install dialog shows.
const files = siteFiles(config.clientDir, loadPages(config.clientDir, readPagesManifest(config.clientDir)))
const app = express().use(serveFiles(files))
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
console.log('Wrote public/screenshots/narrow.jpg and wide.jpg')
