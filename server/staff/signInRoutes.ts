import { createHmac } from 'node:crypto'
import express, { type Request, type Response } from 'express'
import * as v from 'valibot'
import type { SignInSchema, SignInStage, StaffSession } from '../../app/shared/staffApi.ts'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { HttpError } from '../httpErrors.ts'
import { serve } from '../serveRoute.ts'
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

  serve(router, staffApi.session, {}, async (_checked, req) => {
    const username = await currentStaff(req, store.accounts, clock, ['second-factor', 'enrol', 'signed-in'])
    const account = username === undefined ? undefined : await store.accounts.find(username)
    if (!account) throw new HttpError(401, 'Nobody is signed in.')
    return sessionAnswer(account, req.session.stage!)
  })

  const signInRefused = (issues: [v.InferIssue<typeof SignInSchema>, ...v.InferIssue<typeof SignInSchema>[]]) =>
    new HttpError(400, 'Please enter your username and password.', { errors: v.flatten<typeof SignInSchema>(issues).nested ?? {} })

  serve(router, staffApi.signIn, { use: [fromOurOrigin, express.json({ limit: '4kb' })], refused: signInRefused }, async ({ input }, req) => {
    const username = normaliseUsername(input.username)
    const account = await store.accounts.find(username)
    const who = await named(username, account !== undefined)
    // An unknown username costs the same hashing as a wrong password, and gets the same answer.
    if (!(await checks.password(req, username, account, input.password, await checks.client(req, username))) || !account) {
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
    return sessionAnswer(account, stage)
  })

  const secondFactor = async (kind: CodeKind, req: Request, res: Response, check: (account: AccountWithFactors) => Promise<boolean>): Promise<StaffSession> => {
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
    if (!(await check(account))) {
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
    return sessionAnswer((await store.accounts.find(username)) ?? account, 'signed-in')
  }

  const codeRoute = { use: [atSecondFactor, express.json({ limit: '1kb' })], deferInput: true } as const

  serve(router, staffApi.signInTotp, codeRoute, (checked, req, res) =>
    secondFactor('totp', req, res, async (account) => {
      const { code } = checked.input
      const step = account.totpSecret ? totpStep(options.factorKey.open(account.totpSecret), code, clock.now()) : undefined
      return step !== undefined && (await store.accounts.spendTotpStep(account.username, step))
    }),
  )

  serve(router, staffApi.signInRecovery, codeRoute, (checked, req, res) =>
    secondFactor('recovery code', req, res, (account) => store.accounts.spendRecoveryCode(account.username, recoveryCodeHash(checked.input.code))),
  )

  serve(router, staffApi.signInPasskeyOptions, { use: [atSecondFactor] }, async (_checked, req, res) => {
    const account = await store.accounts.find(res.locals.actor)
    if (!account || account.passkeys.length === 0)
      throw new HttpError(409, 'This account has no passkey. Use a code from your authenticator app or a recovery code.')
    const options = await passkeys(req).authenticationOptions(account)
    req.session.challenge = options.challenge
    return options
  })

  serve(router, staffApi.signInPasskey, { use: [atSecondFactor, express.json({ limit: '16kb' })], deferInput: true }, (checked, req, res) =>
    secondFactor('passkey', req, res, async (account) => {
      const { response } = checked.input
      const challenge = req.session.challenge
      delete req.session.challenge
      if (!challenge || !(await checks.challengeUnused(challenge))) return false
      const used = await passkeys(req).authenticate(response, challenge, account)
      return used !== undefined && (await store.accounts.recordPasskeyUse(account.username, used.id, used.counter, clock.now()))
    }),
  )

  serve(router, staffApi.signOut, { use: [fromOurOrigin] }, async (_checked, req, res) => {
    const { username } = req.session
    await destroy(req)
    expireSessionCookie(req, res)
    if (username) req.log.info({ username, event: 'signed out' }, 'staff sign-out')
  })

  return router
}
