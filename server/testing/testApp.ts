import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as entry from '../../app/pages/entry-server.tsx'
import { precompress } from '../../scripts/precompress.ts'
import { loaderTag, pageLoaderScript, renderSite } from '../../scripts/prerender.ts'
import type { RenderedSite } from '../static/pageManifest.ts'
import { createApp, type AppConfig } from '../app.ts'
import type { Clock } from '../staff/clock.ts'
import { factorKey } from '../staff/factorKey.ts'
import type { Logger } from 'pino'
import { createLogger } from '../logger.ts'
import { type Pages, pagesFromRenderedSite } from '../static/prerenderedPages.ts'
import { siteFiles, siteRouter } from '../static/publicSite.ts'
import { loadStaffApp, staffAppRouter } from '../staff/staffApp.ts'
import { openSqliteStore } from '../store/sqliteStore.ts'
import type { Store } from '../store/store.ts'
import { closeBeforeRemoval, tempDir } from './tempDirs.ts'

let site: Promise<RenderedSite> | undefined

/** The whole site rendered in-process with its page loader, as the prerender does at build time (once per test file). */
export const renderedSite = () =>
  (site ??= pageLoaderScript().then((loader) => renderSite(entry, { headTags: loaderTag('/assets/main-AbC123.js', loader), loader })))

let pages: Promise<Pages> | undefined
/** Its pages compressed as the build compresses them, which takes a while: once per test file too. */
const sitePages = () => (pages ??= renderedSite().then(pagesFromRenderedSite))

/** The site rendered and compressed: for a test file's beforeAll, so no test's own time goes on it. */
export const prepareTestApp = async () => {
  await sitePages()
}

/**
 * A client folder standing in for dist/client (a hashed asset, an image, the worker, the web
 * manifest, Vite's manifest), compressed as the build does.
 */
async function fixtureClientDir() {
  const dir = tempDir('clarendon-client-')
  for (const folder of ['assets', 'images', '.vite']) mkdirSync(path.join(dir, folder))
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), '{}')
  writeFileSync(path.join(dir, 'assets', 'main-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(2000))})`)
  writeFileSync(path.join(dir, 'images', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(path.join(dir, 'sw.js'), `self.__WB_MANIFEST = ${JSON.stringify([{ url: '/index.html', revision: 'x'.repeat(32) }])}`)
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Clarendon Solicitors', start_url: '/' }))
  await precompress(dir)
  return dir
}

/** A staff app folder standing in for dist/staff: its shell and one asset. */
function fixtureStaffDir() {
  const dir = tempDir('clarendon-staff-')
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Inbox</title><script type="module" src="/staff/assets/index-Xy1.js"></script>')
  writeFileSync(path.join(dir, 'assets', 'index-Xy1.js'), 'export {}')
  return dir
}

export const adminToken = 'test-admin-token-0123456789abcdef'
/** One per test run, made here: a test that reads the store's files finds only what it seals. */
export const testFactorKey = factorKey(randomBytes(32))
export const freshDataDir = () => tempDir('clarendon-data-')

interface TestAppOptions {
  store?: Store
  rateLimitMax?: number
  /** Staff token; null for a server configured without one. */
  staffToken?: string | null
  mail?: AppConfig['mail']
  onMailQueued?: () => void
  trustProxy?: number
  logger?: Logger
  /** The staff side's clock; the system's unless the test moves its own (testClock.ts). */
  clock?: Clock
  /** SITE_URL; null for a server started without one. */
  siteUrl?: string | null
}

/** SITE_URL in the tests: what an Origin header must be for a state change to pass. */
export const testSiteUrl = 'https://www.clarendon.example'

/** The real app on a fresh embedded store in a temporary folder, unless a store is given. */
export async function testApp({
  store,
  rateLimitMax = 1000,
  staffToken = adminToken,
  mail,
  onMailQueued,
  trustProxy = 0,
  logger = createLogger('silent'),
  clock,
  siteUrl = testSiteUrl,
}: TestAppOptions = {}) {
  const pages = await sitePages()
  const staffApp = loadStaffApp(fixtureStaffDir(), (await renderedSite()).toastStyleHashes)
  const theStore = store ?? (await openSqliteStore(freshDataDir()))
  if (!store) closeBeforeRemoval(() => theStore.close())
  const clientDir = await fixtureClientDir()
  const files = new Map([...siteFiles(clientDir, pages), ...staffApp.files])
  const app = createApp(
    {
      trustProxy,
      adminToken: staffToken ?? undefined,
      rateLimit: { max: rateLimitMax, windowMs: 60_000 },
      mail,
      siteUrl: siteUrl ?? testSiteUrl,
      staffOrigin: siteUrl ?? undefined,
    },
    {
      files,
      site: siteRouter(pages),
      staffApp: staffAppRouter(staffApp),
      store: theStore,
      logger,
      sessionSecret: 'test-session-secret',
      onMailQueued,
      clock,
      factorKey: testFactorKey,
    },
  )
  return { app, store: theStore, clientDir }
}
