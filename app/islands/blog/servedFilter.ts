import { blogCategories, type BlogCategory } from '../../shared/content/types.ts'

/** The id of the list of cards, which the search names for the page loader (data-filters). */
export const insightCardsId = 'insight-cards'

export const isCategory = (value: string): value is BlogCategory => (blogCategories as readonly string[]).includes(value)

/** The page loader may have filtered the cards to what was typed before the code arrived, so the island starts from there. */
export function servedFilter(): { search: string; category: BlogCategory } {
  const fields = typeof document === 'undefined' ? null : document.querySelector(`[data-filters="${insightCardsId}"]`)
  const search = fields?.querySelector('input')?.value ?? ''
  const category = fields?.querySelector('select')?.value ?? ''
  return { search, category: isCategory(category) ? category : 'All Cases' }
}
