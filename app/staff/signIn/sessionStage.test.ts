import { describe, expect, it } from 'vitest'
import { nextScreen } from './sessionStage.ts'

const session = (stage: 'second-factor' | 'enrol' | 'signed-in') => ({ username: 'alice', stage, factors: [], role: 'staff' as const })

describe('where a session may go next', () => {
  it('sends nobody, or a session at the second factor, to sign in, keeping where they were going', () => {
    expect(nextScreen(null, '/staff/enquiries/abc')).toEqual({ href: '/staff/sign-in?redirect=%2Fstaff%2Fenquiries%2Fabc' })
    expect(nextScreen(session('second-factor'), undefined)).toEqual({ href: '/staff/sign-in' })
  })

  it('sends a session with no second factor to set one up', () => {
    expect(nextScreen(session('enrol'), '/staff/report')).toEqual({ href: '/staff/enrol?redirect=%2Fstaff%2Freport' })
  })

  it('lets a signed-in session through to the address asked for, or the inbox', () => {
    expect(nextScreen(session('signed-in'), '/staff/report')).toEqual({ href: '/staff/report' })
    expect(nextScreen(session('signed-in'), undefined)).toEqual({ href: '/staff' })
  })
})
