import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { PageEntry, PagesManifest, RenderedSite } from './pageManifest.ts'
import { pagePolicy } from './securityHeaders.ts'
import { readEncoded } from './builtFiles.ts'
import { compressBody, type EncodedBodies, type StaticResponse, staticResponse } from './staticResponse.ts'

export interface Pages {
  /** Each prerendered page by its path ("/about") and by its file name ("/about.html"). */
  byPath: Map<string, StaticResponse>
  notFound: StaticResponse
  serviceNotFound: StaticResponse
}

interface PageInput extends PageEntry {
  bodies: EncodedBodies
}

function pages(entries: Record<string, PageInput>, notFound: PageInput, serviceNotFound: PageInput, toastStyleHashes: readonly string[]): Pages {
  const response = (page: PageInput, status = page.status) =>
    staticResponse(status, 'text/html; charset=utf-8', page.bodies, pagePolicy(page.bodies.identity.toString('utf8'), toastStyleHashes))
  const byPath = new Map<string, StaticResponse>()
  for (const [pagePath, entry] of Object.entries(entries)) {
    const page = response(entry)
    byPath.set(pagePath, page)
    // The service worker precaches pages by file name (/about.html), so those answer too.
    byPath.set(`/${entry.file}`, page)
  }
  // The service worker precaches the error pages by file name to show them offline; precaching needs a 200.
  byPath.set(`/${notFound.file}`, response(notFound, 200))
  byPath.set(`/${serviceNotFound.file}`, response(serviceNotFound, 200))
  return { byPath, notFound: response(notFound), serviceNotFound: response(serviceNotFound) }
}

export function readPagesManifest(clientDir: string): PagesManifest {
  let manifest: PagesManifest
  try {
    manifest = JSON.parse(readFileSync(path.join(clientDir, '..', 'pages.json'), 'utf8'))
  } catch (cause) {
    throw new Error(`No prerendered site beside ${clientDir}; run "npm run build" first`, { cause })
  }
  if (!Array.isArray(manifest.toastStyleHashes)) throw new Error(`The site beside ${clientDir} is an older build; run "npm run build"`)
  return manifest
}

/** Into memory once, at boot: there are few, and they never change. */
export function loadPages(clientDir: string, manifest: PagesManifest): Pages {
  const input = (entry: PageEntry): PageInput => ({ ...entry, bodies: readEncoded(path.join(clientDir, entry.file)) })
  const entries = Object.fromEntries(Object.entries(manifest.pages).map(([pagePath, entry]) => [pagePath, input(entry)]))
  return pages(entries, input(manifest.notFound), input(manifest.serviceNotFound), manifest.toastStyleHashes)
}

/** For tests, which render the site in-process instead of reading a build; compressed as the build does. */
export async function pagesFromRenderedSite(site: RenderedSite): Promise<Pages> {
  const input = async ({ html, ...entry }: RenderedSite['notFound']): Promise<PageInput> => ({ ...entry, bodies: await compressBody(Buffer.from(html)) })
  const entries = Object.fromEntries(await Promise.all(Object.entries(site.pages).map(async ([pagePath, page]) => [pagePath, await input(page)] as const)))
  return pages(entries, await input(site.notFound), await input(site.serviceNotFound), site.toastStyleHashes)
}
