import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { type Engine, findInViewScript, type Tab, until } from './tab.ts'

const miniBrowser = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
const elementKey = 'element-6066-11e4-a52e-4f735466cecf'

function need(command: string, path: string | undefined, install: string) {
  const found = path ? existsSync(path) : process.env.PATH?.split(':').some((dir) => existsSync(`${dir}/${command}`))
  if (!found) throw new Error(`No ${command} found for the WebKit tests. Install it with "${install}" (as root).`)
}

/** A display for MiniBrowser: Xvfb picks a free one and tells us its number. */
async function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] })
  const display = await new Promise<string>((resolve, reject) => {
    xvfb.once('error', reject)
    xvfb.stdio[3]!.once('data', (data) => resolve(`:${String(data).trim()}`))
  })
  return { xvfb, display }
}

async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** The W3C WebDriver commands these flows use, as plain HTTP calls. */
function webDriver(base: string) {
  return async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    })
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } }
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${value.error} ${value.message ?? ''}`)
    return value
  }
}

/**
 * WebKitGTK's MiniBrowser under Xvfb, driven by WebKitWebDriver over W3C WebDriver: one driver,
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
  processes.push(spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], { env: { ...process.env, DISPLAY: display }, stdio: 'ignore' }))
  const call = webDriver(`http://127.0.0.1:${port}`)
  await until(() => call('GET', '/status'), 'WebKitWebDriver did not start')
  const { sessionId, capabilities } = await call<{ sessionId: string; capabilities: { browserVersion: string } }>('POST', '/session', {
    capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] } } },
  })
  const session = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => call<unknown>(method, `/session/${sessionId}${path}`, body)
  const firstWindow = (await session('GET', '/window')) as string

  // One command at a time, each in its own window: two tabs driven together must not interleave.
  let queue: Promise<unknown> = Promise.resolve()
  let current = firstWindow
  function inWindow<T>(handle: string, command: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      if (current !== handle) {
        await session('POST', '/window', { handle })
        current = handle
      }
      return command()
    })
    queue = run.catch(() => undefined)
    return run
  }

  function tab(handle: string, origin: string): Tab {
    const find = async (kind: string, name: string) => {
      const element = (await session('POST', '/execute/sync', { script: findInViewScript, args: [kind, name] })) as Record<string, string> | null
      if (!element) throw new Error(`No visible ${kind} "${name}" on the page`)
      return element[elementKey]
    }
    const script = (body: string) => ({
      script: `const done = arguments[0]; (async () => { ${body} })().then((value) => done({ value }), (error) => done({ error: String(error) }))`,
      args: [],
    })
    return {
      goto: (path) => inWindow(handle, async () => void (await session('POST', '/url', { url: new URL(path, origin).href }))),
      reload: () => inWindow(handle, async () => void (await session('POST', '/refresh'))),
      // Retried briefly: an element can be re-rendered between finding it and using it.
      fill: (label, value) =>
        until(
          () =>
            inWindow(handle, async () => {
              const id = await find('label', label)
              await session('POST', `/element/${id}/clear`)
              await session('POST', `/element/${id}/value`, { text: value })
            }),
          `fill "${label}"`,
          20,
        ),
      click: (role, name) =>
        until(() => inWindow(handle, async () => void (await session('POST', `/element/${await find(role, name)}/click`))), `click "${name}"`, 20),
      text: () =>
        inWindow(handle, async () => (await session('POST', '/execute/sync', { script: 'return document.body?.innerText ?? ""', args: [] })) as string),
      run: <T>(body: string) =>
        inWindow(handle, async () => {
          const result = (await session('POST', '/execute/async', script(body))) as { value?: T; error?: string }
          if (result.error) throw new Error(result.error)
          return result.value as T
        }),
      resize: (width, height) =>
        inWindow(handle, async () => {
          // The window rect is the outer size: grow it by the browser's own chrome.
          const [outerWidth, outerHeight, innerWidth, innerHeight] = (await session('POST', '/execute/sync', {
            script: 'return [outerWidth, outerHeight, innerWidth, innerHeight]',
            args: [],
          })) as number[]
          await session('POST', '/window/rect', { width: width + outerWidth! - innerWidth!, height: height + outerHeight! - innerHeight! })
        }),
      close: () =>
        inWindow(handle, async () => {
          if (handle === firstWindow) {
            await session('POST', '/url', { url: 'about:blank' })
            return
          }
          await session('DELETE', '/window')
          current = firstWindow
          await session('POST', '/window', { handle: firstWindow })
        }),
    }
  }

  return {
    name: 'webkit',
    version: `WebKitGTK ${capabilities.browserVersion}`,
    canGoOffline: false,
    async newSession(origin) {
      const tabs: Tab[] = []
      return {
        // WebKitWebDriver reports no page errors (it has no event channel).
        problems: [],
        async newTab() {
          const handle =
            tabs.length === 0
              ? firstWindow
              : ((await inWindow(firstWindow, () => session('POST', '/window/new', { type: 'window' }))) as { handle: string }).handle
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
      await session('DELETE', '').catch(() => undefined)
      for (const child of processes.reverse()) child.kill()
    },
  }
}
