import { createHash } from 'node:crypto'
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import { firm } from '../../app/shared/content/firm.ts'
import type { AccountWithFactors, Passkey } from '../store/store.ts'

type Transports = NonNullable<NonNullable<Parameters<typeof generateAuthenticationOptions>[0]['allowCredentials']>[number]['transports']>

/**
 * Bound to the staff origin's host and accepted only from that origin (staffOrigin.ts), so a
 * look-alike site cannot use them. No attestation is asked for, so nothing is fetched from anyone's
 * metadata service.
 */
export function passkeysFor(origin: string) {
  const url = new URL(origin)
  const rpID = url.hostname
  const expected = { expectedOrigin: url.origin, expectedRPID: rpID }
  const descriptor = (key: Passkey) => ({ id: key.id, transports: key.transports as Transports })

  return {
    registrationOptions: (account: AccountWithFactors) =>
      generateRegistrationOptions({
        rpName: firm.name,
        rpID,
        userName: account.username,
        // Stable per account, so a device keeps one passkey for it; a hash, not the name itself.
        userID: createHash('sha256').update(`staff:${account.username}`).digest().subarray(0, 16),
        attestationType: 'none',
        excludeCredentials: account.passkeys.map(descriptor),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      }),

    async register(response: RegistrationResponseJSON, challenge: string, name: string, at: Date): Promise<Passkey | undefined> {
      const verified = await verifyRegistrationResponse({ response, expectedChallenge: challenge, ...expected, requireUserVerification: false }).catch(
        () => undefined,
      )
      if (!verified?.verified) return undefined
      const { credential } = verified.registrationInfo
      return {
        id: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: name || 'Passkey',
        createdAt: at,
        lastUsedAt: null,
      }
    },

    authenticationOptions: (account: AccountWithFactors) =>
      generateAuthenticationOptions({ rpID, allowCredentials: account.passkeys.map(descriptor), userVerification: 'preferred' }),

    async authenticate(response: AuthenticationResponseJSON, challenge: string, account: AccountWithFactors) {
      const passkey = account.passkeys.find((key) => key.id === response.id)
      if (!passkey) return undefined
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        ...expected,
        credential: { id: passkey.id, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: passkey.transports },
        requireUserVerification: false,
      }).catch(() => undefined)
      return verified?.verified ? { id: passkey.id, counter: verified.authenticationInfo.newCounter } : undefined
    },
  }
}
