import { createHash, timingSafeEqual } from 'node:crypto'
import type { Request, RequestHandler } from 'express'
import type { RateLimiterAbstract } from 'rate-limiter-flexible'
import { backgroundHeader, type SignInStage } from '../../app/shared/staffApi.ts'
import { HttpError } from '../httpErrors.ts'
import { addressKey, clientIp, consumeOrRefuse, msUntilAllowed, tooManyRequests } from '../rateLimits.ts'
import type { AccountRepository, Store } from '../store/store.ts'
import type { Clock } from './clock.ts'
import type { FactorKey } from './factorKey.ts'
import { hasSecondFactor } from './sessionStage.ts'
import { sameOrigin } from './sameOrigin.ts'
import { sessionEnds } from './sessions.ts'

declare global {
  namespace Express {
    interface Locals {
      actor: string
    }
  }
}

export interface StaffOptions {
  store: Store
  adminToken: string | undefined
  clock: Clock
  /** The origins staff requests are taken from (staffOrigin.ts). */
  origins: (req: Request) => string[]
  factorKey: FactorKey
}

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

export const isBackground = (req: Request) => req.get(backgroundHeader) === '1'

/**
 * The session ends here when the account is gone, its password changed since sign-in, a limit has
 * passed (30 minutes idle, 12 hours, 10 minutes short of both factors), or it is a password-only
 * session of an account that has a second factor now. A request that is not a background refresh counts as an action.
 */
export async function currentStaff(
  req: Request,
  accounts: AccountRepository,
  clock: Clock,
  stages: readonly SignInStage[] = ['signed-in'],
): Promise<string | undefined> {
  const { username, stage, passwordChangedAt } = req.session
  if (!username) return undefined
  const now = clock.now().getTime()
  const account = await accounts.find(username)
  // A password-only session is worth nothing once the account has a second factor, whoever set it up.
  const live =
    account && account.passwordChangedAt.getTime() === passwordChangedAt && now < sessionEnds(req.session) && !(stage === 'enrol' && hasSecondFactor(account))
  if (!live) {
    await endSession(req)
    return undefined
  }
  if (!stage || !stages.includes(stage)) return undefined
  if (!isBackground(req)) req.session.lastActiveAt = now
  return username
}

/** After adminTokenLimit wrong tokens an address is refused whatever it sends, so the token cannot be guessed. */
async function checkToken(req: Request, token: string, adminToken: string | undefined, failures: RateLimiterAbstract) {
  const address = addressKey(clientIp(req))
  if (adminToken && tokenMatches(token, adminToken)) {
    const wait = await msUntilAllowed(failures, address)
    if (wait > 0) throw tooManyRequests(wait, tooManyWrongTokens)
    return
  }
  req.log.warn({ event: 'bearer token refused' }, 'staff api')
  await consumeOrRefuse(failures, address, tooManyWrongTokens)
  throw new HttpError(401, 'The bearer token is not valid.', undefined, challenge)
}

/** A bearer token, or a session past both factors; a signed-in state change must also come from our own origin. */
export function requireStaff({ store, adminToken, clock, origins }: StaffOptions): RequestHandler {
  const tokenFailures = store.rateLimiter({ keyPrefix: 'admin-token', ...adminTokenLimit })
  const fromOurOrigin = sameOrigin(origins)
  return async (req, res, next) => {
    const token = bearerToken(req)
    if (token !== undefined) {
      await checkToken(req, token, adminToken, tokenFailures)
      res.locals.actor = apiActor
      return next()
    }
    const username = await currentStaff(req, store.accounts, clock)
    if (!username) throw signInRequired()
    res.locals.actor = username
    fromOurOrigin(req, res, next)
  }
}

/** A session of one of `stages` (no bearer token: these are a person's own account), from our own origin. */
export function requireSession({ store, clock, origins }: Omit<StaffOptions, 'adminToken'>, stages: readonly SignInStage[]): RequestHandler {
  const fromOurOrigin = sameOrigin(origins)
  return async (req, res, next) => {
    const username = await currentStaff(req, store.accounts, clock, stages)
    if (!username) throw new HttpError(401, 'Please sign in to the inbox.')
    res.locals.actor = username
    fromOurOrigin(req, res, next)
  }
}
