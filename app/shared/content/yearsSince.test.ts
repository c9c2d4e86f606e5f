import { describe, expect, it } from 'vitest'
import { firm } from './firm.ts'
import { buildYear, yearsSince } from './yearsSince.ts'

describe('years of service', () => {
  it('counts 145 years from the founding in 2026 and reaches 150 only in 2031', () => {
    expect(yearsSince(firm.founded, 2026)).toBe(145)
    expect(yearsSince(firm.founded, 2030)).toBe(149)
    expect(yearsSince(firm.founded, 2031)).toBe(150)
  })

  it('gives the Senior Partner the forty years he led the firm, 1972 to 2012, not the years since he took charge', () => {
    expect(firm.yearsInCharge).toBe(40)
  })

  it('gives the site the figures of the year it is built in', () => {
    expect(buildYear).toBe(new Date().getFullYear())
    expect(firm.yearsOfService).toBe(buildYear - 1881)
  })
})
