import { describe, expect, it } from 'vitest'
import { isWorkingDay, officeDay } from './workingDay.ts'

const day = (iso: string) => {
  const [year = 0, month = 0, date = 0] = iso.split('-').map(Number)
  return { year, month, day: date }
}

describe('the office’s working days', () => {
  it('are Monday to Friday', () => {
    expect(isWorkingDay(day('2026-11-27'))).toBe(true)
    expect(isWorkingDay(day('2026-11-28'))).toBe(false)
    expect(isWorkingDay(day('2026-11-29'))).toBe(false)
  })

  it('leave out Northern Ireland’s bank and public holidays, substitute days included', () => {
    for (const holiday of ['2026-03-17', '2026-04-06', '2026-07-13', '2026-08-31', '2026-12-25', '2026-12-28', '2027-03-17', '2027-07-12', '2027-12-27']) {
      expect(isWorkingDay(day(holiday)), holiday).toBe(false)
    }
  })

  it('keep a holiday of another part of the UK: Scotland’s St Andrew’s Day, Monday 30 November 2026', () => {
    expect(isWorkingDay(day('2026-11-30'))).toBe(true)
  })
})

describe('the office day', () => {
  it('opens at 09:00 and closes at 17:00 London time, in GMT and in BST', () => {
    expect(officeDay(day('2026-03-27'))).toEqual({ opens: new Date('2026-03-27T09:00:00Z'), closes: new Date('2026-03-27T17:00:00Z') })
    expect(officeDay(day('2026-03-30'))).toEqual({ opens: new Date('2026-03-30T08:00:00Z'), closes: new Date('2026-03-30T16:00:00Z') })
    expect(officeDay(day('2026-10-26'))).toEqual({ opens: new Date('2026-10-26T09:00:00Z'), closes: new Date('2026-10-26T17:00:00Z') })
  })
})
