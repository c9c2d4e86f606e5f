import type { RequestHandler } from 'express'
import { HttpError } from '../httpErrors.ts'

const forbidden = () => new HttpError(403, 'This request must come from the inbox on this site.')

/**
 * Refuses a state-changing request that another site could have made the browser send: modern
 * browsers say where a request came from in Sec-Fetch-Site; older ones send Origin, whose host
 * must be ours. (SameSite=Strict already keeps the cookie off cross-site requests; this is the
 * second lock.)
 */
export const sameOrigin: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  const site = req.get('sec-fetch-site')
  if (site) return next(site === 'same-origin' ? undefined : forbidden())
  const origin = req.get('origin')
  next(origin && URL.canParse(origin) && new URL(origin).host === req.host ? undefined : forbidden())
}
