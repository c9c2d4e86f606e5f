import { describe, expect, it } from 'vitest'
import { countryName } from './countryName.ts'

describe("the phone's country, in words", () => {
  it('names the countries of the numbers staff will meet', () => {
    expect(countryName('GB')).toBe('United Kingdom')
    expect(countryName('IE')).toBe('Ireland')
    expect(countryName('US')).toBe('United States')
    expect(countryName('ES')).toBe('Spain')
  })

  it('shows a code it cannot name as it came', () => {
    expect(countryName('not a code')).toBe('not a code')
  })
})
