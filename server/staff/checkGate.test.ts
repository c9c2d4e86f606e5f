import { describe, expect, it } from 'vitest'
import { checkGate } from './checkGate.ts'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the password-check gate', () => {
  it('runs two at once, queues the rest in order, and turns away only those that waited too long, counting them', async () => {
    const gate = checkGate({ concurrent: 2, maxWaitMs: 500, maxQueue: 10 })
    const started: number[] = []
    const work = (n: number, ms: number) => () => {
      started.push(n)
      return pause(ms).then(() => n)
    }
    const results = await Promise.all([gate.run(work(1, 100)), gate.run(work(2, 100)), gate.run(work(3, 10)), gate.run(work(4, 10)), gate.run(work(5, 400))])
    expect(results.map((result) => result?.result)).toEqual([1, 2, 3, 4, 5])
    expect(started).toEqual([1, 2, 3, 4, 5])
    expect(gate.turnedAway).toBe(0)

    const slow = [gate.run(work(6, 1500)), gate.run(work(7, 1500))]
    const waited = await gate.run(work(8, 10))
    expect(waited).toBeUndefined()
    expect(gate.turnedAway).toBe(1)
    await Promise.all(slow)
  })

  it('turns away at once what would make the queue longer than its limit', async () => {
    const gate = checkGate({ concurrent: 1, maxWaitMs: 1000, maxQueue: 1 })
    const running = gate.run(() => pause(100))
    const queued = gate.run(() => pause(10))
    expect(await gate.run(() => pause(10))).toBeUndefined()
    expect(gate.turnedAway).toBe(1)
    expect(await queued).toEqual({ result: undefined })
    await running
  })
})

describe('a client’s share of the gate', () => {
  it('turns away at once a client that already holds its share, while another client still gets in', async () => {
    const gate = checkGate({ concurrent: 1, maxWaitMs: 1000, maxQueue: 10 })
    const office = [{ key: 'address:198.51.100.7', most: 2 }]
    const first = gate.run(() => pause(100), { admissions: office })
    const second = gate.run(() => pause(10), { admissions: office })
    expect(await gate.run(() => pause(10), { admissions: office })).toBeUndefined()
    expect(gate.turnedAway).toBe(1)
    expect(await gate.run(() => pause(10), { admissions: [{ key: 'address:203.0.113.9', most: 2 }] })).toEqual({ result: undefined })
    await Promise.all([first, second])
    // Its places are given back once its checks are done.
    expect(await gate.run(() => pause(10), { admissions: office })).toEqual({ result: undefined })
  })

  it('lets a trusted browser wait ahead of the queue, and into it when it is full', async () => {
    const gate = checkGate({ concurrent: 1, maxWaitMs: 1000, maxQueue: 1 })
    const order: string[] = []
    const running = gate.run(() => pause(100))
    const stranger = gate.run(async () => {
      order.push('stranger')
    })
    const colleague = gate.run(
      async () => {
        order.push('colleague')
      },
      { trusted: true },
    )
    expect(await gate.run(() => pause(10))).toBeUndefined()
    await Promise.all([running, stranger, colleague])
    expect(order).toEqual(['colleague', 'stranger'])
  })
})
