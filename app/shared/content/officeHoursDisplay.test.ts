import { describe, expect, it } from 'vitest'
import { firm } from './firm.ts'
import { officeHoursDisplay } from './officeHoursDisplay.ts'

describe('the office hours as shown', () => {
  it('are the specification’s words for the firm’s working day', () => {
    expect(firm.hours.display).toBe('Monday to Friday, 9:00 AM to 5:00 PM')
  })

  it('follow a change to the working day', () => {
    expect(officeHoursDisplay({ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:30', closes: '12:00' })).toBe(
      'Monday to Thursday, 8:30 AM to 12:00 PM',
    )
    expect(officeHoursDisplay({ days: ['Monday', 'Wednesday', 'Friday'], opens: '10:00', closes: '16:15' })).toBe(
      'Monday, Wednesday and Friday, 10:00 AM to 4:15 PM',
    )
  })
})
