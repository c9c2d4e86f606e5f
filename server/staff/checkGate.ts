/**
 * At most `concurrent` pieces of work at once. The rest wait their turn, up to `maxWaitMs`,
 * and only then are turned away (counted in `turnedAway`): a burst of sign-ins is served a moment
 * late rather than refused, while a flood cannot queue without end.
 */
export function checkGate({ concurrent, maxWaitMs, maxQueue }: { concurrent: number; maxWaitMs: number; maxQueue: number }) {
  let running = 0
  let turnedAway = 0
  const waiting: Array<() => void> = []

  const enter = () =>
    new Promise<boolean>((resolve) => {
      if (running < concurrent) {
        running++
        return resolve(true)
      }
      if (waiting.length >= maxQueue) {
        turnedAway++
        return resolve(false)
      }
      const wake = () => {
        clearTimeout(timer)
        running++
        resolve(true)
      }
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(wake), 1)
        turnedAway++
        resolve(false)
      }, maxWaitMs)
      waiting.push(wake)
    })

  const leave = () => {
    running--
    waiting.shift()?.()
  }

  return {
    /** Runs `work` in its turn; undefined when it was turned away. */
    async run<T>(work: () => Promise<T>): Promise<{ result: T } | undefined> {
      if (!(await enter())) return undefined
      try {
        return { result: await work() }
      } finally {
        leave()
      }
    },
    get turnedAway() {
      return turnedAway
    },
  }
}
