import { createHmac } from 'node:crypto'
import { consumed, count, forget, giveBack, msUntilAllowed, tooManyRequests } from '../rateLimits.ts'
import type { Store } from '../store/store.ts'
import type { Clock } from './clock.ts'

/**
 * Failures slow the next answer, never refuse it, so nobody can lock a colleague out by guessing at
 * their username (OWASP ASVS 5.0 V6.3.1, "soft lockout"). Only an address that fails this many times
 * in an hour is refused (429) for the rest of it.
 */
export const signInLimits = {
  rememberSeconds: 60 * 60,
  /** Failures answered at once; each one after doubles the delay, from one second up to the most. */
  freeFailures: 3,
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  perAddressRefusal: 100,
}

export const delayAfter = (failures: number) =>
  failures <= signInLimits.freeFailures ? 0 : Math.min(signInLimits.maxDelayMs, signInLimits.firstDelayMs * 2 ** (failures - signInLimits.freeFailures - 1))

const tooManyFromHere = 'Too many failed sign-ins from this network. Please wait before trying again.'

/** A username is kept only as an HMAC under a store secret: what was typed (sometimes a password) never sits in clear. */
export function signInThrottle(store: Store, clock: Clock) {
  const byUsername = store.rateLimiter({ keyPrefix: 'sign-in-username', points: Number.MAX_SAFE_INTEGER, durationSeconds: signInLimits.rememberSeconds })
  const byAddress = store.rateLimiter({ keyPrefix: 'sign-in-address', points: signInLimits.perAddressRefusal, durationSeconds: signInLimits.rememberSeconds })
  let key: Promise<string> | undefined
  const usernameKey = async (username: string) => {
    key ??= store.secret('sign-in-username-key')
    return createHmac('sha256', await key)
      .update(username)
      .digest('base64url')
  }

  return {
    async wait(username: string, address: string) {
      const [forUsername, fromAddress] = await Promise.all([consumed(byUsername, await usernameKey(username)), consumed(byAddress, address)])
      const refused = await msUntilAllowed(byAddress, address)
      if (refused > 0) throw tooManyRequests(refused, tooManyFromHere)
      const delay = delayAfter(Math.max(forUsername, fromAddress))
      if (delay > 0) await clock.sleep(delay)
      return delay
    },
    async failed(username: string, address: string) {
      await Promise.all([count(byUsername, await usernameKey(username)), count(byAddress, address)])
    },
    /** Both factors were right: the username's failures are forgotten, the address gets one back. */
    async succeeded(username: string, address: string) {
      await Promise.all([forget(byUsername, await usernameKey(username)), giveBack(byAddress, address)])
    },
  }
}
