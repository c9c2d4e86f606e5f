import { describe, expect, it } from 'vitest'
import { median } from './median.ts'

describe('median', () => {
  it('is the middle figure of an odd number of runs, in whatever order they came', () => {
    expect(median([313, 0, 126])).toBe(126)
  })

  it('is the mean of the two middle figures of an even number of runs', () => {
    expect(median([313, 391, 126, 100, 317, 0, 0, 127, 111, 101])).toBe(118.5)
  })
})
