import { createHash } from 'node:crypto'
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import type { RequestHandler } from 'express'
import helmet from 'helmet'
import { firm } from '../../app/shared/content/firm.ts'

type Directives = Record<string, string[]>

/**
 * The site's Content-Security-Policy. Scripts and styles run only from our origin, except the
 * inline script and style blocks a page is allowed by hash (pageSecurityHeaders): its page
 * loader (the only inline script the prerender lets through) and its own CSS.
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

/**
 * A page another site opened keeps no handle on it (no later swap to a look-alike form) and, on
 * Android, gets a process of its own. It costs the first visit a fresh renderer, which
 * Lighthouse counts as blocking time: decision 0038.
 */
export const openerPolicy = 'same-origin' as const

const sharedOptions = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginOpenerPolicy: { policy: openerPolicy },
  crossOriginEmbedderPolicy: false,
}

/**
 * While the firm is fictional no search engine may list anything the server answers, a page, a
 * file or the API (issue 36 item 2, decision 0040); the pages say it in a meta tag as well. It
 * travels with the security headers because they reach every answer, ahead of Express or not.
 */
const robotsTag = firm.fictional ? 'noindex' : undefined

/**
 * Powerful features no page of ours uses, switched off for it and anything it embeds, so an
 * injected script or a framed page cannot ask for them (OWASP ASVS 5.0 V3.4). Passkeys
 * (publickey-credentials-*) keep their default, this origin only. Only features every engine
 * knows are named: an unknown one is a console error in Chromium.
 */
export const permissionsPolicy = 'camera=(), display-capture=(), geolocation=(), microphone=(), payment=(), usb=()'

const helmetWith = (directives: Directives): RequestHandler => {
  const headers = helmet({ ...sharedOptions, contentSecurityPolicy: { useDefaults: false, directives } })
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', permissionsPolicy)
    if (robotsTag) res.setHeader('X-Robots-Tag', robotsTag)
    headers(req, res, next)
  }
}

/** Security headers for every response the middleware chain answers (the API, the staff app). */
export const securityHeaders = () => helmetWith(directives)

/**
 * The headers a helmet middleware sets, read once from a response that is never sent, so an
 * answer made ahead of time carries exactly what helmet's configuration here says.
 */
function headersSetBy(middleware: RequestHandler): Record<string, string> {
  const req = new IncomingMessage(new Socket())
  const res = new ServerResponse(req)
  let finished = false
  middleware(req as Parameters<RequestHandler>[0], res as Parameters<RequestHandler>[1], (error?: unknown) => {
    if (error) throw error
    finished = true
  })
  if (!finished) throw new Error('helmet no longer sets its headers at once; see server/static/securityHeaders.ts')
  // Node's OutgoingMessage has getRawHeaderNames (names as helmet wrote them); its types give it to ClientRequest only.
  const names = (res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames()
  return Object.fromEntries(names.map((name) => [name, String(res.getHeader(name))]))
}

/** What securityHeaders() sets: the headers of a file made ahead of time. */
export const fileSecurityHeaders = () => headersSetBy(securityHeaders())

/** A CSP source that allows one inline stylesheet or script: the hash of its exact text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The text of each <style> element in a page, exactly as the browser hashes it. */
export const inlineStyles = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css)

/** The text of each inline script a browser would run (not JSON-LD, which is data). */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/type="application\/ld\+json"/.test(attributes))
    .map(([, , script = '']) => script)

/**
 * A page's security headers: the site's, with a policy that allows the page's own script and
 * style blocks and the stylesheet the toast library adds (its hashes come from the build, which
 * records what the library inserts: scripts/toastStylesheet.ts).
 */
export function pageSecurityHeaders(html: string, toastStyleHashes: readonly string[], policy: Directives = directives): Record<string, string> {
  const styleHashes = [...new Set([...inlineStyles(html).map(cspHash), ...toastStyleHashes])]
  const scriptHashes = [...new Set(inlineScripts(html).map(cspHash))]
  return headersSetBy(
    helmetWith({ ...policy, 'script-src': [...policy['script-src']!, ...scriptHashes], 'style-src': [...policy['style-src']!, ...styleHashes] }),
  )
}

/** The staff app's page: the site's policy without what only public pages need (the map's frame, the web manifest). */
export const staffPageSecurityHeaders = (html: string, toastStyleHashes: readonly string[]) => {
  const { 'manifest-src': _manifest, ...rest } = directives
  return pageSecurityHeaders(html, toastStyleHashes, { ...rest, 'frame-src': ["'none'"] })
}
