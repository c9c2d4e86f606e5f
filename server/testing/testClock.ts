import type { Clock } from '../staff/clock.ts'

/** A clock the test moves: sleeping moves it too, at once, and is remembered. */
export function testClock(start = new Date()) {
  let now = start.getTime()
  const slept: number[] = []
  const clock: Clock = {
    now: () => new Date(now),
    async sleep(ms) {
      slept.push(ms)
      now += ms
    },
  }
  return {
    clock,
    slept,
    advance(ms: number) {
      now += ms
    },
  }
}
