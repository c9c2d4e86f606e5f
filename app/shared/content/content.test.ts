import { describe, expect, it } from 'vitest'
import { accreditations } from './accreditations.ts'
import { aboutPage } from './about.ts'
import { articles, categoryIcons } from './blog.ts'
import { firm } from './firm.ts'
import { historyPage, milestones } from './history.ts'
import { privacyPolicy } from './privacy.ts'
import { reviews, reviewSummary } from './reviews.ts'
import { findService, footerPracticeAreas, practiceAreas, services } from './services.ts'
import { team } from './team.ts'
import { blogCategories, serviceIds } from './types.ts'

describe('practice areas and services', () => {
  it('offers the eight services of the spec, in order, with their titles', () => {
    expect(services.map((s) => s.id)).toEqual([...serviceIds])
    expect(services.map((s) => s.title)).toEqual([
      'Personal Injury / Litigation',
      'Road Traffic Accidents',
      'Conveyancing / Property Law',
      'Licensing',
      'Family Law / Divorce',
      'Criminal Defence',
      'Wills, Probate & Enduring Powers of Attorney',
      'Company / Corporate',
    ])
    expect(practiceAreas.map((a) => a.slug)).toEqual([...serviceIds])
  })

  it.each(services.map((s) => [s.id, s] as const))('gives %s several body paragraphs, features and an image', (_id, service) => {
    expect(service.content.split(/\n\s*\n/).length).toBeGreaterThanOrEqual(3)
    expect(service.features.length).toBeGreaterThanOrEqual(3)
    expect(service.image?.src).toBe(`/images/services/${service.id}.svg`)
  })

  it('finds services by id and nothing else', () => {
    expect(findService('licensing')?.title).toBe('Licensing')
    expect(findService('tax-advice')).toBeUndefined()
  })

  it('lists six practice areas in the footer', () => {
    expect(footerPracticeAreas).toHaveLength(6)
  })
})

describe('team', () => {
  it('has nine people with the titles of the specification’s "Entities and their fields"', () => {
    const count = (title: string) => team.filter((m) => m.title === title).length
    expect(team).toHaveLength(9)
    expect(count('Managing Partner')).toBe(1)
    expect(count('Senior Partner')).toBe(1)
    expect(count('Solicitor')).toBe(1)
    expect(count('Legal Executive')).toBe(5)
    expect(count('Legal Support & Administration')).toBe(1)
  })

  it('previews a Managing Partner, a Solicitor and a Senior Partner on the home page', () => {
    expect(
      team
        .filter((m) => m.featured)
        .map((m) => m.title)
        .sort(),
    ).toEqual(['Managing Partner', 'Senior Partner', 'Solicitor'])
  })

  it('names the history era after the Managing Partner', () => {
    const managingPartner = team.find((m) => m.title === 'Managing Partner')
    expect(managingPartner?.name.endsWith(firm.familyName)).toBe(true)
    expect(milestones.at(-1)).toMatchObject({ year: '1972-Present', title: `The ${firm.familyName} Era` })
  })

  it('starts the era in the year the Senior Partner’s bio says he took charge', () => {
    const seniorPartner = team.find((m) => m.title === 'Senior Partner')
    const tookCharge = /took charge of the practice in (\d{4})/.exec(seniorPartner?.bio ?? '')?.[1]
    expect(tookCharge).toBe(String(firm.helmSince))
    expect(milestones.at(-1)?.year).toBe(`${tookCharge}-Present`)
    expect(seniorPartner?.bio).toContain(`at its helm for ${firm.yearsAtTheHelm} years`)
  })
})

describe('reviews, history and about', () => {
  it('shows 4.9 from 131 reviews, with at least three reviews to show', () => {
    expect(reviewSummary).toEqual({ rating: 4.9, count: 131 })
    expect(reviews.length).toBeGreaterThanOrEqual(3)
  })

  it('has the four milestones and founding principles of the spec', () => {
    expect(milestones.map((m) => m.year)).toEqual(['1881', '1932', '1968-1980', '1972-Present'])
    expect(historyPage.principles.items.map((p) => p.title)).toEqual(['Client First Approach', 'Integrity & Trust', 'Community Service', 'Legal Excellence'])
    expect(historyPage.generations.claims).toHaveLength(4)
    expect(historyPage.legacy.paragraphs.join(' ')).toContain(`${firm.yearsAtTheHelm} years at the helm`)
  })

  it('says the firm undertakes legal aid work funded through the Legal Services Agency NI', () => {
    const legalAid = accreditations.find((a) => a.name === 'Legal Aid Provider')?.description
    expect(legalAid).toMatch(/^We undertake legal aid work funded through the Legal Services Agency Northern Ireland,/)
    expect(legalAid).not.toMatch(/registered/i)
  })

  it('names both places a Derry firm applies for probate: the Londonderry District Probate Registry and the Probate Office in Belfast', () => {
    expect(findService('wills-probate')?.content).toContain(
      'apply for the grant, either to the Londonderry District Probate Registry here in the city or to the Probate Office in Belfast',
    )
  })

  it('states three values on the about page', () => {
    expect(aboutPage.values.map((v) => v.name)).toEqual(['Excellence', 'Integrity', 'Commitment'])
    expect(accreditations.length).toBeGreaterThan(0)
  })
})

