import { describe, expect, it } from 'vitest'
import { replyCountdown } from './timeLeft.ts'

const arrived = '2026-11-23T09:00:00.000Z'
const at = (iso: string) => Date.parse(iso)

describe('the time left of the 24-hour promise', () => {
  it('counts clock hours from arrival, rounded down to the minute', () => {
    expect(replyCountdown(arrived, at('2026-11-23T14:39:30Z'))).toEqual({ overdue: false, text: '18 h 20 min left' })
    expect(replyCountdown(arrived, at('2026-11-24T08:00:00Z'))).toEqual({ overdue: false, text: '1 h left' })
    expect(replyCountdown(arrived, at('2026-11-24T08:55:00Z'))).toEqual({ overdue: false, text: '5 min left' })
    expect(replyCountdown(arrived, at('2026-11-24T08:59:30Z'))).toEqual({ overdue: false, text: 'less than 1 min left' })
  })

  it('counts nights and weekends like any other hours', () => {
    const fridayEvening = '2026-11-27T17:30:00.000Z'
    expect(replyCountdown(fridayEvening, at('2026-11-28T17:30:00Z'))).toEqual({ overdue: true, text: 'Overdue by less than 1 min' })
  })

  it('says by how much a reply is overdue', () => {
    expect(replyCountdown(arrived, at('2026-11-24T12:05:00Z'))).toEqual({ overdue: true, text: 'Overdue by 3 h 5 min' })
    expect(replyCountdown(arrived, at('2026-11-24T09:40:00Z'))).toEqual({ overdue: true, text: 'Overdue by 40 min' })
  })

  it('gives long delays in days and hours', () => {
    expect(replyCountdown(arrived, at('2026-11-26T12:00:00Z'))).toEqual({ overdue: true, text: 'Overdue by 2 d 3 h' })
    expect(replyCountdown(arrived, at('2026-11-26T09:00:00Z'))).toEqual({ overdue: true, text: 'Overdue by 2 d' })
  })
})
