import express from 'express'
import * as staffApi from '../../app/shared/staffRoutes/invitation.ts'
import { HttpError } from '../httpErrors.ts'
import { addressKey, clientIp, consumeOrRefuse } from '../rateLimits.ts'
import { serve } from '../serveRoute.ts'
import type { StaffOptions } from './requireStaff.ts'
import { hashPassword, passwordProblem } from './passwords.ts'
import { sameOrigin } from './sameOrigin.ts'
import { invitationTokenHash } from './teamRoutes.ts'

const linkGone = 'This invitation link has expired or has already been used. Ask the partner who invited you to send a new one.'

/** Tries at a link per address: a token cannot be guessed, but nobody needs more. */
export const invitationLimit = { points: 20, durationSeconds: 15 * 60 }

/** A colleague's one-time link: who it is for, then the account made with the password they choose. */
export function invitationRouter({ store, clock, origins }: Pick<StaffOptions, 'store' | 'clock' | 'origins'>) {
  const router = express.Router()
  const limiter = store.rateLimiter({ keyPrefix: 'invitation', ...invitationLimit })
  const limited = [
    sameOrigin(origins),
    express.json({ limit: '4kb' }),
    async (req: express.Request, _res: express.Response, next: express.NextFunction) => {
      await consumeOrRefuse(limiter, addressKey(clientIp(req)), 'Too many tries at invitation links from this address. Please wait a few minutes.')
      next()
    },
  ]

  /** An invitation still good: the link unused and unexpired, and whoever sent it still an administrator. */
  const open = async (token: string) => {
    const invitation = await store.invitations.find(invitationTokenHash(token), clock.now())
    if (!invitation || (await store.accounts.find(invitation.invitedBy))?.role !== 'administrator') throw new HttpError(404, linkGone)
    return invitation
  }

  serve(router, staffApi.openInvitation, { use: limited }, async ({ input: { token } }) => {
    const { username, role, expiresAt } = await open(token)
    return { username, role, expiresAt: expiresAt.toISOString() }
  })

  serve(router, staffApi.acceptInvitation, { use: limited }, async ({ input: { token, password } }, req) => {
    const { username } = await open(token)
    const problem = passwordProblem(password, username)
    if (problem) throw new HttpError(400, problem, { errors: { password: [problem] } })
    const passwordHash = await hashPassword(password)
    const now = clock.now()
    const invitation = await store.invitations.take(invitationTokenHash(token), now)
    if (!invitation) throw new HttpError(404, linkGone)
    const { role, email } = invitation
    const added = await store.accounts.add({ username, role, email, alertAreas: null, passwordHash, passwordChangedAt: now, createdAt: now })
    if (!added) throw new HttpError(409, `There is already an account called ${username}. Ask the partner who invited you.`)
    req.log.info({ username, invitedBy: invitation.invitedBy, event: `account made from an invitation, as ${role}` }, 'staff accounts')
    return { username }
  })

  return router
}
