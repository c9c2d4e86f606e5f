import { createHash } from 'node:crypto'
import express from 'express'
import {
  type AuditPage,
  AuditSearchSchema,
  auditPageSize,
  PreferencesSchema,
  type Preferences,
  type SessionSummary,
  type StaffAccountSummary,
  staffPaths,
} from '../../app/shared/staffApi.ts'
import { HttpError } from '../httpErrors.ts'
import { parseRequest } from '../parseRequest.ts'
import { administratorOnly } from './administratorOnly.ts'
import { apiActor, requireSession, requireStaff, type StaffOptions } from './requireStaff.ts'
import { sessionKey } from './sessions.ts'

/** The bearer token is no account: it has no e-mail or areas to choose. */
const signedInAccount = (actor: string) => {
  if (actor === apiActor) throw new HttpError(400, 'Preferences belong to a staff account: sign in to the inbox to set them.')
  return actor
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

  router.get(staffPaths.staff, staff, async (_req, res) => {
    const accounts = await store.accounts.list()
    res.json(accounts.map(({ username }): StaffAccountSummary => ({ username })).sort((a, b) => a.username.localeCompare(b.username)))
  })

  router.get(staffPaths.preferences, staff, async (_req, res) => {
    const account = await store.accounts.find(signedInAccount(res.locals.actor))
    if (!account) throw new HttpError(404, 'This account no longer exists.')
    res.json({ email: account.email, alertAreas: account.alertAreas } satisfies Preferences)
  })

  router.put(staffPaths.preferences, staff, express.json({ limit: '4kb' }), async (req, res) => {
    const username = signedInAccount(res.locals.actor)
    const { email, alertAreas } = parseRequest(PreferencesSchema, req.body)
    const preferences: Preferences = { email, alertAreas: alertAreas === null ? null : [...new Set(alertAreas)] }
    if (!(await store.accounts.setPreferences(username, preferences))) throw new HttpError(404, 'This account no longer exists.')
    req.log.info({ actor: username }, 'alert preferences changed')
    res.json(preferences)
  })

  router.get(staffPaths.sessions, ownSession, async (req, res) => {
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
    res.json(summaries.sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt)))
  })

  router.delete(staffPaths.otherSessions, ownSession, async (req, res) => {
    const ended = await store.sessions.destroyFor(res.locals.actor, sessionKey(req.sessionID))
    req.log.info({ username: res.locals.actor, ended, event: 'signed out everywhere else' }, 'staff sessions')
    res.json({ ended })
  })

  router.get(staffPaths.audit, staff, administratorOnly(store.accounts, 'read the audit log'), async (req, res) => {
    const { page = 1, actor, action, enquiry } = parseRequest(AuditSearchSchema, req.query)
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
    res.json({
      items: items.map(({ at, actor, action, enquiryId }) => ({ at: at.toISOString(), actor, action, enquiryId, enquiryName: names.get(enquiryId) ?? null })),
      page,
      pageCount: Math.max(1, Math.ceil(total / auditPageSize)),
    } satisfies AuditPage)
  })

  return router
}
