import { giveBack, take, tooManyRequests } from '../rateLimits.ts'
import type { Store } from '../store/store.ts'
import { usernameKeys } from './signInThrottle.ts'

/**
 * Second-factor tries are taken from their counters before the code is checked, each in one atomic
 * step in the store, so tries sent at once cannot share one count (ASVS 5.0 V6.3.1, 4.0 2.2.1).
 */
export const codeLimits = {
  /** Tries in one sign-in; the last wrong one ends it, and the next try starts at the password. */
  perSession: 5,
  /** Wrong codes of one kind for one account within `accountMinutes`, then that kind is refused for the rest of them. */
  perAccount: 10,
  accountMinutes: 15,
}

/** A passkey cannot be guessed: its tries count only towards the sign-in's. */
export type CodeKind = 'totp' | 'recovery code' | 'passkey'

export const tooManyWrongCodes = 'Too many wrong codes. Please sign in again with your password.'

const accountRefusal = (kind: CodeKind, ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000))
  return kind === 'totp'
    ? `Too many wrong codes for this account: codes from the authenticator app are refused for ${minutes} minute${minutes === 1 ? '' : 's'}. Use a passkey or a recovery code meanwhile.`
    : `Too many wrong recovery codes for this account: they are refused for ${minutes} minute${minutes === 1 ? '' : 's'}. Use a passkey or the authenticator app meanwhile.`
}

export function codeAttempts(store: Store) {
  const bySession = store.rateLimiter({ keyPrefix: 'code-session', points: codeLimits.perSession, durationSeconds: 60 * 60 })
  const byAccount = {
    totp: store.rateLimiter({ keyPrefix: 'code-account-totp', points: codeLimits.perAccount, durationSeconds: codeLimits.accountMinutes * 60 }),
    'recovery code': store.rateLimiter({
      keyPrefix: 'code-account-recovery',
      points: codeLimits.perAccount,
      durationSeconds: codeLimits.accountMinutes * 60,
    }),
  }
  const usernameKey = usernameKeys(store)

  return {
    /**
     * Takes one try for this sign-in (`attemptKey`) and, for a code, one for the account. Throws when
     * the account's tries of this kind are spent (429); says whether the sign-in has had all its
     * tries (`spent`: this one is not checked) or this is its last.
     */
    async take(attemptKey: string, username: string, kind: CodeKind): Promise<{ spent: boolean; last: boolean }> {
      const session = await take(bySession, attemptKey)
      if ('refusedMs' in session) return { spent: true, last: true }
      if (kind !== 'passkey') {
        const account = await take(byAccount[kind], await usernameKey(username))
        if ('refusedMs' in account) throw tooManyRequests(account.refusedMs, accountRefusal(kind, account.refusedMs))
      }
      return { spent: false, last: session.taken >= codeLimits.perSession }
    },
    /** A right code is no failure: the account gets its try back. */
    async succeeded(username: string, kind: CodeKind) {
      if (kind !== 'passkey') await giveBack(byAccount[kind], await usernameKey(username))
    },
  }
}
