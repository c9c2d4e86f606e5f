import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as entry from '../../app/entry-server.tsx'
import { renderSite, type RenderedSite } from '../../scripts/prerender.ts'
import { createApp } from '../app.ts'
import { openFileStore } from '../enquiries/fileStore.ts'
import type { EnquiryStore } from '../enquiries/store.ts'
import { createLogger } from '../logger.ts'
import { pagesFromRenderedSite } from '../pages.ts'
import { siteRouter } from '../site.ts'

let site: Promise<RenderedSite> | undefined

/** The whole site rendered in-process, as the prerender does at build time (once per test file). */
export const renderedSite = () => (site ??= renderSite(entry))

/** A client folder with one hashed asset and one image, standing in for dist/client. */
function fixtureClientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'clarendon-client-'))
  mkdirSync(path.join(dir, 'assets'))
  mkdirSync(path.join(dir, 'images'))
  writeFileSync(path.join(dir, 'assets', 'main-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(2000))})`)
  writeFileSync(path.join(dir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return dir
}

export const adminToken = 'test-admin-token-0123456789abcdef'

interface TestAppOptions {
  store?: EnquiryStore
  rateLimitMax?: number
  /** Staff token; null for a server configured without one. */
  staffToken?: string | null
}

/** The real app on a fresh embedded store in a temporary folder, unless a store is given. */
export async function testApp({ store, rateLimitMax = 1000, staffToken = adminToken }: TestAppOptions = {}) {
  const pages = pagesFromRenderedSite(await renderedSite())
  const enquiries = store ?? (await openFileStore(mkdtempSync(path.join(tmpdir(), 'clarendon-data-'))))
  const app = createApp(
    { trustProxy: 0, adminToken: staffToken ?? undefined, rateLimit: { max: rateLimitMax, windowMs: 60_000 } },
    { site: siteRouter(pages, fixtureClientDir()), store: enquiries, logger: createLogger('silent') },
  )
  return { app, store: enquiries }
}
