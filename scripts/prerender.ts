import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import Beasties from 'beasties'
import { islands, type IslandName } from '../app/islands/islands.ts'

/** What the server needs to answer for one prerendered page. */
export interface PageEntry {
  file: string
  status: number
}

export interface PagesManifest {
  pages: Record<string, PageEntry>
  notFound: PageEntry
  serviceNotFound: PageEntry
}

export interface ServerEntry {
  render(path: string): Promise<{ html: string; status: number }>
  sitePages: string[]
  errorPages: { notFound: string; serviceNotFound: string }
  siteUrl: string
}

interface ViteManifestChunk {
  file: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

export const fileForPath = (pagePath: string) => (pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`)

/** Every chunk a module needs before it can run: itself and its static imports, depth first. */
function chunksOf(manifest: Record<string, ViteManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, seen)
  return seen
}

/** The names of the islands on a page that hydrate as soon as it loads. */
export const islandsHydratedOnLoad = (html: string) =>
  [...html.matchAll(/data-island="(\w+)"/g)].map(([, name]) => name as IslandName).filter((name) => islands[name]?.hydrate === 'load')

/**
 * The tags a page needs in <head>: the stylesheet, the entry script, and modulepreload links
 * for the chunks of the islands it hydrates at once, so none waits for another.
 */
function assetTags(manifest: Record<string, ViteManifestChunk>, html: string) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const entry = entryKey ? manifest[entryKey] : undefined
  if (!entryKey || !entry) throw new Error('The client build has no entry chunk in .vite/manifest.json')
  const preloads = chunksOf(manifest, entryKey)
  for (const name of islandsHydratedOnLoad(html)) {
    const key = entry.dynamicImports?.find((imported) => path.basename(imported, '.tsx') === name)
    if (!key) throw new Error(`No chunk for the island ${name} among the entry's dynamic imports`)
    chunksOf(manifest, key, preloads)
  }
  preloads.delete(entry.file)
  return [
    ...(entry.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...[...preloads].map((file) => `<link rel="modulepreload" href="/${file}">`),
    `<script type="module" src="/${entry.file}"></script>`,
  ].join('')
}

/** The site's CSP runs no inline script, so a page that has one would break; JSON-LD is data. */
export function assertNoInlineScript(html: string, file: string) {
  for (const [, attributes = ''] of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)) {
    if (!/type="application\/ld\+json"/.test(attributes)) throw new Error(`${file} has an inline script, which the CSP would block`)
  }
}

function sitemap(siteUrl: string, pages: string[]) {
  const urls = pages.map((page) => `  <url><loc>${new URL(page, siteUrl).href}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

const robots = (siteUrl: string) => `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`

export interface RenderedPage extends PageEntry {
  html: string
}

export interface RenderedSite {
  pages: Record<string, RenderedPage>
  notFound: RenderedPage
  serviceNotFound: RenderedPage
}

/**
 * Renders every known URL and both not-found pages: `headTags` (for the page's HTML)
 * go before </head>, then `finish` may rewrite the page.
 */
export async function renderSite(
  entry: ServerEntry,
  {
    headTags = (_html: string): string => '',
    finish = async (html: string): Promise<string> => html,
  } = {},
): Promise<RenderedSite> {
  const renderPage = async (pagePath: string, file: string): Promise<RenderedPage> => {
    const { html: body, status } = await entry.render(pagePath)
    const html = await finish(body.replace('</head>', `${headTags(body)}</head>`))
    assertNoInlineScript(html, file)
    return { file, status, html }
  }
  const site: RenderedSite = {
    pages: {},
    notFound: await renderPage(entry.errorPages.notFound, '404.html'),
    serviceNotFound: await renderPage(entry.errorPages.serviceNotFound, 'service-not-found.html'),
  }
  for (const pagePath of entry.sitePages) {
    const page = await renderPage(pagePath, fileForPath(pagePath))
    if (page.status !== 200) throw new Error(`Rendering ${pagePath} answered ${page.status}, expected 200`)
    site.pages[pagePath] = page
  }
  if (site.notFound.status !== 404 || site.serviceNotFound.status !== 404) {
    throw new Error('The not-found pages must render with status 404')
  }
  return site
}

const withoutHtml = ({ html: _html, ...entry }: RenderedPage): PageEntry => entry

/** Renders every known URL to HTML in the client build folder, with the pages manifest. */
export async function prerender({ clientDir = 'dist/client', serverEntry = 'dist/server/entry-server.js' } = {}) {
  const entry: ServerEntry = await import(pathToFileURL(path.resolve(serverEntry)).href)
  const viteManifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'))
  // Each page carries the CSS rules it uses inline, so nothing blocks its first paint; the full
  // stylesheet (for what appears later, such as an open menu or a form error) loads after it.
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    reduceInlineStyles: false,
    // Spacing utilities select children through :where(...), which beasties cannot match.
    allowRules: [/space-[xy]-/],
    logLevel: 'warn',
  })
  const site = await renderSite(entry, {
    headTags: (html) => assetTags(viteManifest, html),
    finish: (html) => beasties.process(html),
  })

  const all = [site.notFound, site.serviceNotFound, ...Object.values(site.pages)]
  for (const page of all) {
    await mkdir(path.dirname(path.join(clientDir, page.file)), { recursive: true })
    await writeFile(path.join(clientDir, page.file), page.html)
  }
  const manifest: PagesManifest = {
    pages: Object.fromEntries(Object.entries(site.pages).map(([pagePath, page]) => [pagePath, withoutHtml(page)])),
    notFound: withoutHtml(site.notFound),
    serviceNotFound: withoutHtml(site.serviceNotFound),
  }
  // Kept beside the public folder, not in it: it is for the server, not for visitors.
  await writeFile(path.join(clientDir, '..', 'pages.json'), JSON.stringify(manifest, null, 2))
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemap(entry.siteUrl, entry.sitePages))
  await writeFile(path.join(clientDir, 'robots.txt'), robots(entry.siteUrl))
  return manifest
}
