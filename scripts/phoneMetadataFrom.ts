import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { MetadataJson } from 'libphonenumber-js/core'

/** A country's entry in the compressed metadata: an array whose places the library reads by index (its source/metadata.js). */
type CountryEntry = unknown[]

/**
 * The places of a country's entry that only formatting reads: its formats (4), national prefix
 * formatting rule (6), whether that prefix is optional when formatting (9) and its extension
 * prefix (13). Checking and parsing a number, which is all the enquiry schema does, never reads them.
 */
const formattingOnly = [4, 6, 9, 13]

function withoutFormatting(entry: CountryEntry): CountryEntry {
  const kept = entry.map((value, index) => (formattingOnly.includes(index) ? 0 : value))
  // An absent place is 0, as in the library's own files; trailing ones are left out altogether.
  while (kept.length > 0 && !kept.at(-1)) kept.pop()
  return kept
}

const eachEntry = (entries: Record<string, CountryEntry>) => Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, withoutFormatting(entry)]))

/**
 * libphonenumber-js's min metadata for every country, without what only formatting reads: an
 * enquirer abroad may give any number with its country code, and the schema checks it and
 * writes it as E.164, which needs the numbering plans but none of their formats (a third the size).
 */
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
