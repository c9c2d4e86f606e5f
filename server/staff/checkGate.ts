/** A burst waits up to `maxWaitMs` and is served a moment late rather than refused; a flood cannot queue without end. */
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
