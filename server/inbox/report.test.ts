import { beforeAll, describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import type { ReportRow } from '../store/store.ts'
import { addStaff, sameSite, signedIn } from '../testing/staffTesting.ts'
import { prepareTestApp, testApp } from '../testing/testApp.ts'
import { buildReport } from './report.ts'
import { reportCsv } from './reportCsv.ts'

beforeAll(prepareTestApp)

const at = (iso: string) => new Date(iso)
const row = (overrides: Partial<ReportRow> & Pick<ReportRow, 'createdAt'>): ReportRow => ({
  serviceType: '',
  heardFrom: '',
  sentFrom: '',
  assignee: null,
  wasHeld: false,
  held: false,
  clockFrom: overrides.createdAt,
  replyDueAt: null,
  firstContactAt: null,
  ...overrides,
})

// Wednesday 25 November 2026, noon: the current week began on Monday 23 November.
const now = at('2026-11-25T12:00:00Z')
const rows: ReportRow[] = [
  // Contacted four hours after it came, well within its time.
  row({
    createdAt: at('2026-11-23T10:00:00Z'),
    serviceType: 'family-law',
    heardFrom: 'recommendation',
    sentFrom: '/services/family-law',
    assignee: 'niamh',
    replyDueAt: at('2026-11-24T17:00:00Z'),
    firstContactAt: at('2026-11-23T14:00:00Z'),
  }),
  // Contacted the morning after its time.
  row({
    createdAt: at('2026-11-23T11:00:00Z'),
    serviceType: 'family-law',
    heardFrom: 'search-engine',
    sentFrom: '/contact',
    assignee: 'declan',
    replyDueAt: at('2026-11-24T17:00:00Z'),
    firstContactAt: at('2026-11-25T10:00:00Z'),
  }),
  // Not contacted, and not yet due: it counts neither way.
  row({
    createdAt: at('2026-11-24T09:00:00Z'),
    serviceType: 'licensing',
    heardFrom: 'recommendation',
    sentFrom: '/contact',
    replyDueAt: at('2026-11-25T17:00:00Z'),
  }),
  // Still held as spam.
  row({ createdAt: at('2026-11-24T09:30:00Z'), wasHeld: true, held: true }),
  // Released a day after it came, never contacted, past its time; its area is not one of ours.
  row({
    createdAt: at('2026-11-16T10:00:00Z'),
    serviceType: 'tax',
    assignee: 'niamh',
    wasHeld: true,
    clockFrom: at('2026-11-17T10:00:00Z'),
    replyDueAt: at('2026-11-18T17:00:00Z'),
  }),
  // Sunday 23:30 in London (GMT): the week before the current one.
  row({
    createdAt: at('2026-11-22T23:30:00Z'),
    serviceType: 'conveyancing',
    assignee: 'niamh',
    replyDueAt: at('2026-11-23T17:00:00Z'),
    firstContactAt: at('2026-11-23T09:00:00Z'),
  }),
  // 23:30 UTC on Sunday 6 September is 00:30 on Monday 7 September in London (BST): the oldest of the 12 weeks.
  row({
    createdAt: at('2026-09-06T23:30:00Z'),
    serviceType: 'conveyancing',
    replyDueAt: at('2026-09-08T16:00:00Z'),
    firstContactAt: at('2026-09-07T09:00:00Z'),
  }),
  // Sunday 6 September in London: before the 12 weeks.
  row({ createdAt: at('2026-09-06T12:00:00Z'), serviceType: 'licensing', replyDueAt: at('2026-09-07T16:00:00Z'), firstContactAt: at('2026-09-07T09:00:00Z') }),
]

// Clock hours stand in for working hours here: the report's own arithmetic is what is checked.
const clockHours = (from: Date, to: Date) => (to.getTime() - from.getTime()) / 3_600_000

describe('the report: the promise, measured', () => {
  it('counts each of the last 12 weeks (Monday to Sunday in London), by area of law and by assignee', () => {
    const report = buildReport(rows, now, clockHours)
    expect(report.withinPromise).toBe(3 / 5)
    expect(report.weeks).toHaveLength(12)
    expect(report.weeks[0]).toEqual({ weekOf: '2026-11-23', received: 4, held: 1, due: 2, contactedInTime: 1, medianWorkingHoursToContact: 25.5 })
    expect(report.weeks[1]).toEqual({ weekOf: '2026-11-16', received: 2, held: 1, due: 2, contactedInTime: 1, medianWorkingHoursToContact: 9.5 })
    expect(report.weeks[11]).toEqual({ weekOf: '2026-09-07', received: 1, held: 0, due: 1, contactedInTime: 1, medianWorkingHoursToContact: 9.5 })
    expect(report.weeks.slice(2, 11).every((week) => week.received === 0 && week.medianWorkingHoursToContact === null)).toBe(true)
    expect(report.byArea).toEqual([
      { key: 'conveyancing', received: 2, due: 2, contactedInTime: 2, medianWorkingHoursToContact: 9.5 },
      { key: 'family-law', received: 2, due: 2, contactedInTime: 1, medianWorkingHoursToContact: 25.5 },
      { key: 'licensing', received: 1, due: 0, contactedInTime: 0, medianWorkingHoursToContact: null },
      { key: 'none', received: 1, due: 1, contactedInTime: 0, medianWorkingHoursToContact: null },
    ])
    expect(report.byAssignee).toEqual([
      { key: 'niamh', received: 3, due: 3, contactedInTime: 2, medianWorkingHoursToContact: 6.8 },
      { key: 'unassigned', received: 2, due: 1, contactedInTime: 1, medianWorkingHoursToContact: 9.5 },
      { key: 'declan', received: 1, due: 1, contactedInTime: 0, medianWorkingHoursToContact: 47 },
    ])
  })

  it('counts the enquiries by how they heard of the firm and by the page they were sent from, held ones aside', () => {
    const report = buildReport(rows, now, clockHours)
    expect(report.bySource).toEqual([
      { key: 'not-said', received: 3, due: 3, contactedInTime: 2, medianWorkingHoursToContact: 9.5 },
      { key: 'recommendation', received: 2, due: 1, contactedInTime: 1, medianWorkingHoursToContact: 4 },
      { key: 'search-engine', received: 1, due: 1, contactedInTime: 0, medianWorkingHoursToContact: 47 },
    ])
    expect(report.byPage.map(({ key, received }) => [key, received])).toEqual([
      ['not-recorded', 3],
      ['/contact', 2],
      ['/services/family-law', 1],
    ])
    const lines = reportCsv(report).split('\r\n')
    expect(lines).toContain('How they heard of us,Received,Due,Contacted in time,Median working hours to first contact')
    expect(lines).toContain('A recommendation,2,1,1,4')
    expect(lines).toContain('Did not say,3,3,2,9.5')
    expect(lines).toContain('/services/family-law,1,1,1,4')
    expect(lines).toContain('Not recorded,3,3,2,9.5')
  })

  it('counts the hours to first contact in office time: Friday 16:00 to Monday 10:00 is two hours', () => {
    const friday = row({ createdAt: at('2026-11-20T16:00:00Z'), replyDueAt: at('2026-11-23T17:00:00Z'), firstContactAt: at('2026-11-23T10:00:00Z') })
    expect(buildReport([friday], now).weeks.find((week) => week.weekOf === '2026-11-16')?.medianWorkingHoursToContact).toBe(2)
  })

  it('has no headline before any enquiry is due', () => {
    expect(buildReport([], now).withinPromise).toBeNull()
  })

  it('writes a spreadsheet with the headline first, areas of law in words, commas quoted', () => {
    const lines = reportCsv(buildReport(rows, now, clockHours)).split('\r\n')
    expect(lines[0]).toBe('First contacted within the promise (last 12 weeks),60%')
    expect(lines[2]).toBe('Week of (Monday),Received,Held,Due,Contacted in time,Median working hours to first contact')
    expect(lines[3]).toBe('2026-11-23,4,1,2,1,25.5')
    expect(lines[5]).toBe('2026-11-09,0,0,0,0,')
    expect(lines).toContain('Family Law / Divorce,2,2,1,25.5')
    expect(lines).toContain('No area given,1,1,0,')
    expect(lines).toContain('niamh,3,3,2,6.8')
    expect(
      reportCsv({ ...buildReport(rows, now), byArea: [{ key: 'wills-probate', received: 1, due: 0, contactedInTime: 0, medianWorkingHoursToContact: null }] }),
    ).toContain('"Wills, Probate & Enduring Powers of Attorney",1,0,0,')
  })
})

describe('the report in the inbox API', () => {
  it('answers the report as JSON and as a CSV download, with no personal data', async () => {
    const { app, store } = await testApp()
    const agent = await signedIn(app, await addStaff(store))
    const { enquiry } = await store.enquiries.insert(sampleEnquiry({ serviceType: 'licensing' }), {
      alert: false,
      replyDueAt: new Date(Date.now() + 3_600_000),
    })
    await agent.post(`/api/consultation-requests/${enquiry.id}/notes`).set(sameSite).send({ text: 'Rang back.' }).expect(201)
    await agent.post(`/api/consultation-requests/${enquiry.id}/calls`).set(sameSite).send({ outcome: 'spoke' }).expect(201)
    const { body } = await agent.get(staffApi.report.path).expect(200)
    expect(body.withinPromise).toBe(1)
    expect(body.weeks[0]).toMatchObject({ received: 1, held: 0, due: 1, contactedInTime: 1 })
    expect(body.byArea).toEqual([expect.objectContaining({ key: 'licensing', received: 1, contactedInTime: 1 })])
    const csv = await agent.get(staffApi.reportCsv.path).expect(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=enquiry-report-\d{4}-\d\d-\d\d\.csv$/)
    expect(csv.headers['cache-control']).toBe('no-store')
    expect(csv.text.split('\r\n')[0]).toBe('First contacted within the promise (last 12 weeks),100%')
    for (const text of [JSON.stringify(body), csv.text]) {
      for (const personal of ['Aoife', 'Brennan', 'aoife@example.com', '6123', 'Rang back']) expect(text).not.toContain(personal)
    }
  })
})
