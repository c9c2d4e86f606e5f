import { describe, expect, it } from 'vitest'
import { batchWrites } from './writeBatches.ts'

describe('batchWrites', () => {
  it('writes what arrives in one turn, or during a write, together, and answers each caller with its own result', async () => {
    const writes: number[][] = []
    const write = batchWrites(async (items: number[]) => {
      writes.push(items)
      await new Promise((resolve) => setTimeout(resolve, 10))
      return items.map((item) => item * 10)
    })
    const first = Promise.all([1, 2].map(write))
    await new Promise((resolve) => setImmediate(resolve))
    const results = await Promise.all([first, Promise.all([3, 4].map(write))])
    expect(results).toEqual([
      [10, 20],
      [30, 40],
    ])
    expect(writes).toEqual([
      [1, 2],
      [3, 4],
    ])
  })

  it('fails only the callers whose write failed, and goes on writing', async () => {
    const write = batchWrites((items: string[]) => {
      if (items.includes('bad')) throw new Error('disk full')
      return items
    })
    const first = write('good')
    await new Promise((resolve) => setImmediate(resolve))
    const [failed, second] = await Promise.allSettled([write('bad'), write('also in the failed write')])
    expect(await first).toBe('good')
    expect(failed).toMatchObject({ status: 'rejected', reason: new Error('disk full') })
    expect(second).toMatchObject({ status: 'rejected' })
    expect(await write('later')).toBe('later')
  })
})
