import { createHash } from 'node:crypto'
import type { Request } from 'express'
import { addressKey, clientIp, admitted, networkKey, tooManyRequests } from '../rateLimits.ts'
import type { AccountWithFactors, Store } from '../store/store.ts'
import { checkGate } from './checkGate.ts'
import { codeAttempts } from './codeAttempts.ts'
import { verifyPassword } from './passwords.ts'
import { type SignInClient, signInThrottle } from './signInThrottle.ts'
import { trustedBrowsers } from './trustedBrowsers.ts'

/**
 * Each argon2 check holds 64 MiB and one of libuv's four threads for a fraction of a second; two at
 * once leave threads for the store's reads and syncs, so a burst of sign-ins cannot slow the site.
 * Beyond that a check waits its turn briefly; one address, or one network, holds only a few places.
 */
export const passwordChecks = { concurrent: 2, maxWaitMs: 2_000, maxQueue: 50, perAddress: 3, perNetwork: 6 }

const busy = 'Too many sign-ins at once. Please try again in a moment.'

/** One set for the whole server: the password gate counts every check it runs, sign-in and fresh proof alike. */
export function credentialChecks(store: Store) {
  const gate = checkGate(passwordChecks)
  const throttle = signInThrottle(store)
  const browsers = trustedBrowsers(store)
  const challenges = store.rateLimiter({ keyPrefix: 'passkey-challenge', points: 1, durationSeconds: 10 * 60 })

  return {
    throttle,
    browsers,
    codes: codeAttempts(store),
    async client(req: Request, username: string): Promise<SignInClient> {
      return { address: addressKey(clientIp(req)), trustedBrowser: await browsers.idFor(req, username) }
    },
    /**
     * The password, checked when this browser and username may try (else 429 with how long to
     * wait); wrong from an address that failed too often, 429 too. A check the gate turns away
     * counts as a failure, so keeping it full costs the one who fills it.
     */
    async password(req: Request, username: string, account: AccountWithFactors | undefined, password: string, client: SignInClient) {
      await throttle.check(username, client)
      const ifWrong = await throttle.ifWrong(username, client)
      const ip = clientIp(req)
      const checked = await gate.run(() => verifyPassword(account?.passwordHash, password), {
        trusted: client.trustedBrowser !== undefined,
        admissions: client.trustedBrowser
          ? []
          : [
              { key: `address:${client.address}`, most: passwordChecks.perAddress },
              { key: `network:${networkKey(ip)}`, most: passwordChecks.perNetwork },
            ],
      })
      if (!checked) {
        await throttle.failed(username, client)
        req.log.warn({ event: 'sign-in turned away: too many at once', turnedAway: gate.turnedAway }, 'staff sign-in')
        throw tooManyRequests(1000, busy)
      }
      if (checked.result && account) return true
      await throttle.failed(username, client)
      if (ifWrong) throw ifWrong
      return false
    },
    /** A WebAuthn challenge answers once, however many answers arrive at the same moment. */
    challengeUnused: (challenge: string) => admitted(challenges, createHash('sha256').update(challenge).digest('base64url')),
  }
}

export type CredentialChecks = ReturnType<typeof credentialChecks>
