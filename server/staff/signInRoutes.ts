import { createHmac } from 'node:crypto'
import express, { type Request } from 'express'
import * as v from 'valibot'
import { SignInSchema, staffPaths, type StaffSession } from '../../app/shared/staffApi.ts'
import { HttpError } from '../httpErrors.ts'
import { addressKey, consumeOrRefuse, forget, giveBack, tooManyRequests } from '../rateLimits.ts'
import type { Store } from '../store/store.ts'
import { normaliseUsername } from './accounts.ts'
import { verifyPassword } from './passwords.ts'
import { currentStaff } from './requireStaff.ts'
import { sameOrigin } from './sameOrigin.ts'

/** Sign-ins allowed per username, and per client address (an IPv6 /64), before a pause; a success gives its point back. */
export const signInLimits = {
  perUsername: { points: 10, durationSeconds: 15 * 60 },
  perAddress: { points: 30, durationSeconds: 60 * 60 },
}

/**
 * Passwords checked at once. Each argon2 check holds 64 MiB and one of libuv's four threads
 * for about a tenth of a second; the threads left over keep the store's file reads moving, so
 * a burst of sign-ins cannot slow the inbox. Beyond this, a sign-in is refused (429) at once.
 */
export const concurrentChecks = 2

const wrongCredentials = 'Wrong username or password.'
const tooManyFailures = 'Too many failed sign-ins. Please wait before trying again.'
const busy = 'Too many sign-ins at once. Please try again in a moment.'

const regenerate = (req: Request) => new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())))
const destroy = (req: Request) => new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())))

/** GET who is signed in, POST to sign in, DELETE to sign out (staffPaths.session). */
export function signInRouter({ store }: { store: Store }) {
  const router = express.Router()
  const byUsername = store.rateLimiter({ keyPrefix: 'sign-in-username', ...signInLimits.perUsername })
  const byAddress = store.rateLimiter({ keyPrefix: 'sign-in-address', ...signInLimits.perAddress })
  let checking = 0

  // What was typed as a username may be a password typed in the wrong box: the log names an
  // account, and shows anything else only as a short keyed hash (repeats can be told apart,
  // the text cannot be guessed back without the key).
  let logKey: Promise<string> | undefined
  const named = async (username: string, isAccount: boolean) => {
    if (isAccount) return { username }
    logKey ??= store.secret('sign-in-log')
    return {
      usernameHash: createHmac('sha256', await logKey)
        .update(username)
        .digest('hex')
        .slice(0, 8),
    }
  }

  router.get(staffPaths.session, async (req, res) => {
    const username = await currentStaff(req, store.accounts)
    if (!username) throw new HttpError(401, 'Nobody is signed in.')
    res.json({ username, stage: 'signed-in', factors: [] } satisfies StaffSession)
  })

  router.post(staffPaths.session, sameOrigin, express.json({ limit: '4kb' }), async (req, res) => {
    const parsed = v.safeParse(SignInSchema, req.body)
    if (!parsed.success)
      throw new HttpError(400, 'Please enter your username and password.', { errors: v.flatten<typeof SignInSchema>(parsed.issues).nested ?? {} })
    if (checking >= concurrentChecks) {
      req.log.warn({ event: 'sign-in refused: too many at once' }, 'staff sign-in')
      throw tooManyRequests(1000, busy)
    }
    checking++
    try {
      const username = normaliseUsername(parsed.output.username)
      const address = addressKey(req.ip)
      const account = await store.accounts.find(username)
      const who = await named(username, account !== undefined)
      // The point is taken before the password is checked, so a burst of guesses is counted
      // as it arrives, not a hash later.
      await Promise.all([consumeOrRefuse(byUsername, username, tooManyFailures), consumeOrRefuse(byAddress, address, tooManyFailures)]).catch((error) => {
        if (error instanceof HttpError && error.status === 429) req.log.warn({ ...who, event: 'sign-in refused: too many failures' }, 'staff sign-in')
        throw error
      })
      // An unknown username costs the same hashing as a wrong password, and gets the same answer.
      if (!(await verifyPassword(account?.passwordHash, parsed.output.password)) || !account) {
        req.log.warn({ ...who, event: 'sign-in failed' }, 'staff sign-in')
        throw new HttpError(401, wrongCredentials)
      }
      await Promise.all([forget(byUsername, username), giveBack(byAddress, address)])
      // A new session id at sign-in, so an id planted before it is worth nothing after.
      await regenerate(req)
      Object.assign(req.session, { username, signedInAt: Date.now(), passwordChangedAt: account.passwordChangedAt.getTime() })
      req.log.info({ username, event: 'signed in' }, 'staff sign-in')
      res.json({ username, stage: 'signed-in', factors: [] } satisfies StaffSession)
    } finally {
      checking--
    }
  })

  router.delete(staffPaths.session, sameOrigin, async (req, res) => {
    const { username } = req.session
    await destroy(req)
    if (username) req.log.info({ username, event: 'signed out' }, 'staff sign-out')
    res.status(204).end()
  })

  return router
}
