import ipaddr from 'ipaddr.js'
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { HttpError } from './httpErrors.ts'
import { StoreUnavailableError } from './store/store.ts'

/**
 * One IPv6 subscriber gets a whole /64 to rotate through, so an IPv6 address counts as its /64; an
 * IPv4 address, also written IPv4-mapped, counts as itself.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return ip || 'unknown'
  const address = ipaddr.process(ip)
  if (address.kind() === 'ipv4') return address.toString()
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16))
  return `${prefix.join(':')}::/64`
}

/** For what one network may hold at once: an IPv4 /24, an IPv6 /48 (what one site is usually given). */
export function networkKey(ip: string | undefined): string {
  if (!ip || !ipaddr.isValid(ip)) return ip || 'unknown'
  const address = ipaddr.process(ip)
  if (address.kind() === 'ipv4') return `${(address as ipaddr.IPv4).octets.slice(0, 3).join('.')}.0/24`
  return `${(address as ipaddr.IPv6).parts
    .slice(0, 3)
    .map((part) => part.toString(16))
    .join(':')}::/48`
}

/** A forwarded value that is not an IP address gives way to the socket's, so no client can pick its own key. */
export function clientIp(req: { ip?: string | undefined; socket: { remoteAddress?: string | undefined } }): string | undefined {
  return req.ip && ipaddr.isValid(req.ip) ? req.ip : req.socket.remoteAddress
}

export function tooManyRequests(msBeforeNext: number, message: string) {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000))
  return new HttpError(429, message, undefined, { 'Retry-After': String(seconds) })
}

/** A limiter's own refusal is a RateLimiterRes; anything else it throws is the store failing. */
function storeFailure(error: unknown): never {
  throw new StoreUnavailableError('The rate limiter could not reach the store', { cause: error })
}

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

export async function msUntilAllowed(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const state = await limiter.get(key).catch(storeFailure)
  return state && state.consumedPoints >= limiter.points ? state.msBeforeNext : 0
}

export async function consumed(limiter: RateLimiterAbstract, key: string): Promise<number> {
  return (await limiter.get(key).catch(storeFailure))?.consumedPoints ?? 0
}

export async function take(limiter: RateLimiterAbstract, key: string): Promise<{ taken: number } | { refusedMs: number }> {
  try {
    return { taken: (await limiter.consume(key)).consumedPoints }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { refusedMs: rejection.msBeforeNext }
    storeFailure(rejection)
  }
}

/** Gives back points taken for `key` (an attempt that turned out well). */
export async function giveBack(limiter: RateLimiterAbstract, key: string, points = 1) {
  await limiter.reward(key, points).catch(storeFailure)
}

export async function refuseFor(limiter: RateLimiterAbstract, key: string, seconds: number) {
  await limiter.block(key, seconds).catch(storeFailure)
}

/** With one point, true the first time only, however many ask at once. */
export async function admitted(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key)
    return true
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false
    storeFailure(rejection)
  }
}

export async function forget(limiter: RateLimiterAbstract, key: string) {
  await limiter.delete(key).catch(storeFailure)
}
