/*
 * The insights filter (docs/specification.md, "Validation rules"): a case-insensitive search over
 * the title, excerpt and tags, combined with the category; 'All Cases' matches every category.
 * One test for the island (filterArticles.ts) and for the page loader, which filters the served
 * list before the island is React (app/islandRuntime/pageLoader.ts): it imports nothing, so that
 * the loader, inline in every page, stays small.
 */

/** The category choice that matches every insight. */
export const everyCategory = 'All Cases'

/** What the search looks in, lowercased: each served card carries it (data-match). */
export const searchable = (parts: readonly string[]) => parts.join('\n').toLocaleLowerCase('en-GB')

/** Whether an insight with this searchable text and category fits the search and the category chosen. */
export function fitsFilter(match: string, itemCategory: string, search: string, category: string) {
  return (category === everyCategory || itemCategory === category) && match.includes(search.trim().toLocaleLowerCase('en-GB'))
}
