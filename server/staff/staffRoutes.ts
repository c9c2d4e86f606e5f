import express from 'express'
import { PreferencesSchema, staffPaths, type Preferences, type StaffAccountSummary } from '../../app/shared/staffApi.ts'
import { HttpError } from '../httpErrors.ts'
import { parseRequest } from '../parseRequest.ts'
import type { Store } from '../store/store.ts'
import { apiActor, requireStaff } from './requireStaff.ts'

/** The bearer token is no account: it has no e-mail or areas to choose. */
const signedInAccount = (actor: string) => {
  if (actor === apiActor) throw new HttpError(400, 'Preferences belong to a staff account: sign in to the inbox to set them.')
  return actor
}

/** Staff as the inbox needs them: who can be given an enquiry, and each account's own alert preferences. */
export function staffRouter({ store, adminToken }: { store: Store; adminToken: string | undefined }) {
  const router = express.Router()
  const staff = requireStaff({ store, adminToken })

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

  return router
}
