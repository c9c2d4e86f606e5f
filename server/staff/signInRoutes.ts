import { createHmac } from 'node:crypto'
import express, { type Request, type Response } from 'express'
import * as v from 'valibot'
import {
  PasskeyAnswerSchema,
  type PasskeyAnswer,
  RecoveryCodeSchema,
  SignInSchema,
  staffPaths,
  type SignInStage,
  TotpCodeSchema,
} from '../../app/shared/staffApi.ts'
import { HttpError } from '../httpErrors.ts'
import { parseRequest } from '../parseRequest.ts'
import type { AccountWithFactors } from '../store/store.ts'
import { normaliseUsername } from './accounts.ts'
import { type CodeKind, tooManyWrongCodes } from './codeAttempts.ts'
import type { CredentialChecks } from './credentialChecks.ts'
import { deviceName } from './device.ts'
import { passkeysFor } from './passkeys.ts'
import { prepareStandIn } from './passwords.ts'
import { recoveryCodeHash } from './recoveryCodes.ts'
import { currentStaff, requireSession, type StaffOptions } from './requireStaff.ts'
import { sameOrigin } from './sameOrigin.ts'
import { advance, destroy, hasSecondFactor, regenerate, sessionAnswer } from './sessionStage.ts'
import { expireSessionCookie, sessionKey } from './sessions.ts'
import { passkeyOrigin } from './staffOrigin.ts'
import { totpStep } from './totp.ts'

const wrongCredentials = 'Wrong username or password.'

/** An account with no second factor yet gets a session that can only enrol one (factorRoutes.ts). */
export function signInRouter(options: StaffOptions, checks: CredentialChecks) {
  const { store, clock, origins } = options
  const router = express.Router()
  const fromOurOrigin = sameOrigin(origins)
  const atSecondFactor = requireSession(options, ['second-factor'])
  const passkeys = (req: Request) => passkeysFor(passkeyOrigin(origins(req), req))
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
    const account = await store.accounts.find(username)
    const who = await named(username, account !== undefined)
    // An unknown username costs the same hashing as a wrong password, and gets the same answer.
    if (!(await checks.password(req, username, account, parsed.output.password, await checks.client(req, username))) || !account) {
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

  const secondFactor = (kind: CodeKind, check: (req: Request, account: AccountWithFactors) => Promise<boolean>) => async (req: Request, res: Response) => {
    const { actor: username } = res.locals
    const account = await store.accounts.find(username)
    if (!account) throw new HttpError(401, 'Please sign in to the inbox.')
    const client = await checks.client(req, username)
    const endSignIn = async () => {
      await destroy(req)
      expireSessionCookie(req, res)
    }
    const attempt = await checks.codes.take(sessionKey(req.sessionID), username, kind)
    if (attempt.spent) {
      await endSignIn()
      throw new HttpError(401, tooManyWrongCodes)
    }
    if (!(await check(req, account))) {
      await checks.throttle.failed(username, client)
      req.log.warn({ username, event: `${kind} refused` }, 'staff sign-in')
      if (attempt.last) {
        await endSignIn()
        throw new HttpError(401, tooManyWrongCodes)
      }
      throw new HttpError(401, kind === 'passkey' ? 'That passkey was not accepted. Please try again.' : 'That code is not right. Please try again.')
    }
    await checks.codes.succeeded(username, kind)
    await checks.throttle.succeeded(username, client)
    await advance(req, 'signed-in', clock.now().getTime())
    await checks.browsers.remember(req, res, username)
    req.log.info({ username, event: `signed in with ${kind}` }, 'staff sign-in')
    res.json(sessionAnswer((await store.accounts.find(username)) ?? account, 'signed-in'))
  }

  router.post(
    staffPaths.signInTotp,
    atSecondFactor,
    express.json({ limit: '1kb' }),
    secondFactor('totp', async (req, account) => {
      const { code } = parseRequest(TotpCodeSchema, req.body)
      const step = account.totpSecret ? totpStep(options.factorKey.open(account.totpSecret), code, clock.now()) : undefined
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
    const options = await passkeys(req).authenticationOptions(account)
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
      delete req.session.challenge
      if (!challenge || !(await checks.challengeUnused(challenge))) return false
      const used = await passkeys(req).authenticate(response, challenge, account)
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
