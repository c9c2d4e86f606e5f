import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { aboutPage } from './about.ts'
import { contactPage, enquiryForm, enquiryNotices } from './contact.ts'
import { firm } from './firm.ts'
import { homePage } from './home.ts'
import { pageMeta } from './pageMeta.ts'
import { serviceDetail } from './serviceDetail.ts'
import { services } from './services.ts'

/** Every string the content modules export, functions' words aside: what the site can say. */
const everyModulesText = async () => {
  const files = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  const modules = await Promise.all(files.map((file) => import(`./${file}`)))
  return files.map((file, index) => [file, JSON.stringify(modules[index])] as const)
}

describe('the reply promise', () => {
  it('is the end of the next working day, and no text on the site promises a number of hours', async () => {
    expect(firm.hours.promise).toBe('by the end of the next working day')
    const texts = await everyModulesText()
    expect(texts.length).toBeGreaterThan(20)
    for (const [file, text] of texts) {
      expect(text, file).not.toMatch(/24[\s-]hours?|within 24|twenty-four/i)
    }
  })

  it('is not made after sending while the firm is fictional: the toast and the confirmation say nobody will answer', () => {
    expect(firm.fictional).toBe(true)
    expect(enquiryNotices.delivered.text).toBe('This is a demonstration: your enquiry was stored, but nobody will read or answer it.')
    expect(enquiryForm.confirmation.delivered.text).toMatch(/^This is a demonstration: your enquiry was stored, but nobody will read or answer it\./)
    expect(enquiryForm.confirmation.delivered.text).not.toContain(firm.hours.promise)
  })

  it('is given as a real firm’s where the form is introduced while the firm is fictional, saying nobody here will reply', () => {
    for (const intro of [contactPage.intro, homePage.contact.intro]) {
      expect(intro).toContain('at this demonstration nobody will')
      expect(intro).not.toContain('a member of our team will reply')
    }
  })

  it('is stated in the same words wherever a page gives it, and only as a real firm’s, beside the fact that nobody here replies', () => {
    const statements = [
      contactPage.intro,
      homePage.about.highlights.at(-1),
      homePage.contact.intro,
      JSON.stringify(aboutPage),
      JSON.stringify(serviceDetail),
      ...services.map((service) => service.content),
      pageMeta.contact.description,
    ]
    const stating = statements.filter((statement) => statement?.includes(firm.hours.promise))
    expect(stating.length).toBeGreaterThanOrEqual(3)
    for (const statement of stating) expect(statement).toMatch(/nobody (will|replies)/)
    for (const statement of statements) expect(statement).not.toMatch(/will be in touch|\bwe reply\b|we answer every enquiry/)
  })
})
