/**
 * The staff app's query strings are plain (?status=new&q=aoife). The router's default writes
 * values as JSON, so a search for 123 would read as a number and be quoted in the address;
 * here every value arrives as text, and each route's validateSearch parses what it needs.
 */
export function parseSearch(searchString: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchString))
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}
