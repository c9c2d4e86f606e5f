/**
 * The time, as the staff side reads it: sessions' ages, TOTP steps and sign-in delays. Tests
 * give their own, which they move, so a rule about 30 minutes or 12 hours is tested in moments.
 */
export interface Clock {
  now(): Date
  /** Waits: the growing delay before a sign-in is answered. */
  sleep(ms: number): Promise<void>
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}
