import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { remote } from 'webdriverio'
import { byName, type Engine, type Role, type Tab } from './tab.ts'

const miniBrowser = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

function need(command: string, path: string | undefined, install: string) {
  const found = path ? existsSync(path) : process.env.PATH?.split(':').some((dir) => existsSync(`${dir}/${command}`))
  if (!found) throw new Error(`No ${command} found for the WebKit tests. Install it with "${install}" (as root).`)
}

/** A display for MiniBrowser: Xvfb picks a free one and tells us its number. */
async function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    detached: true,
  })
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', reject)
    xvfb.stdio[3]!.once('data', (data) => resolve(`:${String(data).trim()}`))
  })
  return { xvfb, display }
}

/** Resolves once the driver we started takes connections on its port. */
async function listening(port: number) {
  for (let tries = 0; tries < 200; tries++) {
    const socket = connect(port, '127.0.0.1')
    const up = await new Promise<boolean>((resolve) => socket.once('connect', () => resolve(true)).once('error', () => resolve(false)))
    socket.destroy()
    if (up) return
    await sleep(50)
  }
  throw new Error('WebKitWebDriver did not start')
}

/** Stops a process we started and everything it started (MiniBrowser and its web processes). */
function stopTree(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

/** A session with the MiniBrowser the driver on `port` starts, once that driver is up. */
async function startSession(port: number) {
  await listening(port)
  return remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'silent',
    // webdriverio retries a command that failed, with growing pauses: the flows wait on their own terms.
    connectionRetryCount: 0,
    // A command the browser never answers fails well within a test's time, which leaves time to tear down.
    connectionRetryTimeout: 40_000,
    capabilities: {
      // A page that never finishes loading fails its step, rather than holding the driver.
      timeouts: { implicit: 0, pageLoad: 20_000, script: 30_000 },
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      // WebKitWebDriver speaks classic WebDriver only: asking for BiDi fails the session.
      'wdio:enforceWebDriverClassic': true,
    } as WebdriverIO.Capabilities,
  })
}

async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * WebKitGTK's MiniBrowser under Xvfb, driven by webdriverio through WebKitWebDriver: one driver,
 * one browser per worker. WebKitWebDriver has one session per browser and no isolated profiles,
 * so each test's site is on an origin of its own (see engineTest.ts), and its tabs are windows.
 */
