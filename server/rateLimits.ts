import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { HttpError } from './httpErrors.ts'
import { StoreUnavailableError } from './store/store.ts'

/** 429 with the seconds until the next attempt may succeed, as Retry-After. */
export function tooManyRequests(msBeforeNext: number, message: string) {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
  return new HttpError(429, message, undefined, { 'Retry-After': String(seconds) })
}

/** A limiter's own refusal is a RateLimiterRes; anything else it throws is the store failing. */
function storeFailure(error: unknown): never {
  throw new StoreUnavailableError('The rate limiter could not reach the store', { cause: error })
}

/** Counts one attempt for `key`; over the limit, throws 429 with `message`. */
export async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, message: string) {
  try {
    await limiter.consume(key)
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) throw tooManyRequests(rejection.msBeforeNext, message)
    storeFailure(rejection)
  }
}

/** Counts one attempt without refusing it (a failed sign-in has already been answered). */
export async function count(limiter: RateLimiterAbstract, key: string) {
  await limiter.consume(key).catch((rejection) => {
    if (!(rejection instanceof RateLimiterRes)) storeFailure(rejection)
  })
}

/** How long until `key` may try again, or 0 while it is under the limit. */
export async function msUntilAllowed(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const state = await limiter.get(key).catch(storeFailure)
  return state && state.consumedPoints >= limiter.points ? state.msBeforeNext : 0
}

export async function forget(limiter: RateLimiterAbstract, key: string) {
  await limiter.delete(key).catch(storeFailure)
}
