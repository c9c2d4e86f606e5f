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
  phone: '+442871260000',
  serviceType: 'licensing',
  otherParty: 'Foyle Catering Ltd',
  details: 'A late licence for a wedding.',
  heardFrom: 'recommendation',
  sentFrom: '/services/licensing',
  createdAt: arrived,
  status: 'contacted',
  held: false,
  assignee: 'niamh',
  replyDueAt: new Date('2026-03-30T16:00:00Z'),
  firstContactAt: contacted,
  timeline: [
    { kind: 'status', status: 'new', at: arrived, by: 'website' },
    { kind: 'assigned', to: 'niamh', at: contacted, by: 'niamh' },
    { kind: 'note', text: 'Rang, left a message.', at: contacted, by: 'niamh' },
    { kind: 'status', status: 'contacted', at: contacted, by: 'niamh' },
  ],
}

describe('the inbox API’s answers, made from the store’s records', () => {
  it('sends an enquiry in the spec’s field order, then how the firm keeps it, times as ISO text', () => {
    expect(JSON.stringify(toStaffEnquiry(record))).toBe(
      '{"id":"11111111-1111-4111-8111-111111111111","firstName":"Aoife","lastName":"Brennan","email":"aoife@example.com",' +
        '"phone":"+442871260000","serviceType":"licensing","otherParty":"Foyle Catering Ltd","details":"A late licence for a wedding.","heardFrom":"recommendation",' +
        '"sentFrom":"/services/licensing","createdAt":"2026-03-28T23:30:00.250Z",' +
        '"status":"contacted","held":false,"assignee":"niamh","replyDueAt":"2026-03-30T16:00:00.000Z","firstContactAt":"2026-03-29T09:05:00.000Z",' +
        '"phoneCountry":"GB","phoneDisplay":"028 7126 0000","timeline":[{"kind":"status","status":"new","at":"2026-03-28T23:30:00.250Z","by":"website"},' +
        '{"kind":"assigned","to":"niamh","at":"2026-03-29T09:05:00.000Z","by":"niamh"},' +
        '{"kind":"note","text":"Rang, left a message.","at":"2026-03-29T09:05:00.000Z","by":"niamh"},' +
        '{"kind":"status","status":"contacted","at":"2026-03-29T09:05:00.000Z","by":"niamh"}]}',
    )
  })

  it('names the country of a phone kept as E.164, or as typed in the UK or Irish form of older enquiries', () => {
    const country = (phone: string) => toStaffEnquiry({ ...record, phone }).phoneCountry
    expect(country('+34912345678')).toBe('ES')
    expect(country('028 7126 0000')).toBe('GB')
    expect(country('087 123 4567')).toBe('IE')
    expect(country('12')).toBeNull()
  })

  it('formats the phone for staff: a UK number as dialled in the UK, others with their country code, one that does not parse as stored', () => {
    const display = (phone: string) => toStaffEnquiry({ ...record, phone }).phoneDisplay
    expect(display('+442896496000')).toBe('028 9649 6000')
    expect(display('+353871234567')).toBe('+353 87 123 4567')
    expect(display('+14155550123')).toBe('+1 415 555 0123')
    expect(display('087 123 4567')).toBe('+353 87 123 4567')
    expect(display('12')).toBe('12')
  })

  it('exports an enquiry with the area of law in words, and its timeline with the notes, naming staff by their role', () => {
    const file = toExportFile(record, new Date('2026-04-01T12:00:00Z'))
    const { timeline, assignee, ...rest } = toStaffEnquiry(record)
    expect(file).toEqual({
      exportedAt: '2026-04-01T12:00:00.000Z',
      areaOfLaw: 'Licensing',
      enquiry: { ...rest, assignee: 'staff', timeline: expect.any(Array) },
    })
    expect(file.enquiry.timeline.map((entry) => [entry.kind, entry.by, 'to' in entry ? entry.to : undefined])).toEqual([
      ['status', 'website', undefined],
      ['assigned', 'staff', 'staff'],
      ['note', 'staff', undefined],
      ['status', 'staff', undefined],
    ])
    expect(JSON.stringify(file)).not.toContain('niamh')
  })

  it('says since when alerts have been failing, or null when none is', () => {
    expect(toAlertStatus(true, { waiting: 2, failing: 1, failingSince: arrived, lastError: 'connect ECONNREFUSED', lastRefusal: null })).toEqual({
      enabled: true,
      waiting: 2,
      failing: 1,
      failingSince: '2026-03-28T23:30:00.250Z',
      lastError: 'connect ECONNREFUSED',
      lastRefusal: null,
    })
    expect(toAlertStatus(false, { waiting: 0, failing: 0, failingSince: null, lastError: null, lastRefusal: null }).failingSince).toBeNull()
  })
})
