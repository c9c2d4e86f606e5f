import { randomBytes } from 'node:crypto'
import type { RequestListener } from 'node:http'
import request from 'supertest'
import { staffPaths } from '../../app/shared/staffApi.ts'
import { staffAccounts } from '../staff/accounts.ts'
import type { Store } from '../store/store.ts'

/** A password made for one test run; none is ever written in the code. */
export const freshPassword = () => randomBytes(18).toString('base64url')

export async function addStaff(store: Store, username = 'niamh') {
  const password = freshPassword()
  await staffAccounts(store.accounts).add(username, password)
  return { username, password }
}

/** What a browser on our own origin sends with every fetch. */
export const sameSite = { 'Sec-Fetch-Site': 'same-origin' }

/** Signs in through the real endpoint; the agent keeps the session cookie, as a browser would. */
export async function signedIn(app: RequestListener, credentials: { username: string; password: string }) {
  const agent = request.agent(app)
  await agent.post(staffPaths.session).set(sameSite).send(credentials).expect(200)
  return agent
}

/** The session id inside a signed session cookie ("s:<id>.<signature>"). */
export function sessionId(setCookie: string[] | string | undefined) {
  const cookie = [setCookie ?? []].flat().find((line) => /^(__Host-)?staff=/.test(line)) ?? ''
  const value = decodeURIComponent(cookie.split(';')[0]!.split('=')[1] ?? '')
  return value.slice(2, value.lastIndexOf('.'))
}
