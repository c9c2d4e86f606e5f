import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler, Response } from 'express'
import helmet from 'helmet'
import { firm } from '../../app/shared/content/firm.ts'

export interface PagePolicy {
  scripts: string[]
  styles: string[]
  framesMap: boolean
  /** The public pages link the web manifest; the staff app is no app to install. */
  installable: boolean
}

const pagePolicyOf = (res: ServerResponse): PagePolicy | undefined => (res as Response).locals.pagePolicy
/** Called by whatever sends a page, before it sends it: the security headers are written with the answer. */
export const setPagePolicy = (res: Response, policy: PagePolicy | undefined) => {
  res.locals.pagePolicy = policy
}

/** Scripts and styles only from our origin, except the inline blocks a page is allowed by hash: its loader and its CSS. */
const directives = {
  'default-src': ["'self'"],
  'script-src': [(_req: IncomingMessage, res: ServerResponse) => ["'self'", ...(pagePolicyOf(res)?.scripts ?? [])].join(' ')],
  'style-src': [(_req: IncomingMessage, res: ServerResponse) => ["'self'", ...(pagePolicyOf(res)?.styles ?? [])].join(' ')],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  // The embedded map loads only when the visitor asks for it; the staff app frames nothing.
  'frame-src': [(_req: IncomingMessage, res: ServerResponse) => (pagePolicyOf(res)?.framesMap === false ? "'none'" : 'https://www.openstreetmap.org')],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'manifest-src': [(_req: IncomingMessage, res: ServerResponse) => (pagePolicyOf(res)?.installable === false ? "'none'" : "'self'")],
  'worker-src': ["'self'"],
}

/**
 * A page another site opened keeps no handle on it (no swap to a look-alike form) and gets its own
 * process on Android; the fresh renderer costs the first visit blocking time (decision 0038).
 */
export const openerPolicy = 'same-origin' as const

/**
 * Features no page of ours uses, off for it and anything it embeds (OWASP ASVS 5.0 V3.4); passkeys keep
 * their default, this origin only. Only features every engine knows: an unknown one is a Chromium error.
 */
export const permissionsPolicy = 'camera=(), display-capture=(), geolocation=(), microphone=(), payment=(), usb=()'

/** Staff data is personal data, so no staff answer is kept; an error is checked again on each use, as a file may yet appear. */
export function cacheControl(path: string, status: number) {
  // Express matches routes whatever the case of the path, so these rules do too.
  if (status < 400 && /^\/(staff\/)?assets\//i.test(path)) return 'public, max-age=31536000, immutable'
  if (/^\/(api|staff)(\/|$)/i.test(path) || /^\/healthz$/i.test(path)) return 'no-store'
  if (status >= 400 || path === '/sw.js' || path.endsWith('.webmanifest') || path.endsWith('.html') || !/\.\w+$/.test(path)) return 'no-cache'
  return 'public, max-age=86400'
}

/** While the firm is fictional no answer may be listed (decision 0040); the staff app's page never is, nor its links followed. */
const robotsTag = (path: string) => (/^\/staff(\/(?!assets\/)|$)/i.test(path) ? 'noindex, nofollow' : firm.fictional ? 'noindex' : undefined)

/**
 * Written with the answer's head, not as the request comes in, so a page's policy can allow the
 * inline blocks of the page its handler chose, and caching can follow the status.
 */
export function answerHeaders(): RequestHandler {
  const security = helmet({
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: openerPolicy },
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: { useDefaults: false, directives },
  })
  const failed = (error?: unknown) => {
    if (error) throw error
  }
  return (req, res, next) => {
    const { path } = req
    const writeHead = res.writeHead as (...args: unknown[]) => Response
    res.writeHead = function (this: Response, ...args: unknown[]) {
      security(req, res, failed)
      res.setHeader('Permissions-Policy', permissionsPolicy)
      const robots = robotsTag(path)
      if (robots) res.setHeader('X-Robots-Tag', robots)
      res.setHeader('Cache-Control', cacheControl(path, res.statusCode))
      return writeHead.apply(this, args)
    } as Response['writeHead']
    next()
  }
}

export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The text of each <style> element in a page, exactly as the browser hashes it. */
export const inlineStyles = (html: string) => [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css)

/** The text of each inline script a browser would run (not JSON-LD, which is data). */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/type="application\/ld\+json"/.test(attributes))
    .map(([, , script = '']) => script)

/** The toast library's stylesheet is hashed by the build, which records what it inserts (scripts/toastStylesheet.ts). */
export function pagePolicy(html: string, toastStyleHashes: readonly string[], { framesMap = true, installable = true } = {}): PagePolicy {
  return {
    scripts: [...new Set(inlineScripts(html).map(cspHash))],
    styles: [...new Set([...inlineStyles(html).map(cspHash), ...toastStyleHashes])],
    framesMap,
    installable,
  }
}
