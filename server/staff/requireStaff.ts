import { createHash, timingSafeEqual } from 'node:crypto'
import type { Request, RequestHandler } from 'express'
import { HttpError } from '../httpErrors.ts'
import type { AccountRepository } from '../store/store.ts'
import { sameOrigin } from './sameOrigin.ts'
import { sessionMaxMs } from './sessions.ts'

declare global {
  namespace Express {
    interface Locals {
      /** Who is asking: a staff member's username, or "api" for the bearer token. */
      actor: string
    }
  }
}

/** Who the audit log and status history name for requests made with ADMIN_TOKEN. */
export const apiActor = 'api'

const bearerToken = (req: Request) => /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1]

/** Constant-time comparison (digests have equal length, whatever was sent). */
function tokenMatches(given: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

// Scripts learn from the header that a bearer token would do.
const challenge = { 'WWW-Authenticate': 'Bearer' }
const signInRequired = () => new HttpError(401, 'Please sign in to the inbox.', undefined, challenge)

const endSession = (req: Request) => new Promise<void>((resolve) => req.session.destroy(() => resolve()))

/**
 * Staff only: a script with `Authorization: Bearer $ADMIN_TOKEN`, or a signed-in staff member
 * whose account still exists, whose password has not changed since, and whose session is less
 * than a week old. A signed-in state change must also come from our own origin.
 */
export function requireStaff({ accounts, adminToken }: { accounts: AccountRepository; adminToken: string | undefined }): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req)
    if (token !== undefined) {
      if (!adminToken || !tokenMatches(token, adminToken)) throw new HttpError(401, 'The bearer token is not valid.', undefined, challenge)
      res.locals.actor = apiActor
      return next()
    }
    const { username, signedInAt = 0, passwordChangedAt } = req.session
    if (!username) throw signInRequired()
    const account = await accounts.find(username)
    if (!account || account.passwordChangedAt.getTime() !== passwordChangedAt || Date.now() - signedInAt > sessionMaxMs) {
      await endSession(req)
      throw signInRequired()
    }
    res.locals.actor = username
    sameOrigin(req, res, next)
  }
}
