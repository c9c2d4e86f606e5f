import type { Operator } from '../../app/shared/content/operator.ts'

/**
 * The prerendered site as the build hands it to the server (scripts/prerender.ts writes it, the
 * server reads it): what each page's file is and the status it answers with.
 */
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

/** The same, with each page's HTML, when the site is rendered in memory (tests). */
export interface RenderedSite {
  pages: Record<string, RenderedPage>
  notFound: RenderedPage
  serviceNotFound: RenderedPage
  toastStyleHashes: string[]
  operator: Operator | null
}
