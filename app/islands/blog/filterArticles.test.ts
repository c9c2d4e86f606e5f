import { describe, expect, it } from 'vitest'
import { articles } from '../../shared/content/blog.ts'
import { filterArticles, formatLongDate, formatShortDate } from './filterArticles.ts'

describe('filterArticles', () => {
  it('shows every article for an empty search in All Cases', () => {
    expect(filterArticles(articles, '', 'All Cases')).toHaveLength(articles.length)
  })

  it('matches the title, excerpt or a tag, ignoring case', () => {
    const byTitle = filterArticles(articles, 'SPEEDING', 'All Cases')
    expect(byTitle.map((a) => a.title).join()).toMatch(/speeding/i)
    const tag = articles[0]!.tags[0]!
    expect(filterArticles(articles, tag.toUpperCase(), 'All Cases')).toContain(articles[0])
  })

  it('combines the search with the category', () => {
    const licensing = filterArticles(articles, '', 'Licensing')
    expect(licensing.length).toBeGreaterThan(0)
    expect(licensing.every((a) => a.category === 'Licensing')).toBe(true)
    expect(filterArticles(articles, 'speeding', 'Licensing')).toEqual([])
  })

  it('finds nothing for words no insight uses', () => {
    expect(filterArticles(articles, 'maritime salvage', 'All Cases')).toEqual([])
  })
})

describe('dates', () => {
  it('are written the British way', () => {
    expect(formatShortDate('2025-07-02')).toBe('2 Jul 2025')
    expect(formatLongDate('2024-10-20')).toBe('Sunday 20 October 2024')
  })
})
