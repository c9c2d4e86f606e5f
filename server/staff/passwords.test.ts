import { describe, expect, it } from 'vitest'
import { passwordProblem } from './passwords.ts'

describe('the password rules (one check for the staff command and anywhere a password is set)', () => {
  it('takes twelve characters or more, up to 1,024, spaces and all', () => {
    expect(passwordProblem('correct horse battery')).toBeUndefined()
    expect(passwordProblem(`${'é'.repeat(11)}b`)).toBeUndefined()
    expect(passwordProblem(`a${'b'.repeat(1023)}`)).toBeUndefined()
  })

  it('refuses one that is short, only spaces, one character repeated, common, or over 1,024 characters', () => {
    expect(passwordProblem('elevenchars')).toBe('The password must be at least 12 characters long.')
    expect(passwordProblem(' '.repeat(12))).toBe('The password must not be only spaces.')
    expect(passwordProblem('aaaaaaaaaaaa')).toBe('The password must not be one character repeated.')
    expect(passwordProblem('QWERTY123456')).toMatch(/on a list of common passwords/)
    expect(passwordProblem('1q2w3e4r5t6y')).toMatch(/on a list of common passwords/)
    expect(passwordProblem(`a${'b'.repeat(1024)}`)).toBe('The password must be at most 1024 characters long.')
  })
})
