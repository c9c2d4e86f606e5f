import { existsSync } from 'node:fs'

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

/** The system's Chromium: the tests and the bench never download a browser of their own. */
export function chromiumPath(): string {
  const found = candidates.find((candidate) => candidate && existsSync(candidate))
  if (!found) {
    throw new Error(
      'No Chromium found for the browser tests. Install Debian\'s with "apt-get install -y chromium" ' +
        '(as root), or set CHROME_PATH to a Chromium or Chrome executable.',
    )
  }
  return found
}

/** Debian's headless shell where installed (less CPU a page); the bench and screenshots take the full browser, as a visitor has it. */
export function testChromiumPath(): string {
  if (process.env.CHROME_PATH) return chromiumPath()
  return existsSync(headlessShell) ? headlessShell : chromiumPath()
}

const headlessShell = '/usr/bin/chromium-headless-shell'

/** Headless as root in a container, with nothing that phones home on this closed network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
