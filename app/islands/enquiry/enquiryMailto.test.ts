import { describe, expect, it } from 'vitest'
import { firm } from '../../shared/content/firm.ts'
import { enquiryMailto } from './enquiryMailto.ts'

describe('the e-mail way out, once the firm is real', () => {
  it('writes the enquiry to the office with the name in the subject, spaces as a mail app reads them', () => {
    const href = enquiryMailto({ firstName: 'Aoife', lastName: 'Brennan', email: 'aoife@example.com', phone: '07700 900123', details: 'A lease & a deposit.' })
    expect(href).toMatch(new RegExp(`^mailto:${firm.email}\\?subject=Enquiry%20from%20Aoife%20Brennan&body=`))
    expect(href).not.toContain('+')
    const body = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body')
    expect(body).toBe('Name: Aoife Brennan\nEmail: aoife@example.com\nPhone: 07700 900123\n\nA lease & a deposit.')
  })
})
