import parsePhoneNumber, { type MetadataJson } from 'libphonenumber-js/core'
import metadata from './phoneMetadata.json' with { type: 'json' }

/** Written by scripts/phoneMetadata.ts. */
export const phoneMetadata = metadata as MetadataJson

/**
 * Read as UK (with the Crown Dependencies), then as Irish, as people here write them (028 7126 0000,
 * 087 123 4567); any other country's number needs its code, after + or 00.
 */
const homeCountries = ['GB', 'IE'] as const

/**
 * E.164, or undefined when not a valid number of any country. The whole text must be the number
 * (punctuation aside), so a sentence around it is refused rather than cut away unseen.
 */
export function phoneE164(text: string): string | undefined {
  for (const defaultCountry of homeCountries) {
    const number = parsePhoneNumber(text, { defaultCountry, extract: false }, phoneMetadata)
    if (number?.isValid()) return number.number
  }
  return undefined
}
