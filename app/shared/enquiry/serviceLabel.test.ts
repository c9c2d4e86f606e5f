import { describe, expect, it } from 'vitest'
import { areaOfLawInWords, serviceLabel } from './serviceLabel.ts'

describe('the service an enquiry names', () => {
  it('is shown by its title', () => {
    expect(serviceLabel('licensing')).toBe('Licensing')
    expect(serviceLabel('family-law')).toBe('Family Law / Divorce')
  })

  it('says "Not sure" when the visitor chose it on the form', () => {
    expect(serviceLabel('not-sure')).toBe('Not sure')
  })

  it('says so when there is none', () => {
    expect(serviceLabel('')).toBe('No service given')
    expect(serviceLabel('  ')).toBe('No service given')
  })

  it('shows text that is not a known service as it was sent', () => {
    expect(serviceLabel('Boundary dispute')).toBe('Boundary dispute')
  })
})

describe('the area of law in the firm’s words', () => {
  it('names a practice area, and "Not sure" as the visitor chose it', () => {
    expect(areaOfLawInWords('licensing')).toBe('Licensing')
    expect(areaOfLawInWords('not-sure')).toBe('Not sure')
  })

  it('says "Not stated" for anything else, never repeating the text as sent', () => {
    expect(areaOfLawInWords('')).toBe('Not stated')
    expect(areaOfLawInWords('Boundary dispute')).toBe('Not stated')
  })
})
