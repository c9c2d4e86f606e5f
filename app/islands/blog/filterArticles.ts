import type { Article, BlogCategory } from '../../shared/content/types.ts'
import { fitsFilter, searchable } from './insightFilter.ts'

/** One to a line: a search box holds no line break, so a match never spans two. */
export const matchText = (article: Article) => searchable([article.title, article.excerpt, ...article.tags])

export function filterArticles(articles: readonly Article[], search: string, category: BlogCategory) {
  return articles.filter((article) => fitsFilter(matchText(article), article.category, search, category))
}

// Formatted by hand rather than with Intl: the prerender (Node) and the browser may ship different
// locale data ("Sept" or "Sep", a comma or none), and the hydrated text must match exactly.
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

function parts(iso: string) {
  const date = new Date(`${iso}T00:00:00Z`)
  return { day: date.getUTCDate(), month: months[date.getUTCMonth()]!, year: date.getUTCFullYear(), weekday: weekdays[date.getUTCDay()]! }
}

/** "2 Jul 2025" on cards, "Wednesday 2 July 2025" in the detail view. */
export function formatShortDate(iso: string) {
  const { day, month, year } = parts(iso)
  return `${day} ${month.slice(0, 3)} ${year}`
}

export function formatLongDate(iso: string) {
  const { day, month, year, weekday } = parts(iso)
  return `${weekday} ${day} ${month} ${year}`
}
