import { describe, expect, it } from 'vitest'
import { replyDueAt, workingHoursBetween } from './replyDue.ts'

/** London's wall clock at an instant, as the firm reads it: "Mon, 30/11/2026, 17:00". */
const inLondon = (instant: Date) =>
  instant.toLocaleString('en-GB', {
    timeZone: 'Europe/London',
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })

const dueInLondon = (sent: string) => inLondon(replyDueAt(new Date(sent)))

describe('when a reply is due: the close of the next working day', () => {
  it('is Monday at 17:00 for an enquiry sent on Friday at 17:01', () => {
    expect(dueInLondon('2026-11-27T17:01:00Z')).toBe('Mon, 30/11/2026, 17:00')
    expect(replyDueAt(new Date('2026-11-27T17:01:00Z'))).toEqual(new Date('2026-11-30T17:00:00Z'))
  })

  it('is Monday at 17:00 for an enquiry sent on Saturday or Sunday', () => {
    expect(dueInLondon('2026-11-28T10:00:00Z')).toBe('Mon, 30/11/2026, 17:00')
    expect(dueInLondon('2026-11-29T23:59:00Z')).toBe('Mon, 30/11/2026, 17:00')
  })

  it('counts the day of receipt whatever its hour: 08:00 on Monday is due at Tuesday’s close', () => {
    expect(dueInLondon('2026-11-23T08:00:00Z')).toBe('Tue, 24/11/2026, 17:00')
    expect(dueInLondon('2026-11-23T16:59:00Z')).toBe('Tue, 24/11/2026, 17:00')
  })

  it('skips the Twelfth’s substitute: Friday 10 July 2026 is due at the close of Tuesday 14 July', () => {
    // 12 July 2026 is a Sunday, so Monday 13 July is the holiday; 17:00 BST is 16:00 UTC.
    expect(dueInLondon('2026-07-10T11:00:00Z')).toBe('Tue, 14/07/2026, 17:00')
    expect(replyDueAt(new Date('2026-07-10T11:00:00Z'))).toEqual(new Date('2026-07-14T16:00:00Z'))
  })

  it('skips St Patrick’s Day', () => {
    // Tuesday 17 March 2026.
    expect(dueInLondon('2026-03-16T12:00:00Z')).toBe('Wed, 18/03/2026, 17:00')
    expect(dueInLondon('2026-03-17T12:00:00Z')).toBe('Wed, 18/03/2026, 17:00')
  })

  it('skips Christmas, Boxing Day and Boxing Day’s substitute on Monday 28 December 2026', () => {
    expect(dueInLondon('2026-12-24T10:00:00Z')).toBe('Tue, 29/12/2026, 17:00')
  })

  it('closes at 17:00 London time on either side of the clocks going forward (29 March 2026)', () => {
    expect(replyDueAt(new Date('2026-03-27T12:00:00Z'))).toEqual(new Date('2026-03-30T16:00:00Z'))
    // 00:30 GMT on the Sunday itself, half an hour before the change.
    expect(replyDueAt(new Date('2026-03-29T00:30:00Z'))).toEqual(new Date('2026-03-30T16:00:00Z'))
    expect(replyDueAt(new Date('2026-03-26T12:00:00Z'))).toEqual(new Date('2026-03-27T17:00:00Z'))
  })

  it('closes at 17:00 London time on either side of the clocks going back (25 October 2026)', () => {
    expect(replyDueAt(new Date('2026-10-23T12:00:00Z'))).toEqual(new Date('2026-10-26T17:00:00Z'))
    // 00:30 BST on Sunday 25 October is still Saturday in UTC: London's day is the one that counts.
    expect(replyDueAt(new Date('2026-10-24T23:30:00Z'))).toEqual(new Date('2026-10-26T17:00:00Z'))
    expect(replyDueAt(new Date('2026-10-22T12:00:00Z'))).toEqual(new Date('2026-10-23T16:00:00Z'))
  })

  it('reads the day in London, not in UTC: 00:30 BST on Tuesday 14 July is Tuesday', () => {
    // 23:30 UTC on Monday 13 July (the holiday); in London it is already Tuesday, so Wednesday's close.
    expect(dueInLondon('2026-07-13T23:30:00Z')).toBe('Wed, 15/07/2026, 17:00')
  })
})

describe('working hours between two instants', () => {
  it('is the office day, 8 hours, from before opening to after closing', () => {
    expect(workingHoursBetween(new Date('2026-11-24T07:00:00Z'), new Date('2026-11-24T19:00:00Z'))).toBe(8)
  })

  it('counts no time outside the office day, and none when the second instant is not later', () => {
    expect(workingHoursBetween(new Date('2026-11-24T17:30:00Z'), new Date('2026-11-25T08:59:00Z'))).toBe(0)
    expect(workingHoursBetween(new Date('2026-11-25T12:00:00Z'), new Date('2026-11-24T12:00:00Z'))).toBe(0)
  })

  it('skips a weekend: Friday 16:00 to Monday 10:00 is 2 hours', () => {
    expect(workingHoursBetween(new Date('2026-11-27T16:00:00Z'), new Date('2026-11-30T10:00:00Z'))).toBe(2)
  })

  it('skips a holiday: Friday 10 July 16:00 to Tuesday 14 July 10:30 is 2.5 hours', () => {
    expect(workingHoursBetween(new Date('2026-07-10T15:00:00Z'), new Date('2026-07-14T09:30:00Z'))).toBe(2.5)
  })

  it('counts London’s hours across the clock change: Friday 16:00 GMT to Monday 10:00 BST is 2 hours', () => {
    expect(workingHoursBetween(new Date('2026-03-27T16:00:00Z'), new Date('2026-03-30T09:00:00Z'))).toBe(2)
  })

  it('adds whole days: Monday 09:00 to Friday 17:00 is 40 hours', () => {
    expect(workingHoursBetween(new Date('2026-11-23T09:00:00Z'), new Date('2026-11-27T17:00:00Z'))).toBe(40)
  })
})
