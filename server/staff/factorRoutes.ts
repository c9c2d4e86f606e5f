import express, { type Request, type RequestHandler, type Response } from 'express'
import * as v from 'valibot'
import type { Enrolled, PasskeyRegistration } from '../../app/shared/staffApi.ts'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { HttpError } from '../httpErrors.ts'
import type { FactorChange } from '../mail/factorChangeMessage.ts'
import type { Passkey } from '../store/store.ts'
import { serve } from '../serveRoute.ts'
import type { NotifyOwner } from './accountNotices.ts'
import type { CredentialChecks } from './credentialChecks.ts'
import { freshProof } from './freshProof.ts'
import { passkeysFor } from './passkeys.ts'
import { newRecoveryCodes } from './recoveryCodes.ts'
import { requireSession, type StaffOptions } from './requireStaff.ts'
import { advance, factorsOf, sessionAnswer } from './sessionStage.ts'
import { passkeyOrigin } from './staffOrigin.ts'
import { newTotpSecret, totpEnrolment, totpStep } from './totp.ts'

const pendingTotpMs = 10 * 60_000
const PasskeyParams = v.object({ id: v.pipe(v.string(), v.maxLength(1024)) })
const lastFactor = 'This is the only way you have to sign in: set up another before removing it.'

/**
 * The `enrol` stage can do nothing else; the first factor comes with the ten recovery codes, shown
 * once. Once signed in, every change asks for a fresh proof and is e-mailed to the account's owner.
 */
export function factorRouter(options: StaffOptions, checks: CredentialChecks, notifyOwner: NotifyOwner) {
  const { store, clock, origins, factorKey } = options
  const router = express.Router()
  const passkeys = (req: Request) => passkeysFor(passkeyOrigin(origins(req), req))
  const enrolling: RequestHandler[] = [requireSession(options, ['enrol', 'signed-in']), freshProof(clock)]
  const changing: RequestHandler[] = [requireSession(options, ['signed-in']), freshProof(clock)]

  const account = async (res: Response) => {
    const found = await store.accounts.find(res.locals.actor)
    if (!found) throw new HttpError(401, 'Please sign in to the inbox.')
    return found
  }

  const changed = (req: Request, res: Response, change: FactorChange) => {
    req.log.info({ username: res.locals.actor, event: `second factor changed: ${change.kind}` }, 'staff second factor')
    notifyOwner(res.locals.actor, change, clock.now())
  }

  /** At `enrol`, only while the account still has no factor: whoever holds the password too cannot add one after the owner. */
  async function keep(req: Request, res: Response, factor: { totp: string } | { passkey: Passkey }) {
    const username = res.locals.actor
    if (req.session.stage === 'enrol') {
      if (!(await store.accounts.enrolFirst(username, factor))) throw new HttpError(401, 'Please sign in to the inbox.')
    } else if ('totp' in factor) await store.accounts.setTotp(username, factor.totp)
    else await store.accounts.addPasskey(username, factor.passkey)
  }

  async function enrolled(req: Request, res: Response, change: FactorChange): Promise<Enrolled> {
    const username = res.locals.actor
    let recoveryCodes: string[] | null = null
    if ((await account(res)).recoveryCodeHashes.length === 0) {
      const fresh = newRecoveryCodes()
      await store.accounts.setRecoveryCodes(username, fresh.hashes)
      recoveryCodes = fresh.codes
    }
    if (req.session.stage === 'enrol') await advance(req, 'signed-in', clock.now().getTime())
    changed(req, res, change)
    return { session: sessionAnswer(await account(res), 'signed-in'), recoveryCodes }
  }

  serve(router, staffApi.factors, { use: [requireSession(options, ['enrol', 'signed-in'])] }, async (_checked, _req, res) => {
    const { totpSecret, passkeys, recoveryCodeHashes } = await account(res)
    return {
      totp: totpSecret !== null,
      passkeys: passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({
        id,
        name,
        createdAt: createdAt.toISOString(),
        lastUsedAt: lastUsedAt?.toISOString() ?? null,
      })),
      recoveryCodesLeft: recoveryCodeHashes.length,
    }
  })

  serve(router, staffApi.startTotp, { use: enrolling }, async (_checked, req, res) => {
    const secret = newTotpSecret()
    req.session.pendingTotp = { secret: factorKey.seal(secret), until: clock.now().getTime() + pendingTotpMs }
    return totpEnrolment(res.locals.actor, secret)
  })

  serve(router, staffApi.confirmTotp, { use: [...enrolling, express.json({ limit: '1kb' })] }, async ({ input: { code } }, req, res) => {
    const pending = req.session.pendingTotp
    const now = clock.now()
    if (!pending || pending.until < now.getTime()) throw new HttpError(409, 'Please start setting up the authenticator app again: the key shown has expired.')
    const step = totpStep(factorKey.open(pending.secret), code, now)
    if (step === undefined) throw new HttpError(400, 'That code is not right. Check the app shows Clarendon Solicitors and try the newest code.')
    await keep(req, res, { totp: pending.secret })
    await store.accounts.spendTotpStep(res.locals.actor, step)
    delete req.session.pendingTotp
    return enrolled(req, res, { kind: 'totp-set' })
  })

  serve(router, staffApi.removeTotp, { use: changing }, async (_checked, req, res) => {
    const found = await account(res)
    if (!found.totpSecret) throw new HttpError(404, 'No authenticator app is set up for this account.')
    if (factorsOf(found).length === 1) throw new HttpError(409, lastFactor)
    await store.accounts.setTotp(res.locals.actor, null)
    changed(req, res, { kind: 'totp-removed' })
  })

  serve(router, staffApi.passkeyOptions, { use: enrolling }, async (_checked, req, res) => {
    const options = await passkeys(req).registrationOptions(await account(res))
    req.session.challenge = options.challenge
    return options
  })

  serve(router, staffApi.addPasskey, { use: [...enrolling, express.json({ limit: '16kb' })] }, async ({ input }, req, res) => {
    // The schema gives a missing name as ''.
    const { response, name } = input as Required<PasskeyRegistration>
    const challenge = req.session.challenge
    delete req.session.challenge
    const unused = challenge !== undefined && (await checks.challengeUnused(challenge))
    const passkey = unused ? await passkeys(req).register(response, challenge, name, clock.now()) : undefined
    if (!passkey) throw new HttpError(400, 'The passkey could not be checked. Please try again.')
    await keep(req, res, { passkey })
    return enrolled(req, res, { kind: 'passkey-added', name: passkey.name })
  })

  serve(router, staffApi.removePasskey, { use: changing, params: PasskeyParams }, async ({ params: { id } }, req, res) => {
    const found = await account(res)
    const passkey = found.passkeys.find((key) => key.id === id)
    if (!passkey) throw new HttpError(404, 'This account has no such passkey.')
    if (factorsOf(found).length === 1 && found.passkeys.length === 1) throw new HttpError(409, lastFactor)
    await store.accounts.removePasskey(res.locals.actor, id)
    changed(req, res, { kind: 'passkey-removed', name: passkey.name })
  })

  serve(router, staffApi.newRecoveryCodes, { use: changing }, async (_checked, req, res) => {
    const fresh = newRecoveryCodes()
    await store.accounts.setRecoveryCodes(res.locals.actor, fresh.hashes)
    changed(req, res, { kind: 'recovery-codes' })
    return { codes: fresh.codes }
  })

  return router
}
