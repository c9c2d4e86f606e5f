import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { EnquiryRequestSchema, EnquirySchema, enquiryLimits } from './schema.ts'

const valid = { firstName: 'Aoife', lastName: 'Brennan', email: 'aoife@example.com', phone: '07700 900123' }
const messages = (input: unknown) => {
  const result = v.safeParse(EnquirySchema, input)
  return result.success ? {} : v.flatten<typeof EnquirySchema>(result.issues).nested
}

describe('the enquiry schema', () => {
  it('accepts a complete enquiry and fills the optional fields with empty text', () => {
    expect(v.parse(EnquirySchema, valid)).toEqual({ ...valid, serviceType: '', details: '' })
  })

  it('gives the spec’s message for each missing field', () => {
    expect(messages({ firstName: '', lastName: '', email: '', phone: '' })).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
      phone: ['Phone number is required'],
    })
  })

  it('gives the same messages when the fields are missing altogether', () => {
    expect(messages({})).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Please enter a valid email address'],
      phone: ['Phone number is required'],
    })
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
