import { readFileSync } from 'node:fs'
import path from 'node:path'
import express from 'express'
import { HttpError } from '../httpErrors.ts'
import { pageContentSecurityPolicy } from '../security.ts'

/**
 * The staff app: one HTML shell for every address under /staff (its router runs in the
 * browser), and its own assets. Built apart from the public site (dist/staff), so visitors
 * never load it and the service worker never caches it.
 */
export function staffAppRouter(staffDir: string) {
  const router = express.Router()
  let html: string
  try {
    html = readFileSync(path.join(staffDir, 'index.html'), 'utf8')
  } catch (cause) {
    throw new Error(`No staff app in ${staffDir}; run "npm run build" first`, { cause })
  }
  const policy = pageContentSecurityPolicy(html)

  router.use(
    '/staff/assets',
    express.static(path.join(staffDir, 'assets'), {
      index: false,
      setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  )
  router.use('/staff/assets', () => {
    throw new HttpError(404, 'Not found')
  })
  router.get(['/staff', '/staff/*path'], (_req, res) => {
    res.setHeader('Content-Security-Policy', policy)
    res.setHeader('X-Robots-Tag', 'noindex, nofollow')
    res.setHeader('Cache-Control', 'no-store')
    res.type('html').send(html)
  })
  return router
}
