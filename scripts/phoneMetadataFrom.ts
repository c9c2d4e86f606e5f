import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { MetadataJson } from 'libphonenumber-js/core'

/** A country's entry in the compressed metadata: an array whose places the library reads by index (its source/metadata.js). */
type CountryEntry = unknown[]

/**
 * Read only by formatting: formats (4), national prefix formatting rule (6), whether that prefix is optional
 * (9), extension prefix (13). Checking and parsing a number, all the enquiry schema does, never reads them.
 */
const formattingOnly = [4, 6, 9, 13]

function withoutFormatting(entry: CountryEntry): CountryEntry {
  const kept = entry.map((value, index) => (formattingOnly.includes(index) ? 0 : value))
  // An absent place is 0, as in the library's own files; trailing ones are left out altogether.
  while (kept.length > 0 && !kept.at(-1)) kept.pop()
  return kept
}

const eachEntry = (entries: Record<string, CountryEntry>) => Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, withoutFormatting(entry)]))

/** Every country: an enquirer abroad may give any number, and E.164 needs the numbering plans, none of the formats. */
export async function phoneMetadataFrom(): Promise<MetadataJson> {
  const path = createRequire(import.meta.url).resolve('libphonenumber-js/metadata.min.json')
  const full = JSON.parse(await readFile(path, 'utf8')) as {
    version: number
    country_calling_codes: Record<string, string[]>
    countries: Record<string, CountryEntry>
    nonGeographic: Record<string, CountryEntry>
  }
  return {
    version: full.version,
    country_calling_codes: full.country_calling_codes,
    countries: eachEntry(full.countries),
    nonGeographic: eachEntry(full.nonGeographic),
  } as MetadataJson
}
