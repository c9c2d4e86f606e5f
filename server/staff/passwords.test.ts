import { describe, expect, it } from 'vitest'
import { passwordProblem } from './passwords.ts'

describe('the password rules (one check for the staff command and anywhere a password is set)', () => {
  it('takes twelve characters or more, up to 1,024, spaces and all', () => {
    expect(passwordProblem('correct horse battery')).toBeUndefined()
    expect(passwordProblem('Dún na nGall ó thuaidh')).toBeUndefined()
    expect(passwordProblem('gorse-lighthouse-ferry-7-ledger'.padEnd(1024, '~'))).toBeUndefined()
  })

  it('refuses what a guesser tries first: repeats, counting, the username, the firm’s name, invisible characters', () => {
    expect(passwordProblem('abababababab')).toMatch(/easy to guess/)
    expect(passwordProblem('111111111112')).toMatch(/easy to guess/)
    expect(passwordProblem('niamh-niamh-1', 'niamh')).toMatch(/easy to guess/)
    expect(passwordProblem('ClarendonSolicitors1')).toMatch(/easy to guess/)
    expect(passwordProblem('\u200b'.repeat(12))).toMatch(/invisible characters/)
    expect(passwordProblem('correct horse\u202ebattery')).toMatch(/invisible characters/)
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
