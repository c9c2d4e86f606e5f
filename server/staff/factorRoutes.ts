import express, { type Request, type Response } from 'express'
import {
  type Enrolled,
  type Factors,
  PasskeyRegistrationSchema,
  type PasskeyRegistration,
  type RecoveryCodes,
  staffPaths,
  TotpCodeSchema,
} from '../../app/shared/staffApi.ts'
import { HttpError } from '../httpErrors.ts'
import { parseRequest } from '../parseRequest.ts'
import { passkeysFor } from './passkeys.ts'
import { newRecoveryCodes } from './recoveryCodes.ts'
import { requireSession, type StaffOptions } from './requireStaff.ts'
import { advance, sessionAnswer } from './signInRoutes.ts'
import { newTotpSecret, totpEnrolment, totpStep } from './totp.ts'

const pendingTotpMs = 10 * 60_000

/** The `enrol` stage can do nothing else; the first factor comes with the ten recovery codes, shown once. */
export function factorRouter(options: StaffOptions) {
  const { store, clock, siteUrl } = options
  const router = express.Router()
  const passkeys = passkeysFor(siteUrl)
  const enrolling = requireSession(options, ['enrol', 'signed-in'])
  const signedIn = requireSession(options, ['signed-in'])

  const account = async (res: Response) => {
    const found = await store.accounts.find(res.locals.actor)
    if (!found) throw new HttpError(401, 'Please sign in to the inbox.')
    return found
  }

  async function enrolled(req: Request, res: Response, factor: string) {
    const username = res.locals.actor
    let recoveryCodes: string[] | null = null
    if ((await account(res)).recoveryCodeHashes.length === 0) {
      const fresh = newRecoveryCodes()
      await store.accounts.setRecoveryCodes(username, fresh.hashes)
      recoveryCodes = fresh.codes
    }
    if (req.session.stage === 'enrol') await advance(req, 'signed-in', clock.now().getTime())
    req.log.info({ username, event: `${factor} enrolled` }, 'staff second factor')
    res.json({ session: sessionAnswer(await account(res), 'signed-in'), recoveryCodes } satisfies Enrolled)
  }

  router.get(staffPaths.factors, enrolling, async (_req, res) => {
    const { totpSecret, passkeys, recoveryCodeHashes } = await account(res)
    res.json({
      totp: totpSecret !== null,
      passkeys: passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({
        id,
        name,
        createdAt: createdAt.toISOString(),
        lastUsedAt: lastUsedAt?.toISOString() ?? null,
      })),
      recoveryCodesLeft: recoveryCodeHashes.length,
    } satisfies Factors)
  })

  router.post(staffPaths.totp, enrolling, async (req, res) => {
    const secret = newTotpSecret()
    req.session.pendingTotp = { secret, until: clock.now().getTime() + pendingTotpMs }
    res.json(await totpEnrolment(res.locals.actor, secret))
  })

  router.put(staffPaths.totp, enrolling, express.json({ limit: '1kb' }), async (req, res) => {
    const { code } = parseRequest(TotpCodeSchema, req.body)
    const pending = req.session.pendingTotp
    const now = clock.now()
    if (!pending || pending.until < now.getTime()) throw new HttpError(409, 'Please start setting up the authenticator app again: the key shown has expired.')
    const step = totpStep(pending.secret, code, now)
    if (step === undefined) throw new HttpError(400, 'That code is not right. Check the app shows Clarendon Solicitors and try the newest code.')
    await store.accounts.setTotp(res.locals.actor, pending.secret)
    await store.accounts.spendTotpStep(res.locals.actor, step)
    delete req.session.pendingTotp
    await enrolled(req, res, 'totp')
  })

  router.post(staffPaths.passkeyOptions, enrolling, async (req, res) => {
    const options = await passkeys.registrationOptions(await account(res))
    req.session.challenge = options.challenge
    res.json(options)
  })

  router.post(staffPaths.passkeys, enrolling, express.json({ limit: '16kb' }), async (req, res) => {
    const { response, name } = parseRequest(PasskeyRegistrationSchema, req.body) as unknown as Required<PasskeyRegistration>
    const challenge = req.session.challenge
    delete req.session.challenge
    const passkey = challenge ? await passkeys.register(response, challenge, name, clock.now()) : undefined
    if (!passkey) throw new HttpError(400, 'The passkey could not be checked. Please try again.')
    await store.accounts.addPasskey(res.locals.actor, passkey)
    await enrolled(req, res, 'passkey')
  })

  router.post(staffPaths.recoveryCodes, signedIn, async (req, res) => {
    const fresh = newRecoveryCodes()
    await store.accounts.setRecoveryCodes(res.locals.actor, fresh.hashes)
    req.log.info({ username: res.locals.actor, event: 'new recovery codes' }, 'staff second factor')
    res.json({ codes: fresh.codes } satisfies RecoveryCodes)
  })

  return router
}
