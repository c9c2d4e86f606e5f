import parsePhoneNumber, { type MetadataJson } from 'libphonenumber-js/core'
import metadata from './phoneMetadata.json' with { type: 'json' }

/** Written by scripts/phoneMetadata.ts. */
export const phoneMetadata = metadata as MetadataJson

/** UK (with the Crown Dependencies), then Irish, as people here write them; any other country's number needs its code. */
const homeCountries = ['GB', 'IE'] as const

/** The whole text must be the number (punctuation aside), so a sentence around it is refused rather than cut away unseen. */
export function phoneE164(text: string): string | undefined {
  for (const defaultCountry of homeCountries) {
    const number = parsePhoneNumber(text, { defaultCountry, extract: false }, phoneMetadata)
    if (number?.isValid()) return number.number
  }
  return undefined
}
