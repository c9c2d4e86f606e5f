import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import Beasties from 'beasties'
import * as rolldown from 'rolldown'
import { minify } from 'vite'
import type { PageEntry, PagesManifest, RenderedPage, RenderedSite } from '../server/static/pageManifest.ts'
import { firm } from '../app/shared/content/firm.ts'
import type { Operator } from '../app/shared/content/operator.ts'
import { withPageIcons } from './iconSprite.ts'
import { toastStyleHashes } from './toastStylesheet.ts'
import { pageWithoutUnreadCustomProperties } from './unreadCustomProperties.ts'

export interface ServerEntry {
  render(path: string): Promise<{ html: string; status: number }>
  sitePages: string[]
  errorPages: { notFound: string; serviceNotFound: string }
  siteUrl: string
  operator: Operator | null
}

interface ViteManifestChunk {
  file: string
  css?: string[]
  isEntry?: boolean
}

export const fileForPath = (pagePath: string) => (pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`)

/**
 * A page inlines every rule its HTML uses; the full stylesheet waits for an island to need it
 * (app/islandRuntime/fullStylesheet.ts). Without script it comes from <noscript>, which browsers with script never fetch.
 */
export const stylesheetOnDemand = (html: string) =>
  html.replace(/<link rel="stylesheet" href="[^"]+">/g, (link) => `<noscript data-stylesheet>${link}</noscript>`)

/** The page loader (app/islandRuntime/pageLoader.ts), minified: the text each page carries inline and its CSP allows by hash. */
export async function pageLoaderScript(): Promise<string> {
  const source = fileURLToPath(new URL('../app/islandRuntime/pageLoader.ts', import.meta.url))
  // Bundled, so that it shares the insights filter with its island (app/islands/blog/insightFilter.ts).
  const { output } = await rolldown.build({ input: source, write: false, output: { format: 'iife' } })
  return (await minify(source, output[0].code, { compress: true, mangle: true })).code.trim()
}

/** The stylesheet (which beasties moves below the content) and the page loader, which starts the entry after the first paint. */
function assetTags(manifest: Record<string, ViteManifestChunk>, loader: string) {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error('The client build has no entry chunk in .vite/manifest.json')
  return [...(entry.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`), loaderTag(`/${entry.file}`, loader)].join('')
}

export const loaderTag = (entryPath: string, loader: string) => `<script data-entry="${entryPath}">${loader}</script>`

/** The CSP allows a page's inline scripts by hash, whatever they are, so the page loader must be the only one. */
export function assertOnlyThePageLoader(html: string, file: string, loader: string) {
  for (const [, attributes = '', text] of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/type="application\/ld\+json"/.test(attributes) && text !== loader) throw new Error(`${file} has an inline script other than the page loader`)
  }
}

function sitemap(siteUrl: string, pages: string[]) {
  const urls = pages.map((page) => `  <url><loc>${new URL(page, siteUrl).href}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

/** While the firm is fictional nothing is to be crawled, so no sitemap invites it; otherwise all but the staff app and the API. */
const robots = (siteUrl: string) =>
  firm.fictional
    ? 'User-agent: *\nDisallow: /\n'
    : `User-agent: *\nAllow: /\nDisallow: /staff\nDisallow: /api/\n\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`

/** `headTags` go before </head>, then `finish` may rewrite the page; `loader` is the one inline script allowed. */
export async function renderSite(
  entry: ServerEntry,
  { headTags = '', loader = '', finish = async (html: string): Promise<string> => html } = {},
): Promise<RenderedSite> {
  const renderPage = async (pagePath: string, file: string): Promise<RenderedPage> => {
    const { html: body, status } = await entry.render(pagePath)
    const html = await finish(body.replace('</head>', `${headTags}</head>`))
    assertOnlyThePageLoader(html, file, loader)
    return { file, status, html }
  }
  const site: RenderedSite = {
    pages: {},
    notFound: await renderPage(entry.errorPages.notFound, '404.html'),
    serviceNotFound: await renderPage(entry.errorPages.serviceNotFound, 'service-not-found.html'),
    toastStyleHashes: await toastStyleHashes(),
    operator: entry.operator,
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

export async function prerender({ clientDir = 'dist/client', serverEntry = 'dist/server/entry-server.js' } = {}) {
  const entry: ServerEntry = await import(pathToFileURL(path.resolve(serverEntry)).href)
  const viteManifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'))
  // Each page inlines the CSS rules its HTML uses, so nothing blocks its first paint or restyles it after.
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
  const loader = await pageLoaderScript()
  const site = await renderSite(entry, {
    headTags: assetTags(viteManifest, loader),
    loader,
    finish: async (html) => withPageIcons(stylesheetOnDemand(pageWithoutUnreadCustomProperties(await beasties.process(html)))),
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
    toastStyleHashes: site.toastStyleHashes,
    operator: site.operator,
  }
  // Kept beside the public folder, not in it: it is for the server, not for visitors.
  await writeFile(path.join(clientDir, '..', 'pages.json'), JSON.stringify(manifest, null, 2))
  if (!firm.fictional) await writeFile(path.join(clientDir, 'sitemap.xml'), sitemap(entry.siteUrl, entry.sitePages))
  await writeFile(path.join(clientDir, 'robots.txt'), robots(entry.siteUrl))
  return manifest
}
