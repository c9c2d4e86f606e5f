/**
 * One browser tab, as the cross-engine flows see it: the same few things a visitor does, on
 * whichever engine runs underneath (Chromium through Playwright, WebKit through WebKitWebDriver,
 * Firefox through puppeteer-core over WebDriver BiDi).
 */
export interface Tab {
  /** Opens a path of the site (or a whole address) and waits for the page to load. */
  goto(path: string): Promise<void>
  reload(): Promise<void>
  /** Types into the visible field whose label (or aria-label) contains `label`. */
  fill(label: string, value: string): Promise<void>
  /** Clicks the visible button or link whose name is `name`. */
  click(role: 'button' | 'link', name: string): Promise<void>
  /** What a visitor can read on the page now (the body's rendered text). */
  text(): Promise<string>
  /** Runs the body of an async function in the page and returns its (JSON) result. */
  run<T>(body: string): Promise<T>
  /** The inner size of the page, as on a phone or a desktop screen. */
  resize(width: number, height: number): Promise<void>
  close(): Promise<void>
}

/** One engine's browser, started once per worker. */
export interface Engine {
  name: 'chromium' | 'webkit' | 'firefox'
  /** The engine's own product and version, as it reports them. */
  version: string
  /** Whether the driver can take the browser offline (navigator.onLine false); WebKitWebDriver cannot. */
  canGoOffline: boolean
  /** A fresh set of tabs on the site at `origin` (in an isolated profile where the driver has one). */
  newSession(origin: string): Promise<BrowserSession>
  close(): Promise<void>
}

export interface BrowserSession {
  newTab(): Promise<Tab>
  /** Uncaught errors in the session's pages, where the driver reports them (not WebKitWebDriver). */
  problems: string[]
  setOffline(offline: boolean): Promise<void>
  close(): Promise<void>
}

/**
 * Finds an element the way a visitor would name it, in the page itself, so that WebKit and
 * Firefox locate elements alike; the driver then clicks or types with its own input.
 * Arguments: kind ('label', 'button' or 'link') and the name.
 */
export const findElementScript = `
  const [kind, name] = arguments
  const norm = (text) => (text ?? '').replace(/\\s+/g, ' ').trim().toLowerCase()
  const visible = (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
  const wanted = norm(name)
  if (kind === 'label') {
    for (const label of document.querySelectorAll('label')) {
      if (norm(label.textContent).includes(wanted) && label.control && visible(label.control)) return label.control
    }
    return [...document.querySelectorAll('input, textarea, select')].find((element) => norm(element.getAttribute('aria-label')).includes(wanted) && visible(element)) ?? null
  }
  const selector = kind === 'button' ? 'button, [role="button"], input[type="submit"]' : 'a[href], [role="link"]'
  const named = (element) => norm(element.getAttribute('aria-label')) === wanted || norm(element.textContent) === wanted
  return [...document.querySelectorAll(selector)].find((element) => named(element) && visible(element)) ?? null
`

/** Tries again for a short while: an element may not be there yet, or be re-rendered between finding and using it. */
export async function until<T>(attempt: () => Promise<T>, what: string, tries = 50): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt()
    } catch (error) {
      if (i >= tries) throw new Error(`${what}: ${error instanceof Error ? error.message : error}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

/**
 * The same, brought into view as a visitor scrolls to what they want to use: to the nearest edge,
 * as the browser does for keyboard focus (and so short of anything the page says floats over it,
 * through scroll-padding). WebKitGTK's driver would not scroll at all ("element not interactable"),
 * and puppeteer scrolls only what is outside the window, even when something covers it.
 */
export const findInViewScript = `
  const element = (function () { ${findElementScript} }).apply(null, arguments)
  element?.scrollIntoView({ block: 'nearest', behavior: 'instant' })
  return element
`
