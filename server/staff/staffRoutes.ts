import { createHash } from 'node:crypto'
import express, { type RequestHandler } from 'express'
import { auditPageSize, type Preferences, type SessionSummary } from '../../app/shared/staffApi.ts'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { HttpError } from '../httpErrors.ts'
import { serve } from '../serveRoute.ts'
import { administratorOnly } from './administratorOnly.ts'
import { apiActor, requireSession, requireStaff, type StaffOptions } from './requireStaff.ts'
import { sessionKey } from './sessions.ts'

/** The bearer token is no account: it has no e-mail or areas to choose. */
const signedInAccount = (actor: string) => {
  if (actor === apiActor) throw new HttpError(400, 'Preferences belong to a staff account: sign in to the inbox to set them.')
  return actor
}
const staffAccountOnly: RequestHandler = (_req, res, next) => {
  signedInAccount(res.locals.actor)
  next()
}

/** What the list of sessions shows of a session's key: enough to tell them apart, nothing to sign in with. */
const summaryId = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 16)

interface StoredSession {
  stage?: string
  signedInAt?: number
  lastActiveAt?: number
  device?: string
}

/** Staff as the inbox needs them: who can be given an enquiry, each account's own preferences and sessions, and the audit log. */
export function staffRouter(options: StaffOptions) {
  const { store, clock } = options
  const router = express.Router()
  const staff = requireStaff(options)
  const ownSession = requireSession(options, ['signed-in'])

  serve(router, staffApi.staffAccounts, { use: [staff] }, async () => {
    const accounts = await store.accounts.list()
    return accounts.map(({ username }) => ({ username })).sort((a, b) => a.username.localeCompare(b.username))
  })

  serve(router, staffApi.preferences, { use: [staff] }, async (_checked, _req, res) => {
    const account = await store.accounts.find(signedInAccount(res.locals.actor))
    if (!account) throw new HttpError(404, 'This account no longer exists.')
    return { email: account.email, alertAreas: account.alertAreas }
  })

  // The account is named before the body is checked: the bearer token is refused whatever it sends.
  serve(router, staffApi.setPreferences, { use: [staff, express.json({ limit: '4kb' }), staffAccountOnly] }, async ({ input }, req, res) => {
    const username = res.locals.actor
    const preferences: Preferences = { email: input.email, alertAreas: input.alertAreas === null ? null : [...new Set(input.alertAreas)] }
    if (!(await store.accounts.setPreferences(username, preferences))) throw new HttpError(404, 'This account no longer exists.')
    req.log.info({ actor: username }, 'alert preferences changed')
    return preferences
  })

  serve(router, staffApi.sessions, { use: [ownSession] }, async (_checked, req, res) => {
    const current = sessionKey(req.sessionID)
    const sessions = (await store.sessions.listFor(res.locals.actor, clock.now())).filter(({ data }) => (data as StoredSession).stage === 'signed-in')
    const summaries = sessions.map(({ key, data }): SessionSummary => {
      const { signedInAt = 0, lastActiveAt = 0, device = 'A browser' } = data as StoredSession
      return {
        id: summaryId(key),
        current: key === current,
        signedInAt: new Date(signedInAt).toISOString(),
        lastActiveAt: new Date(lastActiveAt).toISOString(),
        device,
      }
    })
    return summaries.sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt))
  })

  serve(router, staffApi.endOtherSessions, { use: [ownSession] }, async (_checked, req, res) => {
    const ended = await store.sessions.destroyFor(res.locals.actor, sessionKey(req.sessionID))
    req.log.info({ username: res.locals.actor, ended, event: 'signed out everywhere else' }, 'staff sessions')
    return { ended }
  })

  serve(router, staffApi.audit, { use: [staff, administratorOnly(store.accounts, 'read the audit log')] }, async ({ input }) => {
    const { page = 1, actor, action, enquiry } = input
    const filter = { ...(actor ? { actor } : {}), ...(action ? { action } : {}), ...(enquiry ? { enquiryId: enquiry } : {}) }
    const { items, total } = await store.audit.page({ skip: (page - 1) * auditPageSize, limit: auditPageSize }, filter)
    // Each enquiry by its enquirer's name while it is kept, as the inbox's list names it.
    const ids = [...new Set(items.map((entry) => entry.enquiryId))]
    const names = new Map(
      await Promise.all(
        ids.map(async (id) => {
          const enquiry = await store.enquiries.get(id)
          return [id, enquiry ? `${enquiry.firstName} ${enquiry.lastName}` : null] as const
        }),
      ),
    )
    return {
      items: items.map(({ at, actor, action, enquiryId }) => ({ at: at.toISOString(), actor, action, enquiryId, enquiryName: names.get(enquiryId) ?? null })),
      page,
      pageCount: Math.max(1, Math.ceil(total / auditPageSize)),
    }
  })

  return router
}
