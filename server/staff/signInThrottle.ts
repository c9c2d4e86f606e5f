import { createHmac } from 'node:crypto'
import { consumed, count, forget, msUntilAllowed, refuseFor, tooManyRequests } from '../rateLimits.ts'
import type { Store } from '../store/store.ts'

/**
 * Failures from an address make its next try wait a few seconds, answered at once with 429 and
 * Retry-After before any password is checked (no connection is held open to slow anyone down), so
 * one address gets few checks however fast it sends. Past its hourly cap only its wrong passwords
 * are refused: the right one is let through, so an office behind one address is never locked out by
 * whoever fails from it. A browser that has signed in to the account before is measured by its own
 * failures alone (trustedBrowsers.ts), so nobody can keep a colleague out by guessing at their
 * username either (OWASP ASVS 5.0 V6.3.1).
 */
export const signInLimits = {
  rememberSeconds: 60 * 60,
  /** Failures answered at once; each one after makes the next try wait, one second doubling up to the most. */
  freeFailures: 3,
  firstDelayMs: 1_000,
  /** Short: every colleague behind the address waits it too. */
  maxDelayMs: 5_000,
  /** Failures in an hour from one address (an IPv6 /64), after which its wrong passwords are refused until the hour is out. */
  perAddressRefusal: 100,
  /** Failures at one username in an hour from browsers it has not signed in on, after which those are refused it. */
  perUsernameFromNewBrowsers: 20,
  /** Failures in an hour from one browser the account knows, after which that browser is refused it too. */
  perTrustedBrowser: 10,
}

export const delayAfter = (failures: number) =>
  failures <= signInLimits.freeFailures ? 0 : Math.min(signInLimits.maxDelayMs, signInLimits.firstDelayMs * 2 ** (failures - signInLimits.freeFailures - 1))

/** Who is trying: the address (addressKey), and the browser's id when the account knows it. */
export interface SignInClient {
  address: string
  trustedBrowser: string | undefined
}

const wait = (ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  return seconds <= 90 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`
}
export const tryAgainIn = (ms: number) => `Too many failed sign-ins. Please wait ${wait(ms)} and try again.`
const refusedFromHere = (ms: number) => `Too many failed sign-ins from this network. Please wait ${wait(ms)}, or sign in from a browser you have used before.`
const refusedForAccount = (ms: number) =>
  `Too many failed sign-ins to this account from browsers it does not know. Sign in from a browser you have used before, or wait ${wait(ms)}.`

/** A username is kept only as an HMAC under a store secret: what was typed (sometimes a password) never sits in clear. */
export function usernameKeys(store: Store) {
  let key: Promise<string> | undefined
  return async (username: string) => {
    key ??= store.secret('sign-in-username-key')
    return createHmac('sha256', await key)
      .update(username)
      .digest('base64url')
  }
}

export function signInThrottle(store: Store) {
  const limiter = (keyPrefix: string, points: number) => store.rateLimiter({ keyPrefix, points, durationSeconds: signInLimits.rememberSeconds })
  const byAddress = limiter('sign-in-address', signInLimits.perAddressRefusal)
  const byUsername = limiter('sign-in-username', signInLimits.perUsernameFromNewBrowsers)
  const byBrowser = limiter('sign-in-browser', signInLimits.perTrustedBrowser)
  // Set after each failure past the free ones, for as long as the next try must wait.
  const waits = store.rateLimiter({ keyPrefix: 'sign-in-wait', points: 1, durationSeconds: 1 })
  const usernameKey = usernameKeys(store)

  /**
   * The counters a try is measured against, each with the limiter that counts it. A username's own
   * failures never make anyone wait, only refuse new browsers past a cap: a wait there would let
   * whoever guesses from many addresses keep its owner waiting.
   */
  const counters = async (username: string, { address, trustedBrowser }: SignInClient) =>
    trustedBrowser
      ? [{ limiter: byBrowser, key: trustedBrowser, refused: tryAgainIn, waits: true, capBeforeCheck: true }]
      : [
          { limiter: byAddress, key: address, refused: refusedFromHere, waits: true, capBeforeCheck: false },
          { limiter: byUsername, key: await usernameKey(username), refused: refusedForAccount, waits: false, capBeforeCheck: true },
        ]

  const overCap = async (limiter: typeof byAddress, key: string, refused: (ms: number) => string) => {
    const ms = await msUntilAllowed(limiter, key)
    return ms > 0 ? tooManyRequests(ms, refused(ms)) : undefined
  }
  const waiting = async (limiter: typeof byAddress, key: string) => {
    const ms = await msUntilAllowed(waits, `${limiter.keyPrefix}:${key}`)
    return ms > 0 ? tooManyRequests(ms, tryAgainIn(ms)) : undefined
  }

  return {
    /** Refuses (429, with how long to wait) before the check a try that comes too soon after failures, or past its browser's or username's cap. */
    async check(username: string, client: SignInClient) {
      for (const { limiter, key, refused, capBeforeCheck } of await counters(username, client)) {
        const refusedNow = (capBeforeCheck && (await overCap(limiter, key, refused))) || (await waiting(limiter, key))
        if (refusedNow) throw refusedNow
      }
    },
    /** The 429 a wrong password gets from an address past its hourly cap; the right one is not refused it. */
    async ifWrong(username: string, client: SignInClient) {
      for (const { limiter, key, refused, capBeforeCheck } of await counters(username, client)) {
        const refusedNow = !capBeforeCheck && (await overCap(limiter, key, refused))
        if (refusedNow) return refusedNow
      }
      return undefined
    },
    async failed(username: string, client: SignInClient) {
      for (const { limiter, key, waits: makesWait } of await counters(username, client)) {
        await count(limiter, key)
        const delay = makesWait ? delayAfter(await consumed(limiter, key)) : 0
        if (delay > 0) await refuseFor(waits, `${limiter.keyPrefix}:${key}`, delay / 1000)
      }
    },
    /** Both factors were right: what this browser and address failed is forgotten. */
    async succeeded(username: string, client: SignInClient) {
      for (const { limiter, key } of await counters(username, client)) {
        await forget(limiter, key)
        await forget(waits, `${limiter.keyPrefix}:${key}`)
      }
    },
  }
}
