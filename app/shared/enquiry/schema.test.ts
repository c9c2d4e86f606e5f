import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { EnquiryRequestSchema, EnquirySchema, enquiryLimits, enquiryMessages } from './schema.ts'

const valid = { firstName: 'Aoife', lastName: 'Brennan', email: 'aoife@example.com', phone: '028 9649 6123' }
const messages = (input: unknown) => {
  const result = v.safeParse(EnquirySchema, input)
  return result.success ? {} : v.flatten<typeof EnquirySchema>(result.issues).nested
}

describe('the enquiry schema', () => {
  it('accepts a complete enquiry and fills the optional fields with empty text', () => {
    expect(v.parse(EnquirySchema, valid)).toEqual({ ...valid, serviceType: '', details: '' })
  })

  it('says each missing field is required, the e-mail address too (decision 0027)', () => {
    expect(messages({ firstName: '', lastName: '', email: '', phone: '' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Email address is required'],
      phone: ['Phone number is required'],
    })
  })

  it('gives the same messages when the fields are missing altogether', () => {
    expect(messages({})).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Email address is required'],
      phone: ['Phone number is required'],
    })
  })

  it('takes UK and Irish phone numbers as people write them, and nothing else', () => {
    for (const phone of [
      '028 7126 0000',
      '(028) 7126-0000',
      '07911 123456',
      '+44 7911 123456',
      '0044 7911 123456',
      '087 123 4567',
      '+353 1 234 5678',
      '01 234 5678',
    ]) {
      expect(messages({ ...valid, phone }), phone).toEqual({})
    }
    for (const phone of ['12', '0000', '028 71', 'call me', '+1 212 555 0100', '+33 1 23 45 67 89']) {
      expect(messages({ ...valid, phone }), phone).toEqual({ phone: [enquiryMessages.phoneInvalid] })
    }
  })

  it('trims spaces, so a name of blanks is still missing', () => {
    expect(v.parse(EnquirySchema, { ...valid, firstName: '  Aoife ', details: ' About my lease \n' })).toMatchObject({
      firstName: 'Aoife',
      details: 'About my lease',
    })
    expect(messages({ ...valid, lastName: '   ' })).toEqual({ lastName: ['Last name is required'] })
  })

  it('rejects addresses that are not e-mail addresses', () => {
    for (const email of ['aoife', 'aoife@', '@example.com', 'aoife example@example.com']) {
      expect(messages({ ...valid, email })).toEqual({ email: ['Please enter a valid email address'] })
    }
  })

  it('rejects values that are not text, and text that is too long', () => {
    expect(messages({ ...valid, phone: 7700900123 })).toEqual({ phone: ['Phone number is required'] })
    expect(messages({ ...valid, details: 'x'.repeat(enquiryLimits.details + 1) })).toEqual({
      details: [`Please keep this to ${enquiryLimits.details} characters or fewer`],
    })
  })

  it('takes an optional UUID as the enquiry id', () => {
    const id = '0b7f0a3e-6d1c-4c0e-9f55-2b6f1e7a9c10'
    expect(v.parse(EnquiryRequestSchema, { ...valid, id }).id).toBe(id)
    expect(v.parse(EnquiryRequestSchema, valid).id).toBeUndefined()
    expect(v.safeParse(EnquiryRequestSchema, { ...valid, id: 'enquiry-1' }).success).toBe(false)
  })
})
