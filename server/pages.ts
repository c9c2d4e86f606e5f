import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { PageEntry, PagesManifest, RenderedSite } from './pageManifest.ts'
import { pageContentSecurityPolicy } from './security.ts'

export interface Page {
  html: string
  status: number
  /** The site's policy with this page's inline styles allowed by hash. */
  contentSecurityPolicy: string
}

const page = (html: string, status: number): Page => ({ html, status, contentSecurityPolicy: pageContentSecurityPolicy(html) })

export interface PageSource {
  /** The prerendered page for a path such as "/about" (or "/about.html"), if there is one. */
  find(pathname: string): Page | undefined
  notFound: Page
  serviceNotFound: Page
}

function pageSource<Entry extends PageEntry>(
  entries: Record<string, Entry>,
  load: (entry: Entry) => Page,
  notFound: Entry,
  serviceNotFound: Entry,
): PageSource {
  const byPath = new Map<string, Page>()
  for (const [pagePath, entry] of Object.entries(entries)) {
    const page = load(entry)
    byPath.set(pagePath, page)
    // The service worker precaches pages by file name (/about.html), so those answer too.
    byPath.set(`/${entry.file}`, page)
  }
  const notFoundPage = load(notFound)
  const serviceNotFoundPage = load(serviceNotFound)
  // The service worker precaches the error pages by file name to show them offline, and
  // precaching needs a 200.
  byPath.set(`/${notFound.file}`, { ...notFoundPage, status: 200 })
  byPath.set(`/${serviceNotFound.file}`, { ...serviceNotFoundPage, status: 200 })
  return { find: (pathname) => byPath.get(pathname), notFound: notFoundPage, serviceNotFound: serviceNotFoundPage }
}

/** Loads every prerendered page into memory once, at boot: there are few, and they never change. */
export function loadPages(clientDir: string): PageSource {
  let manifest: PagesManifest
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, '..', 'pages.json'), 'utf8'))
  } catch (cause) {
    throw new Error(`No prerendered site beside ${clientDir}; run "npm run build" first`, { cause })
  }
  const load = (entry: PageEntry) => page(readFileSync(path.join(clientDir, entry.file), 'utf8'), entry.status)
  return pageSource(manifest.pages, load, manifest.notFound, manifest.serviceNotFound)
}

/** Pages rendered in memory (tests render the site in-process instead of reading a build). */
export function pagesFromRenderedSite(site: RenderedSite): PageSource {
  return pageSource(site.pages, ({ html, status }) => page(html, status), site.notFound, site.serviceNotFound)
}
