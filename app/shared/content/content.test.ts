import { describe, expect, it } from 'vitest'
import { accreditations } from './accreditations.ts'
import { aboutPage } from './about.ts'
import { articles, blogPage, categoryIcons } from './blog.ts'
import { firm, mapEmbedUrl } from './firm.ts'
import { historyPage, milestones } from './history.ts'
import { firmsSections, privacyPolicy } from './privacy.ts'
import { averageOf, ratingSummary, ratingSummaryText, reviews } from './reviews.ts'
import { regulatoryInformation, regulatorySummary } from './regulation.ts'
import { insightPage } from './insightPage.ts'
import { homePage } from './home.ts'
import { findService, footerPracticeAreas, practiceAreas, services } from './services.ts'
import { fictionalNotice } from './fictionalNotice.ts'
import { team, teamPage } from './team.ts'
import { blogCategories, serviceIds } from './types.ts'

const allText = () =>
  JSON.stringify([
    services,
    team,
    teamPage,
    articles,
    blogPage,
    insightPage,
    privacyPolicy,
    aboutPage,
    accreditations,
    historyPage,
    milestones,
    reviews,
    homePage,
    regulatoryInformation,
    regulatorySummary,
    fictionalNotice,
    firm,
  ])

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
    expect(count('Legal Executive')).toBe(1)
    expect(count('Paralegal')).toBe(4)
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
    expect(seniorPartner?.bio).toContain(
      `He led it for 40 years, through some of the most challenging decades in the city’s history, until in 2012 he handed the role of Managing Partner to his daughter, Catherine`,
    )
  })
})

