/**
 * Gathers what is asked for until the event loop's turn ends, and while a write is under way, and
 * writes it in one go: enquiries that arrive together share one commit and one sync.
 */
export function batchWrites<Item, Result>(writeAll: (items: Item[]) => Result[] | Promise<Result[]>): (item: Item) => Promise<Result> {
  let waiting: Array<{ item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }> = []
  let writing = false

  async function drain() {
    while (waiting.length > 0) {
      const batch = waiting
      waiting = []
      try {
        const results = await writeAll(batch.map(({ item }) => item))
        for (const [index, { resolve }] of batch.entries()) resolve(results[index]!)
      } catch (error) {
        for (const { reject } of batch) reject(error)
      }
    }
    writing = false
  }

  return (item) =>
    new Promise<Result>((resolve, reject) => {
      waiting.push({ item, resolve, reject })
      if (writing) return
      writing = true
      setImmediate(() => void drain())
    })
}
