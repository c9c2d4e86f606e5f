import { blogCategories, type BlogCategory } from '../../shared/content/types.ts'

/** The id of the list of cards, which the search names for the page loader (data-filters). */
export const insightCardsId = 'insight-cards'

export const isCategory = (value: string): value is BlogCategory => (blogCategories as readonly string[]).includes(value)

/**
 * The search and category as the served page holds them when the island hydrates: a visitor may
 * have typed or chosen before its code arrived, and the page loader has filtered the cards to
 * them (InsightList.tsx), so the island starts from there and renders what the page shows.
 * Nothing was typed where there is no page (the prerender) or no list in it (an insight's page).
 */
export function servedFilter(): { search: string; category: BlogCategory } {
  const fields = typeof document === 'undefined' ? null : document.querySelector(`[data-filters="${insightCardsId}"]`)
  const search = fields?.querySelector('input')?.value ?? ''
  const category = fields?.querySelector('select')?.value ?? ''
  return { search, category: isCategory(category) ? category : 'All Cases' }
}
