import { articles } from './blog.ts'
import type { Article } from './types.ts'

/** A new title means a new address; apostrophes and thousands separators vanish so a word stays whole ("£20,000" → "20000"). */
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
