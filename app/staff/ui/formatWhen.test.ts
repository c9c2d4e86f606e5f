import { describe, expect, it } from 'vitest'
import { formatWhen } from './formatWhen.ts'

const now = Date.parse('2026-11-23T15:00:00Z')

describe('when an enquiry came', () => {
  it('is told in London time, in British English', () => {
    expect(formatWhen('2026-11-23T14:05:00Z', now)).toBe('Mon 23 Nov, 14:05')
    // Summer time: an hour ahead of UTC.
    expect(formatWhen('2026-07-03T09:05:00Z', now)).toBe('Fri 3 Jul, 10:05')
  })

  it('names the year only when it is not this one', () => {
    expect(formatWhen('2025-11-23T14:05:00Z', now)).toMatch(/23 Nov 2025.*14:05/)
  })
})
