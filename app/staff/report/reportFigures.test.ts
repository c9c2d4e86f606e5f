import { describe, expect, it } from 'vitest'
import { areaLabel, assigneeLabel } from '../../shared/enquiry/reportLabels.ts'
import { hoursText, percent, weekLabel } from './reportFigures.ts'

describe("the report's figures, as a partner reads them", () => {
  it('names each week by its Monday', () => {
    expect(weekLabel('2026-08-24')).toBe('24 Aug')
    expect(weekLabel('2026-03-30')).toBe('30 Mar')
  })

  it('gives the share in whole percent, and 100% only when every enquiry was answered in time', () => {
    expect(percent(0.8333)).toBe(83)
    expect(percent(0.996)).toBe(99)
    expect(percent(1)).toBe(100)
    expect(percent(0)).toBe(0)
  })

  it('gives working hours to one decimal, and a dash when none was contacted', () => {
    expect(hoursText(3.456)).toBe('3.5')
    expect(hoursText(null)).toBe('—')
  })

  it('names areas of law and owners in words', () => {
    expect(areaLabel('family-law')).toBe('Family Law / Divorce')
    expect(areaLabel('none')).toBe('No area given')
    expect(areaLabel('not-sure')).toBe('Not sure')
    expect(assigneeLabel('unassigned')).toBe('Unassigned')
    expect(assigneeLabel('mcarlin')).toBe('mcarlin')
  })
})
