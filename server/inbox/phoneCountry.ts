import { type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js'

/** New enquiries keep the number as E.164; older ones as typed in the UK or Irish form of the time. */
function parsedPhone(phone: string): PhoneNumber | undefined {
  for (const country of [undefined, 'GB', 'IE'] as const) {
    const parsed = parsePhoneNumberFromString(phone, country)
    if (parsed?.isValid()) return parsed
  }
  return undefined
}

/** The country of a stored phone number (ISO 3166 alpha-2), for the inbox to name beside it. */
export function phoneCountry(phone: string): string | null {
  return parsedPhone(phone)?.country ?? null
}

/**
 * The number as staff read it aloud and dial it from the office: a UK one as dialled within the UK
 * (028 9649 6000), any other with its country code (+353 87 123 4567). Formatted here because the
 * staff bundle cannot carry libphonenumber; a number that does not parse is shown as stored.
 */
export function phoneDisplay(phone: string): string {
  const parsed = parsedPhone(phone)
  if (!parsed) return phone
  return parsed.country === 'GB' ? parsed.formatNational() : parsed.formatInternational()
}
