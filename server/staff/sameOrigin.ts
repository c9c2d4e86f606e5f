import type { Request, RequestHandler } from 'express'
import { HttpError } from '../httpErrors.ts'

const forbidden = () => new HttpError(403, 'This request must come from the inbox on this site.')

/**
 * An Origin must be one of the staff origins exactly (http:// or a sibling port is another site);
 * without one, Sec-Fetch-Site must say same-origin. The second lock, after SameSite=Strict.
 */
export function sameOrigin(origins: (req: Request) => string[]): RequestHandler {
  return (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const origin = req.get('origin')
    if (origin !== undefined) return next(URL.canParse(origin) && origins(req).includes(new URL(origin).origin) ? undefined : forbidden())
    next(req.get('sec-fetch-site') === 'same-origin' ? undefined : forbidden())
  }
}
