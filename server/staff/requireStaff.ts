import { createHash, timingSafeEqual } from 'node:crypto'
import type { Request, RequestHandler } from 'express'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { HttpError } from '../httpErrors.ts'
import { addressKey, consumeOrRefuse, msUntilAllowed, tooManyRequests } from '../rateLimits.ts'
import type { AccountRepository, Store } from '../store/store.ts'
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

/** Wrong bearer tokens allowed per client address (an IPv6 /64) before a pause, even for the right one. */
export const adminTokenLimit = { points: 10, durationSeconds: 15 * 60 }

const bearerToken = (req: Request) => /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1]

/** Constant-time comparison (digests have equal length, whatever was sent). */
function tokenMatches(given: string, expected: string) {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

// Scripts learn from the header that a bearer token would do.
const challenge = { 'WWW-Authenticate': 'Bearer' }
const signInRequired = () => new HttpError(401, 'Please sign in to the inbox.', undefined, challenge)
const tooManyWrongTokens = 'Too many wrong bearer tokens from this address. Please wait before trying again.'

const endSession = (req: Request) => new Promise<void>((resolve) => req.session.destroy(() => resolve()))

/**
 * The signed-in staff member, while their account still exists, their password has not
 * changed since they signed in, and their session is less than a week old; otherwise the
 * session ends here and there is nobody.
 */
export async function currentStaff(req: Request, accounts: AccountRepository): Promise<string | undefined> {
  const { username, signedInAt = 0, passwordChangedAt } = req.session
  if (!username) return undefined
  const account = await accounts.find(username)
  if (account && account.passwordChangedAt.getTime() === passwordChangedAt && Date.now() - signedInAt <= sessionMaxMs) return username
  await endSession(req)
  return undefined
}

/**
 * A wrong token is counted per address and logged; after adminTokenLimit of them, the address
 * is refused (429) whatever it sends, so the token cannot be guessed by trying.
 */
async function checkToken(req: Request, token: string, adminToken: string | undefined, failures: RateLimiterAbstract) {
  const address = addressKey(req.ip)
  if (adminToken && tokenMatches(token, adminToken)) {
    const wait = await msUntilAllowed(failures, address)
    if (wait > 0) throw tooManyRequests(wait, tooManyWrongTokens)
    return
  }
  req.log.warn({ event: 'bearer token refused' }, 'staff api')
  await consumeOrRefuse(failures, address, tooManyWrongTokens)
  throw new HttpError(401, 'The bearer token is not valid.', undefined, challenge)
}

/**
 * Staff only: a script with `Authorization: Bearer $ADMIN_TOKEN`, or a signed-in staff member
 * (currentStaff). A signed-in state change must also come from our own origin.
 */
export function requireStaff({ store, adminToken }: { store: Store; adminToken: string | undefined }): RequestHandler {
  const tokenFailures = store.rateLimiter({ keyPrefix: 'admin-token', ...adminTokenLimit })
  return async (req, res, next) => {
    const token = bearerToken(req)
    if (token !== undefined) {
      await checkToken(req, token, adminToken, tokenFailures)
      res.locals.actor = apiActor
      return next()
    }
    const username = await currentStaff(req, store.accounts)
    if (!username) throw signInRequired()
    res.locals.actor = username
    sameOrigin(req, res, next)
  }
}
