import { type PasskeyAnswer, type PasskeyRequestOptions, RecoveryCodeSchema, type StaffSession, TotpCodeSchema } from '../staffApi.ts'
import * as v from 'valibot'
import { json, type Outline, route } from '../staffRoute.ts'
import { credentialJson } from './credential.ts'

/** The second step of signing in (server/staff/signInRoutes.ts): the sign-in screen loads it once the password is right. */

const PasskeyAnswerSchema = v.object({ response: credentialJson }, 'Send { response } as JSON')

export const signInTotp = route({ method: 'POST', path: '/api/staff/session/totp', input: TotpCodeSchema, answer: json<StaffSession>() })
export const signInRecovery = route({ method: 'POST', path: '/api/staff/session/recovery', input: RecoveryCodeSchema, answer: json<StaffSession>() })
export const signInPasskeyOptions = route({ method: 'POST', path: '/api/staff/session/passkey/options', answer: json<PasskeyRequestOptions>() })
export const signInPasskey = route({
  method: 'POST',
  path: '/api/staff/session/passkey',
  input: PasskeyAnswerSchema as Outline<typeof PasskeyAnswerSchema, PasskeyAnswer>,
  answer: json<StaffSession>(),
})
