import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import helmet from 'helmet'

type Directives = Record<string, string[]>

/**
 * The site's Content-Security-Policy. Scripts run only from our origin: pages carry no inline
 * script (the prerender refuses one). Styles too, except the inline style blocks a page is
 * allowed by hash (pageContentSecurityPolicy).
 */
const directives: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // The embedded map loads only when the visitor asks for it.
  'frame-src': ['https://www.openstreetmap.org'],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
}

const sharedOptions = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginEmbedderPolicy: false,
}

/** Security headers for every response; a page replaces the policy with its own. */
export const securityHeaders = () => helmet({ ...sharedOptions, contentSecurityPolicy: { useDefaults: false, directives } })

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * The toast library adds its stylesheet as a <style> element when it loads, empty first and
 * then filled, so the policy allows both texts. They are read from the installed library, the
 * one the client build bundles.
 */
function toastStylesheets(): string[] {
  const source = readFileSync(createRequire(import.meta.url).resolve('sonner'), 'utf8')
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1]
  if (!literal) throw new Error('sonner no longer adds its stylesheet as the CSP expects; see server/security.ts')
  return ['', JSON.parse(literal) as string]
}
const toastStyleHashes = toastStylesheets().map(sha256)

/** The text of each <style> element in a page, exactly as the browser hashes it. */
export const inlineStyles = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css)

/** A page's policy: the site's, with the page's own style blocks and the toasts' allowed by hash. */
export function pageContentSecurityPolicy(html: string): string {
  const styleHashes = [...new Set([...inlineStyles(html).map(sha256), ...toastStyleHashes])]
  const page = { ...directives, 'style-src': [...directives['style-src']!, ...styleHashes] }
  return Object.entries(page)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';')
}
