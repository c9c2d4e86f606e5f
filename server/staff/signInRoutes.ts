import { createHmac } from 'node:crypto'
import express, { type Request } from 'express'
import * as v from 'valibot'
import {
  type FactorKind,
  PasskeyAnswerSchema,
  type PasskeyAnswer,
  RecoveryCodeSchema,
  SignInSchema,
  staffPaths,
  type SignInStage,
  type StaffSession,
  TotpCodeSchema,
} from '../../app/shared/staffApi.ts'
import { HttpError } from '../httpErrors.ts'
import { parseRequest } from '../parseRequest.ts'
import { addressKey, clientIp, tooManyRequests } from '../rateLimits.ts'
import type { AccountWithFactors } from '../store/store.ts'
import { normaliseUsername } from './accounts.ts'
import { checkGate } from './checkGate.ts'
import { deviceName } from './device.ts'
import { passkeysFor } from './passkeys.ts'
import { prepareStandIn, verifyPassword } from './passwords.ts'
import { recoveryCodeHash } from './recoveryCodes.ts'
import { currentStaff, requireSession, type StaffOptions } from './requireStaff.ts'
import { sameOrigin } from './sameOrigin.ts'
import { expireSessionCookie } from './sessions.ts'
import { signInThrottle } from './signInThrottle.ts'
import { totpStep } from './totp.ts'

/**
 * Each argon2 check holds 64 MiB and one of libuv's four threads for about 0.1 s; the threads left keep
 * the store's reads moving, so a burst of sign-ins cannot slow the inbox. Beyond this a sign-in waits
 * up to `maxWaitMs`; only a longer flood is turned away (429).
 */
export const passwordChecks = { concurrent: 2, maxWaitMs: 5_000, maxQueue: 100 }

export const codeFailuresAllowed = 5

const wrongCredentials = 'Wrong username or password.'
const busy = 'Too many sign-ins at once. Please try again in a moment.'

const regenerate = (req: Request) => new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())))
const destroy = (req: Request) => new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())))

export const factorsOf = (account: AccountWithFactors): FactorKind[] => [
  ...(account.totpSecret ? (['totp'] as const) : []),
  ...(account.passkeys.length > 0 ? (['passkey'] as const) : []),
]
export const hasSecondFactor = (account: AccountWithFactors) => factorsOf(account).length > 0

export const sessionAnswer = (account: AccountWithFactors, stage: SignInStage): StaffSession => ({
  username: account.username,
  stage,
  factors: factorsOf(account),
  role: account.role,
})

/** A new id at each stage, so an id seen at a lower stage is worth nothing after. */
export async function advance(req: Request, stage: SignInStage, now: number) {
  const { username, signedInAt, passwordChangedAt, device } = req.session
  await regenerate(req)
  Object.assign(req.session, { username, stage, signedInAt, lastActiveAt: now, passwordChangedAt, device })
}

