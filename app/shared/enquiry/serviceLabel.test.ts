import { describe, expect, it } from 'vitest'
import { areaOfLawInMail, serviceLabel } from './serviceLabel.ts'

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

describe('the area of law an e-mail names', () => {
  it('names a practice area, and "Not sure" as the visitor chose it', () => {
    expect(areaOfLawInMail('licensing')).toBe('Licensing')
    expect(areaOfLawInMail('not-sure')).toBe('Not sure')
  })

  it('says "Not stated" for anything else, never repeating the text as sent', () => {
    expect(areaOfLawInMail('')).toBe('Not stated')
    expect(areaOfLawInMail('Boundary dispute')).toBe('Not stated')
  })
})
