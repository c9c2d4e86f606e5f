import { describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import type { EnquiryRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { EnquiryParties } from '../store/store.ts'
import { conflictsListed, mayBeSameParty, namedParties, nameWords, possibleConflicts } from './conflicts.ts'

describe('the conflict check', () => {
  it('reads a name without accents, case, punctuation, titles or a company form, an Irish O joined and Mac as Mc', () => {
    expect(nameWords("Mrs Síle O'Néill")).toEqual(['sile', 'oneill'])
    expect(nameWords('SILE O NEILL')).toEqual(['sile', 'oneill'])
    expect(nameWords('Seán MacGiolla')).toEqual(['sean', 'mcgiolla'])
    expect(nameWords('Foyle Haulage Ltd.')).toEqual(['foyle', 'haulage'])
    expect(nameWords('The Foyle Haulage Company Limited')).toEqual(['foyle', 'haulage'])
    for (const [one, other] of [
      ['Mac Giolla', 'MacGiolla'],
      ['Mc Laughlin', 'McLaughlin'],
      ['Nic Giolla', 'Mac Giolla'],
      ['Ní Néill', "O'Neill"],
      ['Ní Dhochartaigh', 'Ó Dochartaigh'],
      ['D‘Arcy', 'Darcy'],
      ['Oʼ Neill', 'ONeill'],
      ['Łukasz Wiśniewski', 'Lukasz Wisniewski'],
    ]) {
      expect(nameWords(one!), `${one} and ${other}`).toEqual(nameWords(other!))
    }
  })

  it('takes two names for one party when every word of the shorter is in the longer, and a lone surname for nobody', () => {
    expect(mayBeSameParty('Aoife Brennan', 'Mrs Aoife M. Brennan')).toBe(true)
    expect(mayBeSameParty('brennan aoife', 'Aoife Brennan')).toBe(true)
    expect(mayBeSameParty('Ciaran Doherty', 'Ciarán Ó Dochartaigh')).toBe(false)
    expect(mayBeSameParty('Brennan', 'Aoife Brennan')).toBe(false)
    expect(mayBeSameParty('Aoife Brennan', 'Aoife Byrne')).toBe(false)
    expect(mayBeSameParty('', 'Aoife Brennan')).toBe(false)
    expect(mayBeSameParty('A. Brennan', 'Aoife Brennan')).toBe(true)
    expect(mayBeSameParty('A. B.', 'Aoife Brennan')).toBe(false)
    expect(mayBeSameParty('Patrick Murphy', 'Patrick Kelly Sean Murphy Kelly Lettings')).toBe(false)
  })

  it('reads an Other party naming several as several', () => {
    expect(namedParties('My landlord Patrick Kelly of Kelly Lettings Ltd, and his agent Sean Murphy')).toEqual([
      'My landlord Patrick Kelly ',
      ' Kelly Lettings Ltd',
      ' his agent Sean Murphy',
    ])
    expect(namedParties('Declan & Síle ONeill')).toEqual(['Declan ', ' Síle ONeill'])
  })

  it('finds who this enquiry names, and who names this enquirer, but not the same person again', () => {
    const record = (fields: Partial<EnquiryRecord>): EnquiryRecord => ({
      ...sampleEnquiry(),
      createdAt: new Date('2026-11-23T10:00:00Z'),
      status: 'new',
      held: false,
      assignee: null,
      replyDueAt: null,
      firstContactAt: null,
      timeline: [],
      ...fields,
    })
    const parties = (enquiry: EnquiryRecord, phoneKey = enquiry.phone): EnquiryParties => ({
      id: enquiry.id,
      createdAt: enquiry.createdAt,
      status: enquiry.status,
      serviceType: enquiry.serviceType,
      firstName: enquiry.firstName,
      lastName: enquiry.lastName,
      otherParty: enquiry.otherParty,
      emailKey: enquiry.email.toLowerCase(),
      phoneKey,
    })
    const wife = record({
      firstName: 'Síle',
      lastName: "O'Neill",
      email: 'sile@example.com',
      phone: '+447700900001',
      otherParty: 'Declan O Neill',
      serviceType: 'family-law',
    })
    const husband = record({
      firstName: 'Declan',
      lastName: 'ONeill',
      email: 'declan@example.com',
      phone: '+447700900002',
      createdAt: new Date('2026-11-20T10:00:00Z'),
    })
    const namesWife = record({ firstName: 'Rory', lastName: 'Quinn', email: 'rory@example.com', phone: '+447700900003', otherParty: 'Mrs Sile ONeill' })
    const wifeAgain = record({ firstName: 'Sile', lastName: "O'Neill", email: 'SILE@example.com', phone: '+447700900009', otherParty: 'Declan O Neill' })
    const stranger = record({ firstName: 'Aoife', lastName: 'Brennan', email: 'aoife@example.com', phone: '+447700900004', otherParty: 'Foyle Haulage Ltd' })
    const everyone = [wife, husband, namesWife, wifeAgain, stranger].map((enquiry) => parties(enquiry))
    expect(possibleConflicts(wife, everyone).items).toEqual([
      { id: namesWife.id, createdAt: namesWife.createdAt.toISOString(), status: 'new', serviceType: '', reasons: ['they-name-this-enquirer'] },
      { id: husband.id, createdAt: husband.createdAt.toISOString(), status: 'new', serviceType: '', reasons: ['their-enquirer-is-named-here'] },
    ])
    expect(possibleConflicts(husband, everyone).items.map((conflict) => [conflict.id, conflict.reasons])).toEqual([
      [wife.id, ['they-name-this-enquirer']],
      [wifeAgain.id, ['they-name-this-enquirer']],
    ])
    expect(possibleConflicts(stranger, everyone)).toEqual({ total: 0, items: [] })

    // A couple on one landline are two people: each still names the other.
    const sameLine = record({ firstName: 'Declan', lastName: "O'Neill", email: 'declan@example.com', phone: wife.phone })
    expect(possibleConflicts(wife, [...everyone, parties(sameLine)]).items.map((conflict) => conflict.id)).toContain(sameLine.id)

    // However many match, a page lists the newest few and counts the rest.
    const many = Array.from({ length: conflictsListed + 5 }, (_, n) =>
      parties(record({ firstName: 'Declan', lastName: 'ONeill', email: `declan${n}@example.com`, phone: `+4477009011${String(n).padStart(2, '0')}` })),
    )
    const listed = possibleConflicts(wife, many)
    expect(listed.total).toBe(conflictsListed + 5)
    expect(listed.items).toHaveLength(conflictsListed)
  })
})
