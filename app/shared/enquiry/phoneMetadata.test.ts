import parsePhoneNumber, { type CountryCode } from 'libphonenumber-js/core'
import examples from 'libphonenumber-js/examples.mobile.json'
import minMetadata from 'libphonenumber-js/metadata.min.json'
import { expect, it } from 'vitest'
import { phoneMetadataFrom } from '../../../scripts/phoneMetadataFrom.ts'
import { phoneMetadata } from './phoneNumber.ts'

it('the phone metadata is the installed libphonenumber-js’s (else run scripts/phoneMetadata.ts)', async () => {
  expect(phoneMetadata).toEqual(await phoneMetadataFrom())
})

it('checks and writes every country’s numbers as the library’s whole min metadata does, without the formats', () => {
  const countries = Object.keys(examples) as CountryCode[]
  expect(countries.length).toBeGreaterThan(200)
  const read = (text: string, metadata: typeof phoneMetadata) => {
    const number = parsePhoneNumber(text, { defaultCountry: 'GB', extract: false }, metadata)
    return number && { valid: number.isValid(), e164: number.number, country: number.country }
  }
  for (const country of countries) {
    const number = parsePhoneNumber(examples[country]!, country, minMetadata)!
    const international = `+${number.countryCallingCode} ${number.nationalNumber}`
    expect(read(international, phoneMetadata), `${country} ${international}`).toEqual(read(international, minMetadata))
    // A wrong number (a digit short) is refused alike.
    const short = international.slice(0, -1)
    expect(read(short, phoneMetadata), `${country} ${short}`).toEqual(read(short, minMetadata))
  }
})
