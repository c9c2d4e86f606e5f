import { describe, expect, it } from 'vitest'
import { filledReply, replyTemplateFor, replyTemplates } from './replyTemplates.ts'
import { serviceIds } from './types.ts'

describe('first-reply templates', () => {
  it('has a general one and one for each area of law, the enquiry’s area offered first', () => {
    expect(replyTemplates.map((template) => template.id)).toEqual(['general', ...serviceIds])
    expect(replyTemplateFor('licensing')).toBe('licensing')
    expect(replyTemplateFor('not-sure')).toBe('general')
    expect(replyTemplateFor('')).toBe('general')
  })

  it('fills in the enquirer’s first name and the reference, and each area says something of its own', () => {
    const reference = '3f2c7a52-1d7e-4c55-9a57-8b1f3b1d2e01'
    const texts = replyTemplates.map(({ id }) => filledReply(id, { firstName: 'Séamus', reference }))
    for (const { subject, text } of texts) {
      expect(subject).toContain(reference)
      expect(text.startsWith('Dear Séamus,\n')).toBe(true)
      expect(text).toContain(`quoting reference ${reference}`)
      expect(text).not.toMatch(/24 hours|\{|\}/)
    }
    expect(new Set(texts.map(({ text }) => text)).size).toBe(texts.length)
  })
})
