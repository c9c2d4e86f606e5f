import {
  type Enrolled,
  type PasskeyCreationOptions,
  type PasskeyRegistration,
  PasskeyRegistrationSchema,
  type PasskeyRequestOptions,
  type Preferences,
  PreferencesSchema,
  type Proof,
  ProofSchema,
  type RecoveryCodes,
  TotpCodeSchema,
  type TotpEnrolment,
} from '../staffApi.ts'
import { json, type Outline, route } from '../staffRoute.ts'

/** Changes to how an account signs in, its preferences and its sessions (server/staff/factorRoutes.ts, freshProof.ts, staffRoutes.ts). */

export const proofPasskeyOptions = route({ method: 'POST', path: '/api/staff/proof/passkey/options', answer: json<PasskeyRequestOptions>() })
export const proof = route({
  method: 'POST',
  path: '/api/staff/proof',
  input: ProofSchema as Outline<typeof ProofSchema, Proof>,
  answer: json<{ provenUntil: string }>(),
})
export const startTotp = route({ method: 'POST', path: '/api/staff/factors/totp', answer: json<TotpEnrolment>() })
export const confirmTotp = route({ method: 'PUT', path: '/api/staff/factors/totp', input: TotpCodeSchema, answer: json<Enrolled>() })
export const removeTotp = route({ method: 'DELETE', path: '/api/staff/factors/totp', answer: 'none' })
export const passkeyOptions = route({ method: 'POST', path: '/api/staff/factors/passkey/options', answer: json<PasskeyCreationOptions>() })
export const addPasskey = route({
  method: 'POST',
  path: '/api/staff/factors/passkeys',
  input: PasskeyRegistrationSchema as Outline<typeof PasskeyRegistrationSchema, PasskeyRegistration>,
  answer: json<Enrolled>(),
})
export const removePasskey = route({ method: 'DELETE', path: '/api/staff/factors/passkeys/:id', answer: 'none' })
export const newRecoveryCodes = route({ method: 'POST', path: '/api/staff/factors/recovery-codes', answer: json<RecoveryCodes>() })
export const setPreferences = route({ method: 'PUT', path: '/api/staff/preferences', input: PreferencesSchema, answer: json<Preferences>() })
export const endOtherSessions = route({ method: 'DELETE', path: '/api/staff/sessions/others', answer: json<{ ended: number }>() })
