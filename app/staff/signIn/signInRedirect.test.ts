import { describe, expect, it } from 'vitest'
import { signInRedirect } from './signInRedirect.ts'

describe('where signing in leads', () => {
  it('is the inbox address the colleague was on', () => {
    expect(signInRedirect('/staff')).toBe('/staff')
    expect(signInRedirect('/staff/enquiries/3f2b?x=1')).toBe('/staff/enquiries/3f2b?x=1')
    expect(signInRedirect('/staff?status=new&page=2')).toBe('/staff?status=new&page=2')
  })

  it('is never another site, another part of this one, or the sign-in screen', () => {
    for (const value of [
      'https://evil.example/staff',
      '//evil.example/staff',
      '/\\evil.example',
      '/about',
      '/staffroom',
      '/staff/../about',
      '/staff/sign-in?redirect=/staff',
      'staff',
      42,
    ]) {
      expect(signInRedirect(value)).toBeUndefined()
    }
  })
})
