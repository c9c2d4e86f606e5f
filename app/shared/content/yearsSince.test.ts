import { describe, expect, it } from 'vitest'
import { firm } from './firm.ts'
import { buildYear, yearsSince } from './yearsSince.ts'

describe('years of service', () => {
  it('counts 145 years from the founding in 2026 and reaches 150 only in 2031', () => {
    expect(yearsSince(firm.founded, 2026)).toBe(145)
    expect(yearsSince(firm.founded, 2030)).toBe(149)
    expect(yearsSince(firm.founded, 2031)).toBe(150)
  })

  it('counts the years at the helm from the year the bio gives (1972): 54 in 2026', () => {
    expect(yearsSince(firm.helmSince, 2026)).toBe(54)
    expect(yearsSince(firm.helmSince, 2031)).toBe(59)
  })

  it('gives the site the figures of the year it is built in', () => {
    expect(buildYear).toBe(new Date().getFullYear())
    expect(firm.yearsOfService).toBe(buildYear - 1881)
    expect(firm.yearsAtTheHelm).toBe(buildYear - 1972)
  })
})
