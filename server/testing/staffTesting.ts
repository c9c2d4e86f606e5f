import type { StaffRole } from '../../app/shared/staffRoles.ts'
import { randomBytes } from 'node:crypto'
import type { RequestListener } from 'node:http'
import request from 'supertest'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { staffAccounts } from '../staff/accounts.ts'
import { newRecoveryCodes } from '../staff/recoveryCodes.ts'
import { newTotpSecret } from '../staff/totp.ts'
import type { Store } from '../store/store.ts'

/** A password made for one test run; none is ever written in the code. */
export const freshPassword = () => randomBytes(18).toString('base64url')

export interface TestStaff {
  username: string
  password: string
  /** The account's TOTP key (base32), for totpCode(). */
  totpSecret: string
  /** Its unused recovery codes; signedIn uses them up from the front. */
  recoveryCodes: string[]
}

/**
 * A staff account as it is once enrolled: a password, a TOTP key and ten recovery codes, put
 * in the store as the enrolment screens would (factorRoutes.ts is tested through them).
 */
export async function addStaff(store: Store, username = 'niamh', role: StaffRole = 'administrator'): Promise<TestStaff> {
  const password = freshPassword()
  await staffAccounts(store.accounts).add(username, password, role)
  const totpSecret = newTotpSecret()
  await store.accounts.setTotp(username, totpSecret)
  const { codes, hashes } = newRecoveryCodes()
  await store.accounts.setRecoveryCodes(username, hashes)
  return { username, password, totpSecret, recoveryCodes: codes }
}

/** What a browser on our own origin sends with every fetch. */
export const sameSite = { 'Sec-Fetch-Site': 'same-origin' }

/**
 * Signs in through the real endpoints, password then a recovery code (a TOTP code is good once
 * per 30 seconds, and tests sign in faster than that); the agent keeps the session cookie, as a
 * browser would.
 */
export async function signedIn(app: RequestListener, staff: TestStaff) {
  const agent = request.agent(app)
  await agent.post(staffApi.signIn.path).set(sameSite).send({ username: staff.username, password: staff.password }).expect(200)
  const code = staff.recoveryCodes.shift()
  if (!code) throw new Error(`${staff.username} has used all ten recovery codes in this test`)
  await agent.post(staffApi.signInRecovery.path).set(sameSite).send({ code }).expect(200)
  return agent
}

/** The session id inside a signed session cookie ("s:<id>.<signature>"). */
export function sessionId(setCookie: string[] | string | undefined) {
  const cookie = [setCookie ?? []].flat().find((line) => /^(__Host-)?staff=/.test(line)) ?? ''
  const value = decodeURIComponent(cookie.split(';')[0]!.split('=')[1] ?? '')
  return value.slice(2, value.lastIndexOf('.'))
}
