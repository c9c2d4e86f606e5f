/** A share of the gate one client may hold at once: its places running or waiting, by key (an address, its prefix). */
export interface Admission {
  key: string
  most: number
}

export interface GateEntry {
  /** The client's shares; one that already holds its most is turned away at once. */
  admissions?: Admission[]
  /** A browser that has signed in before: it waits ahead of the others, and a full queue still takes it. */
  trusted?: boolean
}

/**
 * A burst waits up to `maxWaitMs` and is served a moment late rather than refused; a flood cannot
 * queue without end, nor can one client or one network take more than its share of the places.
 */
export function checkGate({ concurrent, maxWaitMs, maxQueue }: { concurrent: number; maxWaitMs: number; maxQueue: number }) {
  let running = 0
  let turnedAway = 0
  const waiting: Array<() => void> = []
  const held = new Map<string, number>()

  const take = (admissions: Admission[]) => {
    if (admissions.some(({ key, most }) => (held.get(key) ?? 0) >= most)) return false
    for (const { key } of admissions) held.set(key, (held.get(key) ?? 0) + 1)
    return true
  }
  const giveBack = (admissions: Admission[]) => {
    for (const { key } of admissions) {
      const left = (held.get(key) ?? 1) - 1
      if (left > 0) held.set(key, left)
      else held.delete(key)
    }
  }

  const enter = (trusted: boolean) =>
    new Promise<boolean>((resolve) => {
      if (running < concurrent) {
        running++
        return resolve(true)
      }
      if (waiting.length >= maxQueue && !trusted) {
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
      if (trusted) waiting.unshift(wake)
      else waiting.push(wake)
    })

  const leave = () => {
    running--
    waiting.shift()?.()
  }

  return {
    async run<T>(work: () => Promise<T>, { admissions = [], trusted = false }: GateEntry = {}): Promise<{ result: T } | undefined> {
      if (!take(admissions)) {
        turnedAway++
        return undefined
      }
      try {
        if (!(await enter(trusted))) return undefined
        try {
          return { result: await work() }
        } finally {
          leave()
        }
      } finally {
        giveBack(admissions)
      }
    },
    get turnedAway() {
      return turnedAway
    },
  }
}
