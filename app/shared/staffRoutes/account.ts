import {
  type Enrolled,
  type PasskeyCreationOptions,
  type PasskeyRegistration,
  type PasskeyRequestOptions,
  type Preferences,
  PreferencesSchema,
  type Proof,
  passwordMaxLength,
  RecoveryCodeSchema,
  type RecoveryCodes,
  TotpCodeSchema,
  type TotpEnrolment,
} from '../staffApi.ts'
import * as v from 'valibot'
import { json, type Outline, route } from '../staffRoute.ts'
import { credentialJson } from './credential.ts'

/** Changes to how an account signs in, its preferences and its sessions (server/staff/factorRoutes.ts, freshProof.ts, staffRoutes.ts). */

const PasskeyRegistrationSchema = v.object(
  {
    response: credentialJson,
    name: v.optional(
      v.pipe(
        v.string('name must be text'),
        v.trim(),
        v.maxLength(60, 'A passkey name is at most 60 characters'),
        v.regex(/^\P{Cc}*$/u, 'name must not contain control characters'),
      ),
      '',
    ),
  },
  'Send { response, name } as JSON',
)

/** The password again, with one of the second factors: an authenticator code, a recovery code or a passkey's answer. */
const ProofSchema = v.pipe(
  v.object(
    {
      password: v.pipe(
        v.string('Password is required'),
        v.minLength(1, 'Password is required'),
        v.maxLength(passwordMaxLength, `Password is at most ${passwordMaxLength} characters`),
      ),
      totp: v.optional(TotpCodeSchema.entries.code),
      recoveryCode: v.optional(RecoveryCodeSchema.entries.code),
      passkey: v.optional(credentialJson),
    },
    'Send { password } with one of totp, recoveryCode or passkey as JSON',
  ),
  v.check(
    ({ totp, recoveryCode, passkey }) => [totp, recoveryCode, passkey].filter((given) => given !== undefined).length === 1,
    'Give one of an authenticator code, a recovery code or a passkey',
  ),
)

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
