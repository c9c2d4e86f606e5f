import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { MetadataJson } from 'libphonenumber-js/core'

/** The countries whose numbers the enquiry form takes: the UK (+44, with Guernsey, the Isle of Man and Jersey) and Ireland (+353). */
export const phoneCountries = ['GB', 'GG', 'IM', 'JE', 'IE'] as const
const callingCodes = ['44', '353']

/** libphonenumber-js's min metadata, cut down to phoneCountries. */
export async function phoneMetadataFrom(): Promise<MetadataJson> {
  const path = createRequire(import.meta.url).resolve('libphonenumber-js/metadata.min.json')
  const full = JSON.parse(await readFile(path, 'utf8')) as MetadataJson & { countries: Record<string, unknown> }
  return {
    version: full.version,
    country_calling_codes: Object.fromEntries(callingCodes.map((code) => [code, full.country_calling_codes[code]!])),
    countries: Object.fromEntries(phoneCountries.map((country) => [country, full.countries[country]])),
    nonGeographic: {},
  } as MetadataJson
}