/** An account with no second factor yet gets a session that can only enrol one (factorRoutes.ts). */
export function signInRouter(options: StaffOptions) {
  const { store, clock, siteUrl } = options
  const router = express.Router()
  const throttle = signInThrottle(store, clock)
  const gate = checkGate(passwordChecks)
  const passkeys = passkeysFor(siteUrl)
  const fromOurOrigin = sameOrigin(siteUrl)
  const atSecondFactor = requireSession(options, ['second-factor'])
  // Made now, at boot: the first unknown username is then no slower to refuse than the rest.
  void prepareStandIn()
  // A username may be a password typed in the wrong box: the log names an account, and shows
  // anything else only as a short keyed hash.
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
    const username = await currentStaff(req, store.accounts, clock, ['second-factor', 'enrol', 'signed-in'])
    const account = username === undefined ? undefined : await store.accounts.find(username)
    if (!account) throw new HttpError(401, 'Nobody is signed in.')
    res.json(sessionAnswer(account, req.session.stage!))
  })

  router.post(staffPaths.session, fromOurOrigin, express.json({ limit: '4kb' }), async (req, res) => {
    const parsed = v.safeParse(SignInSchema, req.body)
    if (!parsed.success)
      throw new HttpError(400, 'Please enter your username and password.', { errors: v.flatten<typeof SignInSchema>(parsed.issues).nested ?? {} })
    const username = normaliseUsername(parsed.output.username)
    const address = addressKey(clientIp(req))
    const account = await store.accounts.find(username)
    const who = await named(username, account !== undefined)
    const waited = await throttle.wait(username, address)
    if (waited > 0) req.log.info({ ...who, event: 'sign-in slowed down', delayMs: waited }, 'staff sign-in')
    // An unknown username costs the same hashing as a wrong password, and gets the same answer.
    const checked = await gate.run(() => verifyPassword(account?.passwordHash, parsed.output.password))
    if (!checked) {
      req.log.warn({ event: 'sign-in turned away: too many at once', turnedAway: gate.turnedAway }, 'staff sign-in')
      throw tooManyRequests(1000, busy)
    }
    if (!checked.result || !account) {
      await throttle.failed(username, address)
      req.log.warn({ ...who, event: 'sign-in failed' }, 'staff sign-in')
      throw new HttpError(401, wrongCredentials)
    }
    const now = clock.now().getTime()
    const stage: SignInStage = hasSecondFactor(account) ? 'second-factor' : 'enrol'
    // A new session id at the password, so an id planted before it is worth nothing after.
    await regenerate(req)
    Object.assign(req.session, {
      username,
      stage,
      signedInAt: now,
      lastActiveAt: now,
      passwordChangedAt: account.passwordChangedAt.getTime(),
      device: deviceName(req.get('user-agent')),
    })
    req.log.info({ username, event: stage === 'enrol' ? 'password right; enrolling a second factor' : 'password right' }, 'staff sign-in')
    res.json(sessionAnswer(account, stage))
  })

  const secondFactor =
    (factor: string, check: (req: Request, account: AccountWithFactors) => Promise<boolean>) => async (req: Request, res: express.Response) => {
      const { actor: username } = res.locals
      const address = addressKey(clientIp(req))
      const account = await store.accounts.find(username)
      if (!account) throw new HttpError(401, 'Please sign in to the inbox.')
      // The password's answer waited already; a wrong code waits again before the next.
      if (req.session.codeFailures) await throttle.wait(username, address)
      if (!(await check(req, account))) {
        await throttle.failed(username, address)
        req.session.codeFailures = (req.session.codeFailures ?? 0) + 1
        req.log.warn({ username, event: `${factor} refused` }, 'staff sign-in')
        if (req.session.codeFailures >= codeFailuresAllowed) {
          await destroy(req)
          expireSessionCookie(req, res)
          throw new HttpError(401, 'Too many wrong codes. Please sign in again with your password.')
        }
        throw new HttpError(401, factor === 'passkey' ? 'That passkey was not accepted. Please try again.' : 'That code is not right. Please try again.')
      }
      await throttle.succeeded(username, address)
      await advance(req, 'signed-in', clock.now().getTime())
      req.log.info({ username, event: `signed in with ${factor}` }, 'staff sign-in')
      res.json(sessionAnswer((await store.accounts.find(username)) ?? account, 'signed-in'))
    }

  router.post(
    staffPaths.signInTotp,
    atSecondFactor,
    express.json({ limit: '1kb' }),
    secondFactor('totp', async (req, account) => {
      const { code } = parseRequest(TotpCodeSchema, req.body)
      const step = account.totpSecret ? totpStep(account.totpSecret, code, clock.now()) : undefined
      return step !== undefined && (await store.accounts.spendTotpStep(account.username, step))
    }),
  )

  router.post(
    staffPaths.signInRecovery,
    atSecondFactor,
    express.json({ limit: '1kb' }),
    secondFactor('recovery code', async (req, account) => {
      const { code } = parseRequest(RecoveryCodeSchema, req.body)
      return store.accounts.spendRecoveryCode(account.username, recoveryCodeHash(code))
    }),
  )

  router.post(staffPaths.signInPasskeyOptions, atSecondFactor, async (req, res) => {
    const account = await store.accounts.find(res.locals.actor)
    if (!account || account.passkeys.length === 0)
      throw new HttpError(409, 'This account has no passkey. Use a code from your authenticator app or a recovery code.')
    const options = await passkeys.authenticationOptions(account)
    req.session.challenge = options.challenge
    res.json(options)
  })

  router.post(
    staffPaths.signInPasskey,
    atSecondFactor,
    express.json({ limit: '16kb' }),
    secondFactor('passkey', async (req, account) => {
      const { response } = parseRequest(PasskeyAnswerSchema, req.body) as unknown as PasskeyAnswer
      const challenge = req.session.challenge
      // A challenge answers once.
      delete req.session.challenge
      const used = challenge ? await passkeys.authenticate(response, challenge, account) : undefined
      return used !== undefined && (await store.accounts.recordPasskeyUse(account.username, used.id, used.counter, clock.now()))
    }),
  )

  router.delete(staffPaths.session, fromOurOrigin, async (req, res) => {
    const { username } = req.session
    await destroy(req)
    expireSessionCookie(req, res)
    if (username) req.log.info({ username, event: 'signed out' }, 'staff sign-out')
    res.status(204).end()
  })

  return router
}
