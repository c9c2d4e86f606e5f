import { describe, expect, it } from 'vitest'
import { serviceLabel } from './staffApi.ts'

describe('the service an enquiry names', () => {
  it('is shown by its title', () => {
    expect(serviceLabel('licensing')).toBe('Licensing')
    expect(serviceLabel('family-law')).toBe('Family Law / Divorce')
  })

  it('says so when there is none', () => {
    expect(serviceLabel('')).toBe('No service given')
    expect(serviceLabel('  ')).toBe('No service given')
  })

  it('shows text that is not a known service as it was sent', () => {
    expect(serviceLabel('Boundary dispute')).toBe('Boundary dispute')
  })
})
