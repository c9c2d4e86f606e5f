import type { Request } from 'express'
import type { FactorKind, SignInStage, StaffSession } from '../../app/shared/staffApi.ts'
import type { AccountWithFactors } from '../store/store.ts'

export const regenerate = (req: Request) => new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())))
export const destroy = (req: Request) => new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())))

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

/**
 * A new id at each stage, so an id seen at a lower stage is worth nothing after. Reaching
 * `signed-in` is a proof of both factors, good for what asks for a fresh one (freshProof.ts).
 */
export async function advance(req: Request, stage: SignInStage, now: number) {
  const { username, signedInAt, passwordChangedAt, device } = req.session
  await regenerate(req)
  Object.assign(req.session, { username, stage, signedInAt, lastActiveAt: now, passwordChangedAt, device, provenAt: stage === 'signed-in' ? now : undefined })
}
