import type { RequestHandler } from 'express'
import { HttpError } from '../httpErrors.ts'

const forbidden = () => new HttpError(403, 'This request must come from the inbox on this site.')

/**
 * An Origin must be SITE_URL's exactly (http:// or a sibling port is another site); without one,
 * Sec-Fetch-Site must say same-origin. The second lock, after SameSite=Strict.
 */
export function sameOrigin(siteUrl: string): RequestHandler {
  const ours = new URL(siteUrl).origin
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const origin = req.get('origin')
    if (origin !== undefined) return next(URL.canParse(origin) && new URL(origin).origin === ours ? undefined : forbidden())
    next(req.get('sec-fetch-site') === 'same-origin' ? undefined : forbidden())
  }
}
