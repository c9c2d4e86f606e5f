import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import express, { type Request, type RequestHandler, type Response } from 'express'
import { legacyRedirectTarget } from './redirects.ts'
import { findService } from '../app/shared/content/services.ts'
import { serviceIdOf } from '../app/shared/servicePaths.ts'
import type { Page, PageSource } from './pages.ts'

const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'no-cache'

/** Hashed build assets never change; everything else is checked with the server on each use. */
function cacheHeaders(res: Response, filePath: string) {
  if (/[\\/]assets[\\/]/.test(filePath)) res.setHeader('Cache-Control', immutable)
  else if (/(sw\.js|\.webmanifest)$/.test(filePath)) res.setHeader('Cache-Control', revalidate)
  else res.setHeader('Cache-Control', 'public, max-age=86400')
}

type Encoding = 'br' | 'gzip' | 'identity'

interface Body {
  bytes: Buffer
  etag: string
}

const encode: Record<Encoding, (html: string) => Buffer> = {
  br: (html) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  gzip: (html) => gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
  identity: (html) => Buffer.from(html),
}

/**
 * Pages never change while the server runs, so each is encoded once, as small as it will go
 * (brotli at its best is a fifth smaller than gzip here), and its ETag computed once, not again
 * on every request: a small first page arrives in the first round trip of a new connection.
 */
const pageBodies = new WeakMap<Page, Partial<Record<Encoding, Body>>>()
function pageBody(page: Page, encoding: Encoding): Body {
  const bodies = pageBodies.get(page) ?? {}
  pageBodies.set(page, bodies)
  if (!bodies[encoding]) {
    const bytes = encode[encoding](page.html)
    bodies[encoding] = { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` }
  }
  return bodies[encoding]
}

/** Brotli whenever the browser takes it (every current one does), else gzip, else plain text. */
function pageEncoding(req: Request): Encoding {
  if (req.acceptsEncodings('br')) return 'br'
  if (req.acceptsEncodings('gzip')) return 'gzip'
  return 'identity'
}

/** The old site's addresses answer 301 with their new home; a trailing slash is dropped. */
export const redirectOldAddresses: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  const target = legacyRedirectTarget(req.path)
  if (target) return res.redirect(301, target)
  if (req.path.length > 1 && req.path.endsWith('/')) return res.redirect(301, req.path.replace(/\/+$/, '') || '/')
  next()
}

/** The public site: old addresses, prerendered pages, static files and the two not-found pages. */
export function siteRouter(pages: PageSource, clientDir: string) {
  const router = express.Router()
  const sendPage = (req: Request, res: Response, page: Page) => {
    res.status(page.status).type('html').setHeader('Cache-Control', revalidate)
    res.setHeader('Content-Security-Policy', page.contentSecurityPolicy)
    res.vary('Accept-Encoding')
    const encoding = pageEncoding(req)
    const body = pageBody(page, encoding)
    // An ETag already set is one Express does not compute again; it still answers 304 with it.
    res.setHeader('ETag', body.etag)
    // A body already encoded is one the compression middleware leaves alone.
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.send(body.bytes)
  }

  router.use(redirectOldAddresses)
  router.get(/.*/, (req, res, next) => {
    const page = pages.find(req.path)
    if (page) return sendPage(req, res, page)
    next()
  })

  router.use(express.static(clientDir, { index: false, redirect: false, dotfiles: 'ignore', setHeaders: cacheHeaders }))

  router.get(/.*/, (req, res) => {
    const serviceId = serviceIdOf(req.path)
    const unknownService = serviceId !== undefined && !findService(serviceId)
    sendPage(req, res, unknownService ? pages.serviceNotFound : pages.notFound)
  })

  return router
}
