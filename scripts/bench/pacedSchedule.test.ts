import { describe, expect, it } from 'vitest'
import { dueCount, startOffsetMs } from './pacedSchedule.ts'

describe('the paced schedule', () => {
  it('starts requests evenly, 1 / rate apart, from the run start rather than from the last send', () => {
    expect([0, 1, 2, 3].map((i) => startOffsetMs(i, 500))).toEqual([0, 2, 4, 6])
    expect(startOffsetMs(4999, 500)).toBe(9998)
    expect(startOffsetMs(2499, 250)).toBe(9996)
  })

  it('after a timer that wakes 50 ms late, has every request due by then ready to go at once', () => {
    expect(dueCount(0, 500, 5000)).toBe(1)
    expect(dueCount(1.9, 500, 5000)).toBe(1)
    expect(dueCount(2, 500, 5000)).toBe(2)
    expect(dueCount(50, 500, 5000)).toBe(26)
  })

  it('never has more due than the run holds, and nothing before it starts', () => {
    expect(dueCount(60_000, 500, 5000)).toBe(5000)
    expect(dueCount(-1, 500, 5000)).toBe(0)
  })
})
