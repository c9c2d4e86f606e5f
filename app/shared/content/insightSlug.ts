import { articles } from './blog.ts'
import type { Article } from './types.ts'

/**
 * An insight's address, from its title: lower case ASCII words joined by hyphens
 * ("£20,000 Settlement…" → "20000-settlement…"). Accents lose their marks, apostrophes and
 * thousands separators vanish so a word stays whole, "&" reads "and", and any other run of
 * signs becomes one hyphen. A new title therefore means a new address.
 */
export function insightSlug(title: string) {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['‘’]/g, '')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export const insightPath = (article: Article) => `/blog/${insightSlug(article.title)}`

const bySlug = new Map(articles.map((article) => [insightSlug(article.title), article]))

export const findInsight = (slug: string) => bySlug.get(slug)
