import { describe, expect, it } from 'vitest'
import { replyCountdown } from './timeLeft.ts'

// A Friday 17:01 enquiry's reply is due at Monday's close, as the server works it out.
const due = '2026-11-30T17:00:00.000Z'
const at = (iso: string) => Date.parse(iso)

describe('the time left until the reply the server says is due', () => {
  it('counts down to the due time, rounded down to the minute', () => {
    expect(replyCountdown(due, at('2026-11-30T09:00:00Z'))).toEqual({ overdue: false, text: '8 h left' })
    expect(replyCountdown(due, at('2026-11-30T12:39:30Z'))).toEqual({ overdue: false, text: '4 h 20 min left' })
    expect(replyCountdown(due, at('2026-11-30T16:55:00Z'))).toEqual({ overdue: false, text: '5 min left' })
    expect(replyCountdown(due, at('2026-11-30T16:59:30Z'))).toEqual({ overdue: false, text: 'less than 1 min left' })
  })

  it('gives the weekend before it in days and hours, as the due time is days away', () => {
    expect(replyCountdown(due, at('2026-11-27T17:01:00Z'))).toEqual({ overdue: false, text: '2 d 23 h left' })
  })

  it('says by how much a reply is overdue', () => {
    expect(replyCountdown(due, at('2026-11-30T20:05:00Z'))).toEqual({ overdue: true, text: 'Overdue by 3 h 5 min' })
    expect(replyCountdown(due, at('2026-11-30T17:40:00Z'))).toEqual({ overdue: true, text: 'Overdue by 40 min' })
    expect(replyCountdown(due, at('2026-12-02T20:00:00Z'))).toEqual({ overdue: true, text: 'Overdue by 2 d 3 h' })
    expect(replyCountdown(due, at('2026-12-02T17:00:00Z'))).toEqual({ overdue: true, text: 'Overdue by 2 d' })
  })
})
