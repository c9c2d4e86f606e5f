import { describe, expect, it } from 'vitest'
import { team } from '../../shared/content/team.ts'
import { discInitials, initials } from './initials.ts'

describe('initials on the team discs', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Gráinne McCafferty')).toBe('GM')
    expect(initials('Declan O’Kane')).toBe('DO')
  })

  it('gives everyone on the team a disc of their own: Catherine Dunleavy and Ciarán Doherty no longer both read "CD"', () => {
    const discs = team.map((member) => discInitials(member.name))
    expect(new Set(discs).size).toBe(team.length)
    expect(discInitials('Catherine Dunleavy')).toBe('CDu')
    expect(discInitials('Ciarán Doherty')).toBe('CDo')
    expect(discInitials('Eamon Dunleavy')).toBe('ED')
  })
})
