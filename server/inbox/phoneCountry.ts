import { parsePhoneNumberFromString } from 'libphonenumber-js'

/**
 * The country of a stored phone number (ISO 3166 alpha-2), for the inbox to name beside it. New
 * enquiries keep the number as E.164; older ones as typed in the UK or Irish form of the time.
 */
export function phoneCountry(phone: string): string | null {
  for (const country of [undefined, 'GB', 'IE'] as const) {
    const parsed = parsePhoneNumberFromString(phone, country)
    if (parsed?.isValid()) return parsed.country ?? null
  }
  return null
}
