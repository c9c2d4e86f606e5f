// One test for the island and the page loader (app/islandRuntime/pageLoader.ts), which filters the
// served list before the island is React: it imports nothing, so the inline loader stays small.

export const everyCategory = 'All Cases'

/** What the search looks in, lowercased: each served card carries it (data-match). */
export const searchable = (parts: readonly string[]) => parts.join('\n').toLocaleLowerCase('en-GB')

export function fitsFilter(match: string, itemCategory: string, search: string, category: string) {
  return (category === everyCategory || itemCategory === category) && match.includes(search.trim().toLocaleLowerCase('en-GB'))
}
