import express, { type RequestHandler } from 'express'
import { legacyRedirectTarget } from '../redirects.ts'
import { findService } from '../../app/shared/content/services.ts'
import { serviceIdOf } from '../../app/shared/servicePaths.ts'
import type { Pages } from './prerenderedPages.ts'
import { loadStaticFiles } from './builtFiles.ts'
import { type StaticResponse, sendStatic } from './staticResponse.ts'

/** The pages take the place of their HTML files. */
export function siteFiles(clientDir: string, pages: Pages): Map<string, StaticResponse> {
  return new Map([...loadStaticFiles(clientDir), ...pages.byPath])
}

/** The old site's addresses answer 301 with their new home; a trailing slash is dropped. */
export const redirectOldAddresses: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next()
  const target = legacyRedirectTarget(req.path)
  if (target) return res.redirect(301, target)
  if (req.path.length > 1 && req.path.endsWith('/')) return res.redirect(301, sameOriginPath(req.path.replace(/\/+$/, '')))
  next()
}

/** "//evil.example" (and "///…", "/\\…") would send a visitor to another host, so leading slashes become one. */
export function sameOriginPath(path: string) {
  return `/${path.replace(/^[/\\]+/, '')}`
}

export function siteRouter(pages: Pick<Pages, 'notFound' | 'serviceNotFound'>) {
  const router = express.Router()
  router.use(redirectOldAddresses)
  router.get(/.*/, (req, res) => {
    const serviceId = serviceIdOf(req.path)
    const unknownService = serviceId !== undefined && !findService(serviceId)
    sendStatic(req, res, unknownService ? pages.serviceNotFound : pages.notFound)
  })
  return router
}
