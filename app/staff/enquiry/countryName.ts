// The browser knows every country's name: no table of them travels with the inbox.
const regions = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'code' })

/** A country's name from its ISO 3166 code ("IE" → "Ireland"); the code itself if the browser has no name for it. */
export function countryName(code: string): string {
  try {
    return regions.of(code) ?? code
  } catch {
    // A code that is not a region code at all (the API sends what the number says): shown as sent.
    return code
  }
}
