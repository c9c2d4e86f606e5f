import express, { type RequestHandler, type Response } from 'express'
import { legacyRedirectTarget } from '../app/redirects.ts'
import { findService } from '../app/content/services.ts'
import type { Page, PageSource } from './pages.ts'

const immutable = 'public, max-age=31536000, immutable'
const revalidate = 'no-cache'

/** Hashed build assets never change; everything else is checked with the server on each use. */
function cacheHeaders(res: Response, filePath: string) {
  if (/[\\/]assets[\\/]/.test(filePath)) res.setHeader('Cache-Control', immutable)
  else if (/(sw\.js|\.webmanifest)$/.test(filePath)) res.setHeader('Cache-Control', revalidate)
  else res.setHeader('Cache-Control', 'public, max-age=86400')
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
  const sendPage = (res: Response, page: Page) => {
    res.status(page.status).type('html').setHeader('Cache-Control', revalidate)
    res.send(page.html)
  }

  router.use(redirectOldAddresses)
  router.get(/.*/, (req, res, next) => {
    const page = pages.find(req.path)
    if (page) return sendPage(res, page)
    next()
  })

  router.use(express.static(clientDir, { index: false, redirect: false, dotfiles: 'ignore', setHeaders: cacheHeaders }))

  router.get(/.*/, (req, res) => {
    const serviceId = /^\/services\/([^/]+)$/.exec(req.path)?.[1]
    const unknownService = serviceId !== undefined && !findService(serviceId)
    sendPage(res, unknownService ? pages.serviceNotFound : pages.notFound)
  })

  return router
}
