/** Tests give their own and move it, so a rule about 30 minutes or 12 hours is tested in moments. */
export interface Clock {
  now(): Date
  sleep(ms: number): Promise<void>
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}
