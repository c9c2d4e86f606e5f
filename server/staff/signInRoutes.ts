import express, { type Request } from 'express'
import * as v from 'valibot'
import { SignInSchema, staffPaths, type StaffSession } from '../../app/shared/staffApi.ts'
import { HttpError } from '../httpErrors.ts'
import { count, forget, msUntilAllowed, tooManyRequests } from '../rateLimits.ts'
import type { Store } from '../store/store.ts'
import { normaliseUsername } from './accounts.ts'
import { verifyPassword } from './passwords.ts'
import { sameOrigin } from './sameOrigin.ts'

/** Failed sign-ins allowed per username, and per client address, before a pause. */
export const signInLimits = {
  perUsername: { points: 10, durationSeconds: 15 * 60 },
  perAddress: { points: 30, durationSeconds: 60 * 60 },
}

const wrongCredentials = 'Wrong username or password.'
const tooManyFailures = 'Too many failed sign-ins. Please wait before trying again.'

const regenerate = (req: Request) => new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())))
const destroy = (req: Request) => new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())))

/** GET who is signed in, POST to sign in, DELETE to sign out (staffPaths.session). */
export function signInRouter({ store }: { store: Store }) {
  const router = express.Router()
  const byUsername = store.rateLimiter({ keyPrefix: 'sign-in-username', ...signInLimits.perUsername })
  const byAddress = store.rateLimiter({ keyPrefix: 'sign-in-address', ...signInLimits.perAddress })

  router.get(staffPaths.session, (req, res) => {
    if (!req.session.username) throw new HttpError(401, 'Nobody is signed in.')
    res.json({ username: req.session.username } satisfies StaffSession)
  })

  router.post(staffPaths.session, sameOrigin, express.json({ limit: '4kb' }), async (req, res) => {
    const parsed = v.safeParse(SignInSchema, req.body)
    if (!parsed.success)
      throw new HttpError(400, 'Please enter your username and password.', { errors: v.flatten<typeof SignInSchema>(parsed.issues).nested ?? {} })
    const username = normaliseUsername(parsed.output.username)
    const address = req.ip ?? 'unknown'

    const wait = Math.max(await msUntilAllowed(byUsername, username), await msUntilAllowed(byAddress, address))
    if (wait > 0) {
      req.log.warn({ username, event: 'sign-in refused: too many failures' }, 'staff sign-in')
      throw tooManyRequests(wait, tooManyFailures)
    }

    // An unknown username costs the same hashing as a wrong password, and gets the same answer.
    const account = await store.accounts.find(username)
    if (!(await verifyPassword(account?.passwordHash, parsed.output.password)) || !account) {
      await Promise.all([count(byUsername, username), count(byAddress, address)])
      req.log.warn({ username, event: 'sign-in failed' }, 'staff sign-in')
      throw new HttpError(401, wrongCredentials)
    }

    await forget(byUsername, username)
    // A new session id at sign-in, so an id planted before it is worth nothing after.
    await regenerate(req)
    Object.assign(req.session, { username, signedInAt: Date.now(), passwordChangedAt: account.passwordChangedAt.getTime() })
    req.log.info({ username, event: 'signed in' }, 'staff sign-in')
    res.json({ username } satisfies StaffSession)
  })

  router.delete(staffPaths.session, sameOrigin, async (req, res) => {
    const { username } = req.session
    await destroy(req)
    if (username) req.log.info({ username, event: 'signed out' }, 'staff sign-out')
    res.status(204).end()
  })

  return router
}
