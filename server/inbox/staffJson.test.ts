import { describe, expect, it } from 'vitest'
import type { EnquiryRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import { toAlertStatus, toExportFile, toStaffEnquiry } from './staffJson.ts'

const arrived = new Date('2026-03-28T23:30:00.250Z')
const contacted = new Date('2026-03-29T09:05:00Z')
const record: EnquiryRecord = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Aoife',
  lastName: 'Brennan',
  email: 'aoife@example.com',
  phone: '07700 900123',
  serviceType: 'licensing',
  details: 'A late licence for a wedding.',
  createdAt: arrived,
  status: 'contacted',
  history: [
    { status: 'new', at: arrived, by: 'website' },
    { status: 'contacted', at: contacted, by: 'niamh' },
  ],
}

describe('the inbox API’s answers, made from the store’s records', () => {
  it('sends an enquiry as the staff app and scripts have always read it: the spec’s field order, times as ISO text', () => {
    expect(JSON.stringify(toStaffEnquiry(record))).toBe(
      '{"id":"11111111-1111-4111-8111-111111111111","firstName":"Aoife","lastName":"Brennan","email":"aoife@example.com",' +
        '"phone":"07700 900123","serviceType":"licensing","details":"A late licence for a wedding.","createdAt":"2026-03-28T23:30:00.250Z",' +
        '"status":"contacted","history":[{"status":"new","at":"2026-03-28T23:30:00.250Z","by":"website"},' +
        '{"status":"contacted","at":"2026-03-29T09:05:00.000Z","by":"niamh"}]}',
    )
  })

  it('exports an enquiry with the area of law in words', () => {
    expect(toExportFile(record, new Date('2026-04-01T12:00:00Z'))).toEqual({
      exportedAt: '2026-04-01T12:00:00.000Z',
      areaOfLaw: 'Licensing',
      enquiry: toStaffEnquiry(record),
    })
  })

  it('says since when alerts have been failing, or null when none is', () => {
    expect(toAlertStatus(true, { waiting: 2, failing: 1, failingSince: arrived, lastError: 'connect ECONNREFUSED' })).toEqual({
      enabled: true,
      waiting: 2,
      failing: 1,
      failingSince: '2026-03-28T23:30:00.250Z',
      lastError: 'connect ECONNREFUSED',
    })
    expect(toAlertStatus(false, { waiting: 0, failing: 0, failingSince: null, lastError: null }).failingSince).toBeNull()
  })
})
