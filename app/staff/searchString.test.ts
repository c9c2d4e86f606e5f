import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './searchString.ts'

describe("the staff app's query strings", () => {
  it('are read as text, numbers included', () => {
    expect(parseSearch('?page=2&q=123')).toEqual({ page: '2', q: '123' })
    expect(parseSearch('')).toEqual({})
  })

  it('leave out empty values and are written plainly', () => {
    expect(stringifySearch({ page: 2, status: undefined, q: 'mary o’neill' })).toBe('?page=2&q=mary+o%E2%80%99neill')
    expect(stringifySearch({ q: '' })).toBe('')
  })
})
