import express, { type RequestHandler } from 'express'
import { type Proof, proofMinutes, proofRequired, sessionEnded } from '../../app/shared/staffApi.ts'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { HttpError } from '../httpErrors.ts'
import { serve } from '../serveRoute.ts'
import type { Clock } from './clock.ts'
import { type CodeKind, tooManyWrongCodes } from './codeAttempts.ts'
import type { CredentialChecks } from './credentialChecks.ts'
import { passkeysFor } from './passkeys.ts'
import { recoveryCodeHash } from './recoveryCodes.ts'
import { requireSession, type StaffOptions } from './requireStaff.ts'
import { destroy } from './sessionStage.ts'
import { expireSessionCookie, sessionKey } from './sessions.ts'
import { passkeyOrigin } from './staffOrigin.ts'
import { totpStep } from './totp.ts'

const proofMs = proofMinutes * 60_000

/**
 * A signed-in session changes how its account signs in only within minutes of proving both factors
 * again (or of signing in), so a stolen cookie cannot swap them (ASVS 5.0 V6.2.3). The first factor
 * of an account with none needs only the password just given.
 */
export function freshProof(clock: Clock): RequestHandler {
  return (req, _res, next) => {
    if (req.session.stage === 'enrol') return next()
    if (clock.now().getTime() - (req.session.provenAt ?? 0) <= proofMs) return next()
    next(new HttpError(403, 'Please confirm it is you: your password and a second factor again.', { reason: proofRequired }))
  }
}

/** The password and one second factor, given again by a signed-in member of staff. */
export function proofRouter(options: StaffOptions, checks: CredentialChecks) {
  const { store, clock, origins, factorKey } = options
  const router = express.Router()
  const signedIn = requireSession(options, ['signed-in'])

  serve(router, staffApi.proofPasskeyOptions, { use: [signedIn] }, async (_checked, req, res) => {
    const account = await store.accounts.find(res.locals.actor)
    if (!account || account.passkeys.length === 0) throw new HttpError(409, 'This account has no passkey.')
    const passkeyOptions = await passkeysFor(passkeyOrigin(origins(req), req)).authenticationOptions(account)
    req.session.challenge = passkeyOptions.challenge
    return passkeyOptions
  })

  serve(router, staffApi.proof, { use: [signedIn, express.json({ limit: '16kb' })] }, async ({ input: proof }, req, res) => {
    const username = res.locals.actor
    const kind: CodeKind = proof.totp ? 'totp' : proof.recoveryCode ? 'recovery code' : 'passkey'
    const account = await store.accounts.find(username)
    if (!account) throw new HttpError(401, 'Please sign in to the inbox.')
    const attempt = await checks.codes.take(`proof:${sessionKey(req.sessionID)}`, username, kind)
    const endSession = async () => {
      await destroy(req)
      expireSessionCookie(req, res)
      throw new HttpError(401, tooManyWrongCodes, { reason: sessionEnded })
    }
    if (attempt.spent) return endSession()
    const client = await checks.client(req, username)
    const passwordRight = await checks.password(req, username, account, proof.password, client)
    const factorRight = passwordRight && (await secondFactorRight(proof))
    if (!factorRight) {
      if (passwordRight) await checks.throttle.failed(username, client)
      req.log.warn({ username, event: `proof refused (${kind})` }, 'staff second factor')
      if (attempt.last) return endSession()
      throw new HttpError(401, passwordRight ? 'That second factor was not accepted. Please try again.' : 'That password is not right.')
    }
    await checks.codes.succeeded(username, kind)
    req.session.provenAt = clock.now().getTime()
    req.log.info({ username, event: `proved again with ${kind}` }, 'staff second factor')
    return { provenUntil: new Date(req.session.provenAt + proofMs).toISOString() }

    async function secondFactorRight({ totp, recoveryCode, passkey }: Proof) {
      if (totp) {
        const step = account!.totpSecret ? totpStep(factorKey.open(account!.totpSecret), totp, clock.now()) : undefined
        return step !== undefined && (await store.accounts.spendTotpStep(username, step))
      }
      if (recoveryCode) return store.accounts.spendRecoveryCode(username, recoveryCodeHash(recoveryCode))
      const challenge = req.session.challenge
      delete req.session.challenge
      if (!passkey || !challenge || !(await checks.challengeUnused(challenge))) return false
      const used = await passkeysFor(passkeyOrigin(origins(req), req)).authenticate(passkey, challenge, account!)
      return used !== undefined && (await store.accounts.recordPasskeyUse(username, used.id, used.counter, clock.now()))
    }
  })

  return router
}
