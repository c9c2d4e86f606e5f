import type { RequestHandler } from 'express'
import { HttpError } from '../httpErrors.ts'

const forbidden = () => new HttpError(403, 'This request must come from the inbox on this site.')

/**
 * Refuses a state-changing request that another site could have made the browser send. An Origin
 * header must be SITE_URL's origin exactly (scheme, host and port: http:// or a sibling port is
 * another site); without one, the browser's Sec-Fetch-Site must say same-origin. (SameSite=Strict
 * already keeps the cookie off cross-site requests; this is the second lock.)
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
