/**
 * Gathers what is asked for while a write is under way, and writes it all in one go when that
 * write ends. The embedded store appends each write to its file and waits for the append before
 * the next: batched, a wave of enquiries shares a few appends instead of queueing one each.
 * Each caller still hears back only once its own item has been written.
 */
export function batchWrites<Item, Result>(writeAll: (items: Item[]) => Promise<Result[]>): (item: Item) => Promise<Result> {
  let waiting: Array<{ item: Item; resolve: (result: Result) => void; reject: (error: unknown) => void }> = []
  let writing = false

  async function drain() {
    writing = true
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
      if (!writing) void drain()
    })
}
