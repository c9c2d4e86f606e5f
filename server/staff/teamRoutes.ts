import { createHash, randomBytes } from 'node:crypto'
import express, { type Request, type Response } from 'express'
import * as v from 'valibot'
import * as staffApi from '../../app/shared/staffRoutes/team.ts'
import { invitationHours, UsernameSchema } from '../../app/shared/staffRoutes/team.ts'
import { HttpError } from '../httpErrors.ts'
import { invitationMessage } from '../mail/invitationMessage.ts'
import { serve } from '../serveRoute.ts'
import type { StoredInvitation } from '../store/store.ts'
import { AccountError, staffAccounts } from './accounts.ts'
import type { AccountMail } from './accountNotices.ts'
import { administratorOnly } from './administratorOnly.ts'
import { freshProof } from './freshProof.ts'
import { requireSession, type StaffOptions } from './requireStaff.ts'
import { factorsOf } from './sessionStage.ts'
import { passkeyOrigin } from './staffOrigin.ts'

/** What an invitation's link carries is a secret; the store keeps only this. */
export const invitationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

const mailOff =
  'Invitations are sent by e-mail, and this server sends none (SMTP_URL is not set). Add the account on the server instead: npm run staff -- add <username>.'
const notYourOwn = {
  remove: 'You cannot remove your own account. Another administrator can.',
  reset: 'Change how you sign in on your own How you sign in screen.',
  role: 'Your own role is changed by another administrator.',
}

const byUsername = { params: v.object({ username: UsernameSchema }) }

const pending = ({ username, email, role, invitedBy, expiresAt }: StoredInvitation) => ({
  username,
  email,
  role,
  invitedBy,
  expiresAt: expiresAt.toISOString(),
})

/**
 * The administrators' side of accounts: the staff command stays for the first account and for
 * recovery. A change to an account asks for a fresh proof, as a change to one's own factors does;
 * nobody changes their own account here, so an administrator always remains.
 */
export function teamRouter(options: StaffOptions, mail: AccountMail | undefined) {
  const { store, clock, origins } = options
  const router = express.Router()
  const accounts = staffAccounts(store.accounts, () => clock.now())
  const administrators = [requireSession(options, ['signed-in']), administratorOnly(store.accounts, 'manage the inbox’s accounts')]
  const changing = [...administrators, freshProof(clock)]

  const notSelf = (res: Response, username: string, refusal: string) => {
    if (username === res.locals.actor) throw new HttpError(409, refusal)
  }
  const noAccount = (error: unknown): never => {
    throw error instanceof AccountError ? new HttpError(404, error.message) : error
  }
  const done = (req: Request, res: Response, username: string, event: string) => req.log.info({ actor: res.locals.actor, username, event }, 'staff accounts')
  /** An administrator removed or made staff takes their open invitations with them. */
  const withdrawInvitationsOf = async (username: string) => {
    for (const sent of await store.invitations.list(clock.now())) if (sent.invitedBy === username) await store.invitations.cancel(sent.username)
  }

  serve(router, staffApi.team, { use: administrators }, async () => {
    const now = clock.now()
    const listed = await store.accounts.list()
    const members = await Promise.all(
      listed.map(async ({ username, role, email, createdAt }) => {
        const found = await store.accounts.find(username)
        return { username, role, email, createdAt: createdAt.toISOString(), factors: found ? factorsOf(found) : [] }
      }),
    )
    return {
      accounts: members.sort((a, b) => a.username.localeCompare(b.username)),
      invitations: (await store.invitations.list(now)).map(pending),
    }
  })

  serve(router, staffApi.invite, { use: [...changing, express.json({ limit: '2kb' })] }, async ({ input }, req, res) => {
    if (!mail) throw new HttpError(409, mailOff)
    const { username, email, role } = input
    if (await store.accounts.find(username)) throw new HttpError(409, `There is already an account called ${username}.`)
    const token = randomBytes(32).toString('base64url')
    const createdAt = clock.now()
    const invitation: StoredInvitation = {
      username,
      tokenHash: invitationTokenHash(token),
      email,
      role,
      invitedBy: res.locals.actor,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + invitationHours * 3_600_000),
    }
    if (!(await store.invitations.add(invitation))) {
      throw new HttpError(409, `${username} has already been invited. Cancel that invitation to send a new one.`)
    }
    // The link opens on the address this administrator is using; the token after `#` never reaches a server's log.
    const link = `${new URL('/staff/invitation', passkeyOrigin(origins(req), req)).href}#${token}`
    try {
      await mail.send(invitationMessage({ from: mail.from, to: email, username, role, invitedBy: res.locals.actor, link, expiresAt: invitation.expiresAt }))
    } catch (error) {
      // This one only: another administrator may have cancelled it and invited again meanwhile.
      await store.invitations.take(invitation.tokenHash, createdAt)
      req.log.warn({ actor: res.locals.actor, username, error: error instanceof Error ? error.name : 'error' }, 'invitation not e-mailed')
      throw new HttpError(503, 'The mail server did not take the invitation, so none was made. Please try again later.')
    }
    done(req, res, username, `invited as ${role}`)
    return pending(invitation)
  })

  serve(router, staffApi.cancelInvitation, { use: administrators, ...byUsername }, async ({ params: { username } }, req, res) => {
    if (!(await store.invitations.cancel(username))) throw new HttpError(404, `There is no invitation for ${username}.`)
    done(req, res, username, 'invitation cancelled')
  })

  serve(router, staffApi.removeAccount, { use: changing, ...byUsername }, async ({ params: { username } }, req, res) => {
    notSelf(res, username, notYourOwn.remove)
    const { returned } = await accounts.remove(username, res.locals.actor).catch(noAccount)
    await withdrawInvitationsOf(username)
    done(req, res, username, `removed; ${returned} open enquiries back in Unassigned`)
    return { returned }
  })

  serve(router, staffApi.resetFactors, { use: changing, ...byUsername }, async ({ params: { username } }, req, res) => {
    notSelf(res, username, notYourOwn.reset)
    await accounts.resetFactors(username).catch(noAccount)
    done(req, res, username, 'second factors reset')
  })

  serve(router, staffApi.setRole, { use: [...changing, express.json({ limit: '1kb' })], ...byUsername }, async ({ params: { username }, input }, req, res) => {
    notSelf(res, username, notYourOwn.role)
    await accounts.setRole(username, input.role).catch(noAccount)
    if (input.role === 'staff') await withdrawInvitationsOf(username)
    done(req, res, username, `role set to ${input.role}`)
  })

  return router
}
