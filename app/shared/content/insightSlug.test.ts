import { describe, expect, it } from 'vitest'
import { articles } from './blog.ts'
import { findInsight, insightPath, insightSlug } from './insightSlug.ts'

describe('an insight’s address', () => {
  it('is its title in lower case ASCII words joined by hyphens', () => {
    expect(insightSlug('Caught Speeding in Northern Ireland? Penalties, Points and Your Options')).toBe(
      'caught-speeding-in-northern-ireland-penalties-points-and-your-options',
    )
    expect(insightSlug('Restaurant Licence Granted for a Family-Run Bistro in the City Centre')).toBe(
      'restaurant-licence-granted-for-a-family-run-bistro-in-the-city-centre',
    )
  })

  it('keeps amounts, possessives and accented names whole, and spells out "&"', () => {
    expect(insightSlug('£20,000 Settlement for a Rear-End Collision')).toBe('20000-settlement-for-a-rear-end-collision')
    expect(insightSlug('The Insurer’s First Offer')).toBe('the-insurers-first-offer')
    expect(insightSlug("Seán Ó Dónaill's Will & Probate")).toBe('sean-o-donaills-will-and-probate')
  })

  it('never starts, ends or doubles a hyphen', () => {
    expect(insightSlug('  “Quoted” — Title…  ')).toBe('quoted-title')
  })

  it('is unique, and well formed, for every insight', () => {
    const slugs = articles.map((article) => insightSlug(article.title))
    expect(new Set(slugs).size).toBe(articles.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  })

  it('finds each insight by its slug, and nothing else', () => {
    for (const article of articles) {
      expect(insightPath(article)).toBe(`/blog/${insightSlug(article.title)}`)
      expect(findInsight(insightSlug(article.title))).toBe(article)
    }
    expect(findInsight('no-such-insight')).toBeUndefined()
  })
})
