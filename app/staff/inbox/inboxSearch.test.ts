import { describe, expect, it } from 'vitest'
import type { InboxSearch } from '../../shared/staffApi.ts'
import { inboxPageQuery } from '../api/queries.ts'
import { hasFilters, isInboxPageKey, parseInboxSearch } from './inboxSearch.ts'

const inboxPageUrl = (search: InboxSearch) => inboxPageQuery(search).queryKey[0]

describe("the inbox's filters in its address", () => {
  it('are read from the text of the query string', () => {
    expect(parseInboxSearch({ page: '2', status: 'new', service: 'licensing', q: ' aoife ' })).toEqual({
      page: 2,
      status: 'new',
      service: 'licensing',
      q: 'aoife',
    })
    expect(parseInboxSearch({ service: 'none' })).toEqual({ service: 'none' })
    expect(parseInboxSearch({ view: 'held', status: 'new' })).toEqual({ view: 'held', status: 'new' })
  })

  it('fall back to their defaults one by one when a value is not valid', () => {
    const noFilters = { page: undefined, status: undefined, view: undefined, service: undefined, q: undefined }
    expect(parseInboxSearch({ page: 'abc', status: 'lost', view: 'spam', service: 'tax', q: 'x'.repeat(101) })).toStrictEqual(noFilters)
    expect(parseInboxSearch({ page: '0', status: 'closed' })).toEqual({ status: 'closed' })
    expect(parseInboxSearch({ page: '1.5', q: ['a', 'b'] })).toEqual({})
    expect(parseInboxSearch({ q: '   ' })).toEqual({})
  })

  it('know whether any filter is set', () => {
    expect(hasFilters({ page: 3 })).toBe(false)
    expect(hasFilters({ q: 'byrne' })).toBe(true)
    expect(hasFilters({ view: 'mine' })).toBe(true)
  })
})

describe('the API address of a page of the inbox', () => {
  it('always names the page, so the API never answers the old bare list', () => {
    expect(inboxPageUrl({})).toBe('/api/consultation-requests?page=1')
  })

  it('carries every filter that is set', () => {
    expect(inboxPageUrl({ page: 2, view: 'overdue', status: 'new', service: 'none', q: 'o’neill 028' })).toBe(
      '/api/consultation-requests?page=2&view=overdue&status=new&service=none&q=o%E2%80%99neill+028',
    )
  })

  it('is told apart from the address of one enquiry', () => {
    expect(isInboxPageKey([inboxPageUrl({})])).toBe(true)
    expect(isInboxPageKey(['/api/consultation-requests/3f2b'])).toBe(false)
  })
})