describe('legal insights', () => {
  it('has five articles dated between 20 October 2024 and 2 July 2025', () => {
    expect(articles).toHaveLength(5)
    for (const article of articles) {
      expect(article.date >= '2024-10-20' && article.date <= '2025-07-02', article.date).toBe(true)
      expect(article.readTime).toMatch(/^\d+ min read$/)
    }
  })

  it('states the speeding facts of the specification’s "Business constants and limits"', () => {
    const speeding = articles.find((a) => /speeding/i.test(a.title))?.content ?? ''
    expect(speeding).toContain('£60')
    expect(speeding).toMatch(/3 (penalty )?points/)
    expect(speeding).toMatch(/12 or more points/)
    expect(speeding).toMatch(/6 points/)
    expect(articles.some((a) => a.content.includes('£20,000'))).toBe(true)
  })

  it('dates the new-driver rules: graduated driver licensing (s.19, Road Traffic (Amendment) Act (NI) 2016) from 1 October 2026', () => {
    const speeding = articles.find((a) => /speeding/i.test(a.title))?.content ?? ''
    expect(speeding).toContain(
      'Graduated driver licensing, under section 19 of the Road Traffic (Amendment) Act (Northern Ireland) 2016, changes the rules for everyone who gets a provisional licence on or after 1 October 2026 (Department for Infrastructure, January 2026).',
    )
    expect(speeding).toContain(
      'For the first six months after passing the test, a driver aged under 24 may carry no more than one passenger aged 14 to 20 between 11 pm and 6 am.',
    )
    const roadTraffic = findService('road-traffic')?.content ?? ''
    expect(roadTraffic).toContain(
      'Anyone who gets a provisional licence on or after 1 October 2026 also comes under graduated driver licensing (section 19 of the Road Traffic (Amendment) Act (Northern Ireland) 2016)',
    )
    expect(roadTraffic).toMatch(/first six months after the test .* aged under 24 .* between 11 pm and 6 am/)
  })

  it('places licence transfers in the magistrates’ court (Art. 22(1), Licensing (NI) Order 1996) and grants in the county court', () => {
    const transfer = articles.find((a) => /licence transfer/i.test(a.title))
    const told = [transfer?.content, transfer?.outcome, ...(transfer?.tags ?? [])].join(' ')
    expect(told).not.toMatch(/transferred by the county court|county court approved the transfer/i)
    expect(told).toContain('under Article 22(1) of the Order a transfer is made to a court of summary jurisdiction: the magistrates’ court')
    expect(transfer?.outcome).toMatch(/^The magistrates’ court approved the transfer/)
    expect(transfer?.content).toContain('A new licence is granted by the county court')

    const licensing = findService('licensing')
    expect(licensing?.features).toContain('Representation at the county court and the magistrates’ court')
    expect(licensing?.content).toMatch(
      /new liquor licence is granted by the county court\. Transferring a licence .* the magistrates’ court \(Article 22\(1\) of the Order\), and so is a protection order/,
    )
  })

  it('has eight categories, each but "All Cases" with its own icon', () => {
    expect(blogCategories).toHaveLength(8)
    const icons = Object.values(categoryIcons)
    expect(new Set(icons).size).toBe(7)
  })
})

describe('privacy policy', () => {
  it('has the ten sections of the spec and was last updated on 24 November 2026', () => {
    expect(privacyPolicy.sections.map((s) => s.heading)).toEqual([
      'Introduction',
      'Information We Collect',
      'How We Use Your Information',
      'Data Sharing and Disclosure',
      'Data Security',
      'Data Retention',
      'Your Rights',
      'Cookies and Website Technology',
      'Changes to This Policy',
      'Contact Us',
    ])
    expect(privacyPolicy).toMatchObject({ lastUpdated: '2026-11-24', lastUpdatedDisplay: '24 November 2026' })
  })

  it('explains how to complain to the firm, electronically too, before the regulator (s.103, Data (Use and Access) Act 2025)', () => {
    const rights = privacyPolicy.sections.find((s) => s.heading === 'Your Rights')?.body ?? []
    const text = rights.map((block) => (typeof block === 'string' ? block : block.list.join(' '))).join(' ')
    expect(text).toContain('section 103 of the Data (Use and Access) Act 2025')
    expect(text).toContain(`By e-mail to ${firm.email}`)
    expect(text).toContain('through the enquiry form on our Contact page')
    expect(text).toContain('We will acknowledge your complaint within 30 days of receiving it.')
    expect(text).toContain('tell you the outcome without undue delay')
    // The regulator comes after the firm: its paragraph follows the firm's own process.
    expect(text.indexOf('Information Commissioner’s Office')).toBeGreaterThan(text.indexOf('within 30 days'))
    expect(text).toContain('https://ico.org.uk')
  })
})