describe('reviews, history and about', () => {
  it('has the four milestones and founding principles of the spec', () => {
    expect(milestones.map((m) => m.year)).toEqual(['1881', '1932', '1968-1980', '1972-Present'])
    expect(historyPage.principles.items.map((p) => p.title)).toEqual(['Client First Approach', 'Integrity & Trust', 'Community Service', 'Legal Excellence'])
    expect(historyPage.generations.claims).toHaveLength(4)
    expect(historyPage.legacy.paragraphs.join(' ')).toContain('who led the firm for 40 years from 1972')
  })

  it('says the firm undertakes legal aid work funded through the Legal Services Agency NI, not that it is an accredited provider', () => {
    expect(accreditations.map((a) => a.name)).not.toContain('Legal Aid Provider')
    expect(homePage.accreditations.heading).not.toMatch(/accreditation/i)
    const legalAid = accreditations.find((a) => a.name === 'Legal Aid Work')?.description
    expect(legalAid).toMatch(/^We undertake legal aid work funded through the Legal Services Agency Northern Ireland,/)
    expect(legalAid).not.toMatch(/registered/i)
  })

  it('applies for probate to the Probate Office in Belfast, which has dealt with every NI application since 30 September 2015', () => {
    const wills = findService('wills-probate')?.content ?? ''
    expect(wills).toContain(
      'apply for the grant to the Probate Office in Belfast, which has dealt with every probate application in Northern Ireland since 30 September 2015',
    )
    expect(wills).toContain('Papers can still be handed in at Londonderry Courthouse, which sends them on to Belfast')
    expect(wills).toContain('apply online through nidirect')
    expect(allText()).not.toContain('Londonderry District Probate Registry')
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

  it('dates the new-driver rules: graduated driver licensing (s.19 and the regulations made in June 2026) from provisional entitlement on 1 October 2026', () => {
    const speeding = articles.find((a) => /speeding/i.test(a.title))?.content ?? ''
    expect(speeding).toContain(
      'Graduated driver licensing, under section 19 of the Road Traffic (Amendment) Act (Northern Ireland) 2016 and the regulations made under it in June 2026, applies to everyone whose provisional entitlement to drive begins on or after 1 October 2026.',
    )
    expect(speeding).toContain(
      'For the first six months after passing the test, a driver aged under 24 may carry no more than one passenger aged 14 to 20 between 11 pm and 6 am.',
    )
    const roadTraffic = findService('road-traffic')?.content ?? ''
    expect(roadTraffic).toContain(
      'Anyone whose provisional entitlement to drive begins on or after 1 October 2026 also comes under graduated driver licensing (section 19 of the Road Traffic (Amendment) Act (Northern Ireland) 2016)',
    )
    expect(roadTraffic).toMatch(/first six months after the test .* aged under 24 .* between 11 pm and 6 am/)
  })

  it('places licence transfers in the magistrates’ court (Art. 22(1), Licensing (NI) Order 1996) and grants in the county court', () => {
    const transfer = articles.find((a) => /licence transfer/i.test(a.title))
    const told = [transfer?.content, transfer?.outcome, ...(transfer?.tags ?? [])].join(' ')
    expect(told).not.toMatch(/transferred by the county court|county court approved the transfer/i)
    expect(told).toContain('under Article 22(1) of the Order a transfer is made to a court of summary jurisdiction: the magistrates’ court')
    expect(transfer?.outcome).toMatch(/^In this illustrative example, the magistrates’ court approved the transfer/)
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
  it('has the ten sections of the spec and was last updated on 27 November 2026', () => {
    expect(firmsSections.map((s) => s.heading)).toEqual([
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
    expect(privacyPolicy).toMatchObject({ lastUpdated: '2026-11-27', lastUpdatedDisplay: '27 November 2026' })
  })

  it('explains how to complain to the firm, electronically too, before the regulator (s.103, Data (Use and Access) Act 2025)', () => {
    const rights = firmsSections.find((s) => s.heading === 'Your Rights')?.body ?? []
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

describe('reviews a firm can stand behind (DMCC Act 2024, Sch. 20)', () => {
  it('gives every review a date and a source, and no relative date that goes stale', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(3)
    for (const review of reviews) {
      expect(review.date, review.author_name).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(review.date <= '2026-11-24', review.author_name).toBe(true)
      expect(['platform', 'received by the firm', 'sample']).toContain(review.source.kind)
      expect(review).not.toHaveProperty('relative_time_description')
    }
    expect(reviews.map((r) => r.date)).toEqual(
      reviews
        .map((r) => r.date)
        .sort()
        .reverse(),
    )
  })

  it('labels the reviews samples while the firm is fictional, and allows no sample once it is real', () => {
    const samples = reviews.filter((review) => review.source.kind === 'sample')
    if (firm.fictional) expect(samples).toEqual(reviews)
    else expect(samples).toEqual([])
  })

  it('shows no aggregate rating without its source and the date it was read, else the average of the reviews on the page', () => {
    if (ratingSummary.basis === 'platform') {
      expect(ratingSummary.platform).toBeTruthy()
      expect(ratingSummary.url).toMatch(/^https:\/\//)
      expect(ratingSummary.readOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(ratingSummaryText(ratingSummary)).toContain(`on ${ratingSummary.platform}, as read on `)
    } else {
      expect(ratingSummary).toEqual(averageOf(reviews))
    }
    expect(allText()).not.toMatch(/131 reviews|4\.9 out of 5/)
  })

  it('computes the average of the sample reviews to one decimal place and says what it is', () => {
    expect(averageOf(reviews)).toEqual({ basis: 'reviews shown', average: 4.8, count: 6 })
    expect(ratingSummaryText(averageOf(reviews))).toBe('4.8 out of 5, the average of the 6 sample reviews on this page')
    expect(
      ratingSummaryText({ basis: 'platform', average: 4.7, count: 52, platform: 'Example Reviews', url: 'https://reviews.example/x', readOn: '2026-11-02' }),
    ).toBe('4.7 out of 5 from 52 reviews on Example Reviews, as read on 2 November 2026')
  })
})

describe('a fictional firm that says so', () => {
  it('is driven by one flag in the firm profile, and the notice names the firm and says everyone is invented', () => {
    expect(typeof firm.fictional).toBe('boolean')
    expect(fictionalNotice.text).toContain(`${firm.name} is a fictional firm`)
    expect(fictionalNotice.heading).toBe('A demonstration website')
    expect(fictionalNotice.text).toMatch(/Everyone named on this site, and every review and case described on it, is invented/)
  })

  it('labels every case study an illustrative example and drops the claim that the cases are anonymised', () => {
    expect(allText()).not.toMatch(/anonymised/i)
    expect(blogPage.intro).toContain('The case studies are invented examples')
    expect(insightPage.disclaimer).toContain('Any client or case it describes is an invented, illustrative example.')
    const caseStudies = articles.filter((article) => /our clients?\b/i.test(article.content))
    expect(caseStudies).toHaveLength(4)
    for (const article of caseStudies) {
      expect(article.content, article.title).toMatch(/illustrative example/i)
      expect(article.excerpt + article.outcome, article.title).toMatch(/illustrative example/i)
    }
  })
})

describe('regulatory information (Provision of Services Regulations 2009, reg. 8)', () => {
  const full = () => JSON.stringify(regulatoryInformation)

  it('names the professional body, the title and where it was granted, the rules and where to read them', () => {
    expect(full()).toContain('regulated by the Law Society of Northern Ireland')
    expect(full()).toContain('Solicitor, a title granted in Northern Ireland')
    expect(full()).toContain('Solicitors’ Practice Regulations 1987')
    expect(full()).toContain('https://www.lawsoc-ni.org')
  })

  it('names the indemnity insurer, its contact and the territorial cover (reg. 8(1)(n))', () => {
    const insurance = regulatoryInformation.items.find((item) => item.term === 'Professional indemnity insurance')
    expect(insurance?.paragraphs.join(' ')).toMatch(/Our insurer is .+\(a fictional insurer\), contact \S+@\S+\.example\. The cover is worldwide/)
  })

  it('explains how to complain: the firm first, then the Solicitors Complaints Committee, the Law Society and the Oversight Commissioner', () => {
    const complaints = regulatoryInformation.items.find((item) => item.term === 'How to complain')
    const text = complaints?.paragraphs.join(' ') ?? ''
    expect(text.indexOf('please tell us first')).toBeGreaterThanOrEqual(0)
    expect(text.indexOf('Solicitors Complaints Committee')).toBeGreaterThan(text.indexOf('please tell us first'))
    expect(text).toContain('Legal Services Oversight Commissioner for Northern Ireland')
    expect(complaints?.links?.map((link) => link.href)).toEqual(['https://scc-ni.org', 'https://www.lawsoc-ni.org', 'https://www.legalcommissioner-ni.org.uk'])
  })

  it('says nothing of being "licensed to practise law"', () => {
    expect(allText()).not.toMatch(/licensed to practise/i)
  })
})

describe('the last points of Northern Ireland law', () => {
  it('uses residence and contact orders, never England’s "Children Arrangements"', () => {
    expect(allText()).not.toMatch(/children arrangements|child arrangements order/i)
    expect(team.find((m) => m.name === 'Niamh Gallagher')?.specialties).toContain('Residence & Contact Orders')
  })

  it('gives the Green Book its exact title and edition', () => {
    expect(allText()).toContain(
      'Guidelines for the Assessment of General Damages in Personal Injury Cases in Northern Ireland (sixth edition, in force from 8 April 2024)',
    )
  })

  it('states breach notification as UK GDPR Arts 33-34 do', () => {
    const security = firmsSections.find((s) => s.heading === 'Data Security')?.body.join(' ') ?? ''
    expect(security).not.toContain('likely to put your rights at risk')
    expect(security).toContain('unless it is unlikely to result in a risk to your rights and freedoms')
    expect(security).toContain('If it is likely to result in a high risk to them, we will also tell you')
  })

  it('names the data protection regulator as it stands, and dates the coming Information Commission', () => {
    const rights = JSON.stringify(firmsSections.find((s) => s.heading === 'Your Rights'))
    expect(rights).toContain(
      'replaces the Commissioner with a body called the Information Commission; as far as we could establish on 24 November 2026, that change had not yet taken effect',
    )
  })

  it('tells drivers already on R plates that they stay under the old rules, and dates the position of s.20 plainly', () => {
    const speeding = articles.find((a) => /speeding/i.test(a.title))?.content ?? ''
    expect(speeding).toContain(
      'If it began before 1 October 2026, the new rules do not apply to you, even if you pass your test after that date: you stay under the old ones',
    )
    expect(speeding).toContain('but it was not in force on 24 November 2026, so revocation remains the rule')
    expect(speeding).not.toContain('as far as the published sources showed')
  })
})

describe('the map while the firm is fictional', () => {
  it('shows the city with no pin on a real building', () => {
    expect(firm.fictional).toBe(true)
    expect(mapEmbedUrl).toContain('openstreetmap.org/export/embed.html?bbox=')
    expect(mapEmbedUrl).not.toContain('marker=')
  })
})
