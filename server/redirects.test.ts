import { describe, expect, it } from 'vitest'
import { legacyRedirectTarget } from './redirects.ts'

describe('old addresses', () => {
  it.each([
    ['/24-hour', '/contact'],
    ['/contact-us-solicitors-in-londonderry', '/contact'],
    ['/free-consultation', '/contact'],
    ['/free-enquiry/', '/contact'],
    ['/solicitors-northern-ireland', '/team'],
    ['/solicitors-northern-ireland/catherine-dunleavy', '/team'],
    ['/lawyer', '/team'],
    ['/services-solicitors-in-derry', '/services'],
    ['/services-solicitors-in-derry/conveyancing', '/services'],
  ])('sends %s to %s', (from, to) => {
    expect(legacyRedirectTarget(from)).toBe(to)
  })

  it('leaves other addresses alone', () => {
    expect(legacyRedirectTarget('/lawyer/jane')).toBeUndefined()
    expect(legacyRedirectTarget('/about')).toBeUndefined()
    expect(legacyRedirectTarget('/24-hours')).toBeUndefined()
  })
})
