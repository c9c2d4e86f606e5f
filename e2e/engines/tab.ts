import { expect } from '@playwright/test'

/** An XPath string literal (no name these flows use holds both kinds of quote). */
const literal = (text: string) => (text.includes('"') ? `'${text}'` : `"${text}"`)

/**
 * Each role's elements by accessible name, as one XPath query, for the WebDriver engines to narrow
 * with before they confirm the name the browser computes: a field by its label (or aria-label),
 * which may go on after `name`; a button or link by its text or aria-label; a region by its
 * aria-label or the heading that labels it.
 */
export const byName = {
  field: (name: string) =>
    `//*[self::input or self::textarea or self::select][@id = //label[starts-with(normalize-space(), ${literal(name)})]/@for or starts-with(@aria-label, ${literal(name)})]` +
    ` | //label[starts-with(normalize-space(), ${literal(name)})]//*[self::input or self::textarea or self::select]`,
  button: (name: string) => `//*[self::button or @role = "button"][normalize-space() = ${literal(name)} or @aria-label = ${literal(name)}]`,
  link: (name: string) => `//a[@href][normalize-space() = ${literal(name)} or @aria-label = ${literal(name)}]`,
  region: (name: string) =>
    `//*[self::section or @role = "region"][@aria-label = ${literal(name)} or @aria-labelledby = //*[normalize-space() = ${literal(name)}]/@id]`,
}

export type Role = keyof typeof byName

/**
 * One browser tab as the page objects see it: what a visitor does, with elements found by role and
 * accessible name through each engine's own driver (Playwright, puppeteer-core, webdriverio).
 */
export interface Tab {
  /** Opens a path of the site (or a whole address) and waits for the page to load. */
  goto(path: string): Promise<void>
  reload(): Promise<void>
  /** Types into the visible field whose accessible name is, or begins with, `label`. */
  fill(label: string, value: string): Promise<void>
  /** The value a visitor sees in that field. */
  value(label: string): Promise<string>
  /** Clicks the visible button or link named `name`. */
  click(role: 'button' | 'link', name: string): Promise<void>
  /** What a visitor can read on the page now. */
  text(): Promise<string>
  /** The page's main heading. */
  heading(): Promise<string>
  /** The text of each item in the region named `name`. */
  items(name: string): Promise<string[]>
  /** Runs the body of an async function in the page: only for state no driver reads (service worker, IndexedDB). */
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

/** Waits until a visitor can read `text` on the tab. */
export async function expectText(tab: Tab, text: string, timeout = 15_000) {
  await expect.poll(() => tab.text(), { message: `"${text}" on the page`, timeout }).toContain(text)
}

export async function expectNoText(tab: Tab, text: string, timeout = 15_000) {
  await expect.poll(() => tab.text(), { message: `no "${text}" on the page`, timeout }).not.toContain(text)
}
