import { describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import { tempDir } from '../testing/tempDirs.ts'
import { type EnquiryDocument, newDocument } from './mongoDocuments.ts'
import { searchFilter } from './mongoQueries.ts'
import { openSqliteStore } from './sqliteStore.ts'
import type { EnquirySearch } from './store.ts'

/**
 * MongoDB's reading of the query searchFilter builds (equal values, null matching a missing field
 * too, $lt, $and, $or, and patterns that match only text), so the SQL search can be checked
 * against it without a MongoDB server.
 */
function matchesQuery(query: Record<string, unknown>, record: EnquiryDocument): boolean {
  return Object.entries(query).every(([key, condition]) => {
    if (key === '$and') return (condition as Array<Record<string, unknown>>).every((part) => matchesQuery(part, record))
    if (key === '$or') return (condition as Array<Record<string, unknown>>).some((part) => matchesQuery(part, record))
    const value: unknown = record[key as keyof EnquiryDocument]
    if (condition instanceof RegExp) return typeof value === 'string' && condition.test(value)
    if (condition === null) return value === null || value === undefined
    if (condition && typeof condition === 'object' && '$lt' in condition) return value instanceof Date && value < (condition.$lt as Date)
    return value === condition
  })
}

/** Records that differ in each thing a search looks at. */
function sampleRecords(): EnquiryDocument[] {
  const people = [
    { firstName: 'Aoife', lastName: 'Brennan', email: 'aoife@example.com', phone: '07700 900123', serviceType: 'licensing' },
    { firstName: 'Ciarán', lastName: "O'Neill", email: 'ciaran@example.org', phone: '+44 28 7126 0000', serviceType: '', otherParty: 'Foyle Haulage Ltd' },
    {
      firstName: 'Séamus',
      lastName: 'Doherty',
      email: 'SEAMUS@EXAMPLE.NET',
      phone: '028 7126 0000',
      serviceType: 'conveyancing',
      details: 'The boundary wall fell.',
    },
    { firstName: 'Niamh', lastName: 'McLaughlin (Dr.)', email: 'niamh+inbox@example.com', phone: '07700900999', serviceType: 'Boundary dispute' },
    { firstName: 'Old', lastName: 'Record', email: 'old@example.com', phone: '07700 900 123', serviceType: '' },
  ]
  return people.map((person, index) => {
    const at = new Date(Date.UTC(2026, 0, index + 1))
    // The old record's is held; each reply is due a day after its arrival.
    return newDocument(
      { ...sampleEnquiry(person), heardFrom: '', sentFrom: '' },
      { alert: false, at, replyDueAt: new Date(at.getTime() + 86_400_000), hold: index === 4 ? ['too-fast'] : [] },
    )
  })
}

/** Aoife's is Niamh's; Ciarán's was contacted on 3 January. */
function work(records: EnquiryDocument[]) {
  records[0]!.assignee = 'niamh'
  records[1]!.status = 'contacted'
  records[1]!.firstContactAt = new Date(Date.UTC(2026, 0, 3))
  return records
}

const searches: EnquirySearch[] = [
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
  { q: 'haulage' },
  { q: 'WALL' },
  { q: '00442871260000' },
  { arrivedBefore: new Date(Date.UTC(2026, 0, 3)) },
  { held: true, arrivedBefore: new Date(Date.UTC(2026, 0, 6)) },
  { q: 'niamh+inbox' },
  { q: 'nobody' },
  { q: '12' },
  { status: 'new', q: 'example' },
  { held: true },
  { held: true, q: 'old' },
  { held: false, status: 'new' },
  { assignee: 'niamh' },
  { assignee: null },
  { assignee: null, service: 'none' },
  { overdueAt: new Date(Date.UTC(2026, 0, 4)) },
  { overdueAt: new Date(Date.UTC(2026, 0, 7)), assignee: null },
]

describe('the inbox search, as a MongoDB query and as SQL', () => {
  it('finds the same enquiries either way, for every kind of search', async () => {
    const records = sampleRecords()
    const store = await openSqliteStore(tempDir('clarendon-search-'))
    for (const record of records) {
      const hold = record.held ? (['too-fast'] as const) : []
      await store.enquiries.insert(record, { alert: false, at: record.createdAt, replyDueAt: record.replyDueAt ?? new Date(), hold: [...hold] })
    }
    await store.enquiries.assign(records[0]!.id, { to: 'niamh', at: new Date(), by: 'niamh' })
    await store.enquiries.changeStatus(records[1]!.id, 'new', { status: 'contacted', at: new Date(Date.UTC(2026, 0, 3)), by: 'niamh' })
    await store.enquiries.logCall(records[1]!.id, { outcome: 'spoke', at: new Date(Date.UTC(2026, 0, 3)), by: 'niamh' })
    work(records)
    for (const search of searches) {
      const byQuery = records.filter((record) => matchesQuery(searchFilter(search), record)).map((record) => record.id)
      const bySql = (await store.enquiries.search(search, { skip: 0, limit: 10 })).items.map((enquiry) => enquiry.id)
      expect(bySql, JSON.stringify(search)).toEqual(byQuery.reverse())
    }
    await store.close()
  })

  it('each search above finds something and leaves something out, so the comparison says something', () => {
    const records = work(sampleRecords())
    const telling = searches.filter((search) => search.q !== 'nobody' && Object.keys(search).length > 0)
    for (const search of telling) {
      const found = records.filter((record) => matchesQuery(searchFilter(search), record)).length
      expect(found, JSON.stringify(search)).toBeGreaterThan(0)
      expect(found, JSON.stringify(search)).toBeLessThan(records.length)
    }
  })
})
