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
    expect(v.parse(EnquirySchema, valid)).toEqual({
      ...valid,
      phone: '+442896496123',
      serviceType: '',
      otherParty: '',
      details: '',
      heardFrom: '',
      sentFrom: '',
    })
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

  it('takes UK and Irish numbers as people write them, and gives each as E.164', () => {
    for (const [phone, e164] of [
      ['028 7126 0000', '+442871260000'],
      ['(028) 7126-0000', '+442871260000'],
      ['07911 123456', '+447911123456'],
      ['+44 7911 123456', '+447911123456'],
      ['0044 7911 123456', '+447911123456'],
      ['087 123 4567', '+353871234567'],
      ['+353 1 234 5678', '+35312345678'],
      ['01 234 5678', '+35312345678'],
    ]) {
      expect(v.parse(EnquirySchema, { ...valid, phone }).phone, phone).toBe(e164)
    }
  })

  it('takes a number from abroad given with its country code, after + or 00', () => {
    for (const [phone, e164] of [
      ['+1 617 555 0123', '+16175550123'],
      ['+1 (617) 496-2000', '+16174962000'],
      ['0034 612 345 678', '+34612345678'],
      ['+34 91 123 45 67', '+34911234567'],
      ['+33 1 23 45 67 89', '+33123456789'],
    ]) {
      expect(v.parse(EnquirySchema, { ...valid, phone }).phone, phone).toBe(e164)
    }
  })

  it('refuses what is not a valid number, and tells people abroad to give the country code', () => {
    expect(enquiryMessages.phoneInvalid).toContain('start with + and the country code')
    // 07700 900xxx are Ofcom's numbers for drama, never given to anyone; 617 555 0123 without +1 is no UK or Irish number.
    for (const phone of ['12', '0000', '028 71', 'call me', '07700 900123', '617 555 0123', 'my number is 028 7126 0000', '+1 617 555']) {
      expect(messages({ ...valid, phone }), phone).toEqual({ phone: [enquiryMessages.phoneInvalid] })
    }
  })

  it('refuses line breaks, control characters and direction overrides in the one-line fields', () => {
    for (const [field, value] of [
      ['firstName', 'Aoife\u202Eefioa'],
      ['firstName', 'Aoife\nSubject: Urgent'],
      ['lastName', 'Brennan\u2066'],
      ['lastName', 'Bren\u0000nan'],
      ['serviceType', 'family-law\r\nBcc: someone@example.com'],
      ['serviceType', 'family-law\u200F'],
      ['email', 'aoife@exam\u202Dple.com'],
      ['phone', '028 7126\t0000'],
      ['firstName', 'Aoife\u2028Brennan'],
      ['firstName', 'Aoife\u0085'],
      ['firstName', 'Ao\u200Bife'],
      ['lastName', 'Bren\uFEFFnan'],
    ] as const) {
      expect(messages({ ...valid, [field]: value }), JSON.stringify(value)).toEqual({ [field]: [enquiryMessages.oneLine] })
    }
  })

  it('refuses an address with more than 64 characters before the @, which no mail server need take', () => {
    expect(messages({ ...valid, email: `${'a'.repeat(200)}@example.com` })).toEqual({
      email: ['Please check the address: the part before @ can be at most 64 characters'],
    })
    expect(messages({ ...valid, email: `${'a'.repeat(64)}@example.com` })).toEqual({})
  })

  it('keeps line breaks and tabs in the details, and refuses their other hidden characters', () => {
    const details = 'We bought the house in March.\n\n\tThe lease ends in June.\r\nThanks'
    expect(v.parse(EnquirySchema, { ...valid, details }).details).toBe(details)
    for (const hidden of ['\u202E', '\u2067', '\u200E', '\u0007', '\u001B[2J', '\u200B', '\u0000']) {
      expect(messages({ ...valid, details: `About my lease${hidden} please` }), JSON.stringify(hidden)).toEqual({
        details: [enquiryMessages.hiddenCharacters],
      })
    }
  })

  it('takes an optional "How did you hear about us?" choice from the list, and the path the form was sent from', () => {
    expect(v.parse(EnquirySchema, { ...valid, heardFrom: 'recommendation', sentFrom: '/contact' })).toMatchObject({
      heardFrom: 'recommendation',
      sentFrom: '/contact',
    })
    expect(v.parse(EnquirySchema, { ...valid, sentFrom: '/' }).sentFrom).toBe('/')
    expect(messages({ ...valid, heardFrom: 'a friend' })).toEqual({ heardFrom: expect.any(Array) })
    for (const sentFrom of ['https://example.com/contact', '/contact?email=aoife@example.com', 'contact']) {
      expect(messages({ ...valid, sentFrom }), sentFrom).toEqual({ sentFrom: ['Must be a path of this site'] })
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
    expect(messages({ ...valid, otherParty: 'x'.repeat(enquiryLimits.otherParty + 1) })).toEqual({
      otherParty: [`Please keep this to ${enquiryLimits.otherParty} characters or fewer`],
    })
  })

  it('takes an optional UUID as the enquiry id', () => {
    const id = '0b7f0a3e-6d1c-4c0e-9f55-2b6f1e7a9c10'
    expect(v.parse(EnquiryRequestSchema, { ...valid, id }).id).toBe(id)
    expect(v.parse(EnquiryRequestSchema, valid).id).toBeUndefined()
    expect(v.safeParse(EnquiryRequestSchema, { ...valid, id: 'enquiry-1' }).success).toBe(false)
  })

  it('carries the two signals of a bot, which hold an enquiry and never refuse it: the trap field and the fill time', () => {
    expect(v.parse(EnquiryRequestSchema, { ...valid, trap: 'https://spam.example', fillMs: 850 })).toMatchObject({ trap: 'https://spam.example', fillMs: 850 })
    expect(v.parse(EnquiryRequestSchema, valid)).toMatchObject({ trap: '' })
    expect(v.parse(EnquiryRequestSchema, valid).fillMs).toBeUndefined()
  })
})
