import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath, testChromiumPath } from './scripts/chromium.ts'
import type { EngineName } from './e2e/engines/engineTest.ts'

const port = Number(process.env.E2E_PORT ?? 4173)
// Settings shared by this process, the global setup and the test workers (which inherit them).
// The browser tests read what the form stored through the staff-only list.
process.env.E2E_ADMIN_TOKEN ??= `e2e-${Date.now()}-staff-token-for-tests`
// The run's store, mail and browser profiles, in one folder, removed when the run ends, however
// it ends (a server that never started included).
if (!process.env.E2E_TEMP_DIR) {
  const runFolder = mkdtempSync(path.join(tmpdir(), 'clarendon-e2e-'))
  process.env.E2E_TEMP_DIR = runFolder
  process.once('exit', () => rmSync(runFolder, { recursive: true, force: true }))
}
process.env.E2E_DATA_DIR ??= path.join(process.env.E2E_TEMP_DIR, 'data')
process.env.E2E_MAIL_DIR ??= path.join(process.env.E2E_TEMP_DIR, 'mail')
mkdirSync(process.env.E2E_MAIL_DIR, { recursive: true })
process.env.E2E_SMTP_PORT ??= '4175'
process.env.E2E_STAFF_USERNAME ??= 'e2e-staff'
// The origin the server takes staff requests from (and binds passkeys to); the tests read it too.
process.env.SITE_URL ??= `http://127.0.0.1:${port}`
process.env.E2E_STAFF_PASSWORD ??= randomBytes(18).toString('base64url')

const workerSpecs = /e2e\/(pwa|outbox(Fate|Faults|Sync|Wording))\.spec\.ts$/

/** Real Chromium against the built site on the production server, with a throwaway data folder. */
export default defineConfig<object, { engineName: EngineName }>({
  testDir: 'e2e',
  globalSetup: './e2e/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
  },
  // The cross-engine flows (e2e/engines) run on each engine from Debian's packages, each driven by
  // its own protocol; the other specs are Chromium's alone.
  projects: [
    // Chromium's specs, on its headless shell (decision 0053). Each meets a page as its own HTML,
    // CSS and islands, without the service worker, whose install precaches the whole site in every
    // fresh browser (seconds of CPU a test on two cores) and, once in charge, serves an island's
    // code past a test's hold; a test about it allows it.
    { name: 'chromium', testIgnore: [/e2e\/engines\//, workerSpecs], use: { serviceWorkers: 'block' } },
    // The specs about the service worker and the outbox it delivers, in the full Chromium, which
    // has Background Sync (the headless shell has not).
    { name: 'chromium-worker', testMatch: workerSpecs, use: { launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } } },
    // The flows wait out the outbox's backoff, slow on a loaded 2-core machine. On Chromium only
    // outbox.spec.ts: its pages, form, staff screens and outages are walked by its own specs above.
    { name: 'chromium-flows', testDir: 'e2e/engines', testMatch: 'outbox.spec.ts', timeout: 90_000 },
    // WebKitWebDriver cannot take the browser offline: WebKit meets the server down instead.
    { name: 'webkit', testDir: 'e2e/engines', testIgnore: 'offline.spec.ts', timeout: 90_000, use: { engineName: 'webkit' } },
    { name: 'firefox', testDir: 'e2e/engines', timeout: 90_000, use: { engineName: 'firefox' } },
  ],
  webServer: {
    command: 'node --import tsx server/index.ts',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: process.env.SITE_URL,
      LOG_LEVEL: 'warn',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      NOTIFY_TO: 'reception@clarendon-solicitors.example',
      RATE_LIMIT_MAX: '1000',
    },
  },
})
