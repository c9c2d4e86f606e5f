import Datastore from '@seald-io/nedb'
import { describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import type { InboxSearch } from '../../app/shared/staffApi.ts'
import { compareNewestFirst, type EnquiryRecord, newestFirst, newRecord, searchFilter, searchMatcher } from './enquiryRecords.ts'

/** Records that differ in each thing a search looks at, a legacy one without a service among them. */
function sampleRecords(): EnquiryRecord[] {
  const people = [
    { firstName: 'Aoife', lastName: 'Brennan', email: 'aoife@example.com', phone: '07700 900123', serviceType: 'licensing' },
    { firstName: 'Ciarán', lastName: "O'Neill", email: 'ciaran@example.org', phone: '+44 28 7126 0000', serviceType: '' },
    { firstName: 'Séamus', lastName: 'Doherty', email: 'SEAMUS@EXAMPLE.NET', phone: '028 7126 0000', serviceType: 'conveyancing' },
    { firstName: 'Niamh', lastName: 'McLaughlin (Dr.)', email: 'niamh+inbox@example.com', phone: '07700900999', serviceType: 'Boundary dispute' },
  ]
  const records = people.map((person, index) => newRecord(sampleEnquiry(person), { alert: false, at: new Date(Date.UTC(2026, 0, index + 1)) }))
  records[1]!.status = 'contacted'
  const { serviceType: _, ...legacy } = newRecord(sampleEnquiry({ firstName: 'Old', lastName: 'Record', phone: '07700 900 123' }), { alert: false })
  return [...records, legacy as EnquiryRecord]
}

const searches: InboxSearch[] = [
  {},
  { status: 'new' },
  { status: 'contacted' },
  { service: 'licensing' },
  { service: 'none' },
  { status: 'new', service: 'conveyancing' },
  { q: 'aoife' },
  { q: 'AOIFE brennan' },
  { q: "o'neill" },
  { q: 'example.org' },
  { q: '7126 0000' },
  { q: '07700900123' },
  { q: '900 123' },
  { q: '(dr.)' },
  { q: 'niamh+inbox' },
  { q: 'nobody' },
  { q: '12' },
  { status: 'new', q: 'example' },
]

describe('the inbox search, as a query and as a test of one record', () => {
  it('finds the same enquiries either way, for every kind of search', async () => {
    // nedb evaluates the query as MongoDB does, which is what the file store relied on before.
    const db = new Datastore<EnquiryRecord>()
    const records = sampleRecords()
    await db.insertAsync(records)
    for (const search of searches) {
      const byQuery = (await db.findAsync(searchFilter(search))).map((record) => record.id).sort()
      const byTest = records
        .filter(searchMatcher(search))
        .map((record) => record.id)
        .sort()
      expect(byTest, JSON.stringify(search)).toEqual(byQuery)
    }
  })

  it('each search above finds something and leaves something out, so the comparison says something', () => {
    const records = sampleRecords()
    const telling = searches.filter((search) => search.q !== 'nobody' && Object.keys(search).length > 0)
    for (const search of telling) {
      const found = records.filter(searchMatcher(search)).length
      expect(found, JSON.stringify(search)).toBeGreaterThan(0)
      expect(found, JSON.stringify(search)).toBeLessThan(records.length)
    }
  })
})

describe('newest first', () => {
  it('orders as the stores order by newestFirst, enquiries that arrived in the same millisecond included', async () => {
    const at = new Date(Date.UTC(2026, 0, 1))
    const records = [
      ...Array.from({ length: 6 }, () => newRecord(sampleEnquiry(), { alert: false, at })),
      newRecord(sampleEnquiry(), { alert: false, at: new Date(at.getTime() + 1) }),
      newRecord(sampleEnquiry(), { alert: false, at: new Date(at.getTime() - 1) }),
    ]
    const db = new Datastore<EnquiryRecord>()
    await db.insertAsync(records)
    const byQuery = (await db.findAsync({}).sort(newestFirst)).map((record) => record.id)
    expect([...records].sort(compareNewestFirst).map((record) => record.id)).toEqual(byQuery)
  })
})