export async function startWebKit(): Promise<Engine> {
  need('Xvfb', undefined, 'apt-get install -y xvfb')
  need('WebKitWebDriver', undefined, 'apt-get install -y webkit2gtk-driver')
  need('MiniBrowser', miniBrowser, 'apt-get install -y webkit2gtk-driver')
  const processes: ChildProcess[] = []
  const { xvfb, display } = await startXvfb()
  processes.push(xvfb)
  const port = await freePort()
  // Each in a process group of its own, to be stopped whole.
  processes.push(
    spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore', detached: true }),
  )
  const browser = await startSession(port).catch((error) => {
    for (const child of processes) stopTree(child)
    throw error
  })
  await browser.setWindowSize(1280, 800)
  const firstWindow = await browser.getWindowHandle()

  // One command at a time, each in its own window: two tabs driven together must not interleave.
  let queue: Promise<unknown> = Promise.resolve()
  let current = firstWindow
  function inWindow<T>(handle: string, command: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      if (current !== handle) {
        await browser.switchToWindow(handle)
        current = handle
      }
      return command()
    })
    queue = run.catch(() => undefined)
    return run
  }

  /**
   * Finds the displayed element of that role and name, and acts on it, again until both succeed:
   * the XPath narrows, the name the browser computes confirms, and a field the page is re-rendering
   * may refuse keys for a moment.
   */
  async function on<T>(role: Role, name: string, action: (element: WebdriverIO.Element) => Promise<T>): Promise<T> {
    const matches = (label: string) => (role === 'field' ? label.startsWith(name) : label === name)
    let result: T
    await browser.waitUntil(
      async () => {
        const found: WebdriverIO.Element | undefined = await browser
          .$$(byName[role](name))
          .find(async (element) => (await element.isDisplayed()) && matches(await element.getComputedLabel()))
        if (!found) return false
        result = await action(found)
        return true
      },
      { interval: 50, timeoutMsg: `No visible ${role} "${name}" on the page` },
    )
    return result!
  }

  function tab(handle: string, origin: string): Tab {
    const inTab = <T>(command: () => Promise<T>) => inWindow(handle, command)
    let closed = false
    return {
      goto: (path) => inTab(async () => void (await browser.url(new URL(path, origin).href))),
      reload: () => inTab(() => browser.refresh()),
      fill: (label, value) => inTab(() => on('field', label, (field) => field.setValue(value))),
      value: (label) => inTab(() => on('field', label, (field) => field.getValue())),
      click: (role, name) =>
        inTab(() =>
          on(role, name, async (element) => {
            await element.waitForClickable({ interval: 50 })
            // Centred, clear of the waiting panel that floats over the foot of the window (in one
            // call: webdriverio's own scrollIntoView measures and settles in four).
            await browser.execute((target) => target.scrollIntoView({ block: 'center', behavior: 'instant' }), element)
            await element.click()
          }),
        ),
      // The rendered text, read in the page: WebKitWebDriver's own element text takes ten times as long.
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text a visitor reads, as on the other engines
      text: () => inTab(() => browser.execute(() => document.body.innerText)),
      heading: () => inTab(() => browser.execute(() => document.querySelector('h1')?.textContent ?? '')),
      items: (name) => inTab(() => on('region', name, (region) => region.$$('li').map((item) => item.getText()))),
      run: <T>(body: string) =>
        inTab(async () => {
          const result = (await browser.executeAsync(
            `const done = arguments[0]; (async () => { ${body} })().then((value) => done({ value }), (error) => done({ error: String(error) }))`,
          )) as { value?: T; error?: string }
          if (result.error) throw new Error(result.error)
          return result.value as T
        }),
      resize: (width, height) =>
        inTab(async () => {
          // The window rect is the outer size: grow it by the browser's own chrome.
          const [outerWidth, outerHeight, innerWidth, innerHeight] = await browser.execute((): number[] => [
            window.outerWidth,
            window.outerHeight,
            window.innerWidth,
            window.innerHeight,
          ])
          await browser.setWindowSize(width + outerWidth! - innerWidth!, height + outerHeight! - innerHeight!)
        }),
      close: () =>
        inTab(async () => {
          // Once: a test may close a tab before its session does.
          if (closed) return
          closed = true
          if (handle === firstWindow) return void (await browser.url('about:blank'))
          await browser.closeWindow()
          current = firstWindow
          await browser.switchToWindow(firstWindow)
        }),
    }
  }

  return {
    name: 'webkit',
    version: `WebKitGTK ${browser.capabilities.browserVersion}`,
    async newSession(origin) {
      const tabs: Tab[] = []
      return {
        // WebKitWebDriver reports no page errors (it has no event channel).
        problems: [],
        async newTab() {
          const handle = tabs.length === 0 ? firstWindow : (await inWindow(firstWindow, () => browser.createWindow('window'))).handle
          const opened = tab(handle, origin)
          tabs.push(opened)
          return opened
        },
        async setOffline() {
          throw new Error('WebKitWebDriver cannot take the browser offline')
        },
        async close() {
          for (const opened of tabs.reverse()) await opened.close().catch(() => undefined)
        },
      }
    },
    async close() {
      // WebKitWebDriver at times never answers the end of a session; the processes are ours to stop regardless.
      await Promise.race([browser.deleteSession().catch(() => undefined), sleep(5_000)])
      for (const child of processes.reverse()) stopTree(child)
    },
  }
}
