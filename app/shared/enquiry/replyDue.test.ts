import { describe, expect, it } from 'vitest'
import { replyDueAt } from './replyDue.ts'

describe('when a reply is due', () => {
  it('is 24 clock hours after the enquiry arrived, nights and weekends included', () => {
    expect(replyDueAt(new Date('2026-11-27T17:45:00Z'))).toEqual(new Date('2026-11-28T17:45:00Z'))
  })

  it('is still 24 hours when the clocks go forward overnight, though London reads an hour later', () => {
    // 29 March 2026, 01:00 GMT: the clocks go forward to 02:00 BST.
    const due = replyDueAt(new Date('2026-03-28T12:00:00Z'))
    expect(due).toEqual(new Date('2026-03-29T12:00:00Z'))
    expect(due.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' })).toBe('13:00')
  })
})
