import type { Operator } from '../../app/shared/content/operator.ts'

/** Written by the build (scripts/prerender.ts), read by the server. */
export interface PageEntry {
  file: string
  status: number
}

export interface PagesManifest {
  pages: Record<string, PageEntry>
  notFound: PageEntry
  serviceNotFound: PageEntry
  /** CSP sources of the stylesheets the toast library inserts (scripts/toastStylesheet.ts). */
  toastStyleHashes: string[]
  /** The operator the pages name (OPERATOR_* at build time); the server refuses to start naming another. */
  operator: Operator | null
}

export interface RenderedPage extends PageEntry {
  html: string
}

/** The site rendered in memory, for tests. */
export interface RenderedSite {
  pages: Record<string, RenderedPage>
  notFound: RenderedPage
  serviceNotFound: RenderedPage
  toastStyleHashes: string[]
  operator: Operator | null
}
