import parsePhoneNumber from 'libphonenumber-js/core'
import { phoneMetadata } from './phoneMetadata.ts'

/**
 * A number written without a country code is read as UK (with Guernsey, the Isle of Man and
 * Jersey), then as Irish: as people in Northern Ireland and Ireland write them (028 7126 0000,
 * 07911 123456, 087 123 4567). Any other country's number needs its code, after + or 00.
 */
const homeCountries = ['GB', 'IE'] as const

/**
 * The number in E.164 ("+442871260000"), as the firm stores and dials it, or undefined when it is
 * not a valid number of any country. The whole text must be the number (punctuation aside), so a
 * sentence around it is refused rather than cut away unseen.
 */
export function phoneE164(text: string): string | undefined {
  for (const defaultCountry of homeCountries) {
    const number = parsePhoneNumber(text, { defaultCountry, extract: false }, phoneMetadata)
    if (number?.isValid()) return number.number
  }
  return undefined
}
