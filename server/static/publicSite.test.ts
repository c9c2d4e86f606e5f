import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { HtmlValidate } from 'html-validate'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { firm } from '../../app/shared/content/firm.ts'
import { team } from '../../app/shared/content/team.ts'
import { fictionalNotice } from '../../app/shared/content/fictionalNotice.ts'
import { regulatoryInformation, regulatorySummary } from '../../app/shared/content/regulation.ts'
import { reviewDate, reviews } from '../../app/shared/content/reviews.ts'
import { sitePages } from '../../app/shared/site.ts'
import { headingFontCharacters } from '../../app/shared/styles/headingFont.ts'
import { inlineScripts, inlineStyles } from './securityHeaders.ts'
import { captureLog } from '../testing/captureLog.ts'
import { rawGet } from '../testing/rawGet.ts'
import { renderedSite, testApp } from '../testing/testApp.ts'

let app: Awaited<ReturnType<typeof testApp>>['app']
let clientDir: string
beforeAll(async () => {
  ;({ app, clientDir } = await testApp())
})

const origin = 'https://www.clarendon-solicitors.example'
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]
/** The markup as a visitor reads it: without React's text separators, with entities decoded. */
const readable = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&')

describe('every page', () => {
  it.each(sitePages)('%s is served as HTML with its own title, description, canonical and social tags', async (path) => {
    const res = await request(app)
      .get(path)
      .expect(200)
      .expect('content-type', /text\/html/)
    const html = res.text
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-GB">/)
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(title(html)).toBeTruthy()
    expect(metaContent(html, 'description')).toBeTruthy()
    expect(metaContent(html, 'keywords')).toBeTruthy()
    expect(canonical(html)).toBe(path === '/' ? `${origin}/` : `${origin}${path}`)
    expect(html.match(/rel="canonical"/g)).toHaveLength(1)
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:title', 'twitter:description', 'twitter:url', 'twitter:image']) {
      expect(metaContent(html, key), key).toBeTruthy()
    }
    // No LegalService for a firm that does not exist, and no search listing of it.
    expect(html).not.toMatch(/"@type":"(LegalService|Attorney)"/)
    expect(metaContent(html, 'robots')).toBe('noindex')
    expect(metaContent(html, 'description')).toMatch(/^A demonstration website: Clarendon Solicitors is a fictional firm\. /)
    expect(metaContent(html, 'og:description')).toMatch(/^A demonstration website/)
    expect(metaContent(html, 'og:title')).toMatch(/\(demonstration\)$/)
    expect(html).toContain('<meta name="theme-color" content="#13233f"/>')
    expect(html).toContain('<link rel="apple-touch-icon" href="/images/apple-touch-icon-180x180.png"/>')
    if (path !== '/') expect(html).toContain('"@type":"BreadcrumbList"')
  })

  it('titles give the firm’s founding, never its age as experience, and the contact title offers the one free thing with address and phone', async () => {
    const site = await renderedSite()
    for (const page of Object.values(site.pages)) expect(title(page.html), page.file).not.toMatch(/Years of (Legal )?Experience/)
    expect(title((await request(app).get('/')).text)).toContain('Solicitors in Derry/Londonderry Since 1881')
    const contact = title((await request(app).get('/contact')).text)
    expect(contact).toMatch(/^Free First Conversation \| /)
    expect(contact).toContain('1 Fictional Quay, Derry/Londonderry, BT00 0XX')
    expect(contact).toContain('028 9649 6000')
  })

  // Some twenty pages through the validator: seconds on a loaded machine.
  it('is valid HTML', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        // React's serialisation: charSet in camel case, selected="" on options. Browsers read both.
        'attr-case': 'off',
        'attribute-boolean-style': 'off',
        // hidden="" likewise: React writes it so, and since hidden also takes "until-found" the
        // validator wants it bare. Browsers read both.
        'attribute-empty-style': 'off',
        'void-style': 'off',
        // The spec asks the contact title to carry the address and phone number, so it is long.
        'long-title': 'off',
        // Phone links keep a number whole with CSS (whitespace-nowrap, or an inline block) instead of &nbsp; in the text.
        'tel-non-breaking': 'off',
      },
    })
    const site = await renderedSite()
    for (const page of [...Object.values(site.pages), site.notFound, site.serviceNotFound]) {
      const report = await validator.validateString(page.html)
      const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message} at ${m.selector}`))
      expect(messages, page.file).toEqual([])
    }
  }, 30_000)
})

describe('what a visitor reads', () => {
  it.each([
    [
      '/',
      [
        'Sample reviews',
        'Make an Enquiry',
        'View All Our Services',
        'View Full Team',
        'DX 00000 Fictional',
        'Monday to Friday, 9:00 AM to 5:00 PM',
        'A fictional address: the map shows the city, not an office.',
      ],
    ],
    ['/about', ['Our Story', 'Excellence', 'Integrity', 'Commitment', 'Make an Enquiry']],
    [
      '/services/road-traffic',
      [
        'Road Traffic Accidents',
        'A fictional firm: regulated by nobody',
        'In practice since 1881',
        'Professional Service',
        'Make an Enquiry',
        'Need Help with Road Traffic Accidents?',
      ],
    ],
    ['/team', ['Our Legal Team', 'Areas of Expertise', 'Ready to Work with Our Team?', 'Call Now']],
    // The two numbers in pieces of their own, so that the line can break between them on a phone.
    ['/contact', ['028 9649 6000</span>', '(+44 28 9649 6000)', 'Send an enquiry', 'How can we help?']],
    ['/history', ['How the Firm Began', 'Generations of Trust', 'Our Founding Principles', 'Client First Approach']],
    ['/blog', ['Legal Insights', 'Search insights, tips, and case studies...', 'Read Full Insight']],
    [
      '/privacy-policy',
      [
        '1. Who Holds Your Information',
        '5. Your Rights and How to Complain',
        '27 November 2026',
        'https://ico.org.uk',
        'deleted automatically 30 days after it arrives',
      ],
    ],
  ])('%s shows the texts of the spec', async (path, texts) => {
    const text = readable((await request(app).get(path)).text)
    for (const quote of texts) expect(text, quote).toContain(quote)
  })
})

describe('the team page', () => {
  it('labels a solicitor’s line "Professional body", and a legal executive’s and a paralegal’s "Supervision"', async () => {
    const cards = readable((await request(app).get('/team')).text)
      .split('<article')
      .slice(1)
      .map((card) => card.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '))
    const labelOf = (name: string) =>
      cards.filter((card) => card.includes(name)).map((card) => /Education .*? (Professional body|Supervision) /.exec(card)?.[1])
    for (const member of team) {
      const expected = member.title === 'Legal Executive' || member.title === 'Paralegal' ? ['Supervision'] : member.bar ? ['Professional body'] : [undefined]
      expect(labelOf(member.name), member.name).toEqual(expected)
    }
    expect(team.filter((member) => member.title === 'Legal Executive' || member.title === 'Paralegal')).toHaveLength(5)
  })
})

describe('what a regulator reads', () => {
  /** Every page the site serves, the error pages included, as a visitor reads it. */
  async function everyPage() {
    const site = await renderedSite()
    return [...Object.values(site.pages), site.notFound, site.serviceNotFound].map((page) => ({ file: page.file, html: readable(page.html) }))
  }
  const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''
  const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? ''

  it('says on every page, in the footer, that the firm and everyone named are fictional', async () => {
    const pages = await everyPage()
    expect(pages.length).toBeGreaterThan(10)
    for (const page of pages) expect(footerOf(page.html), page.file).toContain(fictionalNotice.text)
  })

  it('says so on About and Team too, beside the people it names', async () => {
    for (const path of ['/about', '/team']) {
      expect(mainOf(readable((await request(app).get(path)).text)), path).toContain(fictionalNotice.text)
    }
  })

  it('carries the regulatory block in every page’s footer, with a link to the whole on About, and no "Licensed to practise"', async () => {
    for (const page of await everyPage()) {
      const footer = footerOf(page.html)
      for (const line of regulatorySummary.lines) expect(footer, `${page.file}: ${line}`).toContain(line)
      expect(footer, page.file).toContain(`href="/about#${regulatoryInformation.id}"`)
      expect(page.html, page.file).not.toMatch(/licensed to practise/i)
    }
    const about = readable((await request(app).get('/about')).text)
    expect(about).toContain(`id="${regulatoryInformation.id}"`)
    for (const item of regulatoryInformation.items) {
      for (const paragraph of item.paragraphs) expect(about, item.term).toContain(paragraph)
    }
  })

  it('shows every review with its date and source, the rating computed from them, and no relative date', async () => {
    const home = readable((await request(app).get('/')).text)
    for (const review of reviews) {
      expect(home, review.author_name).toContain(review.text)
      expect(home, review.author_name).toContain(`<time dateTime="${review.date}">${reviewDate(review.date)}</time>`)
    }
    expect(home.match(/Sample review</g)).toHaveLength(reviews.length)
    expect(home).toContain('Sample reviews, written for this demonstration')
    expect(home).not.toMatch(/\b(weeks?|months?|a year) ago\b|131 reviews|4\.9 out of 5/)
  })

  it('puts no aggregate rating or review in any page’s structured data', async () => {
    for (const page of await everyPage()) {
      const jsonLd = [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')
      expect(jsonLd, page.file).not.toMatch(/aggregateRating|"@type":"Review"|ratingValue/)
    }
  })

  it('shows no LinkedIn button for a member whose profile is unknown, and a disc of their own for each', async () => {
    for (const path of ['/', '/team']) {
      const html = readable((await request(app).get(path)).text)
      expect(html, path).not.toContain('href="https://www.linkedin.com/"')
      expect(html, path).not.toContain('LinkedIn<span class="sr-only"> profile of')
    }
    const team = readable((await request(app).get('/team')).text)
    const discs = [...team.matchAll(/<span class="inline-flex h-16 w-16[^"]*" aria-hidden="true">([^<]+)<\/span>/g)].map((m) => m[1])
    expect(discs).toHaveLength(9)
    expect(new Set(discs).size).toBe(9)
  })

  it('names no Londonderry District Probate Registry as a place to apply, and no "Children Arrangements"', async () => {
    for (const page of await everyPage()) {
      expect(page.html, page.file).not.toContain('Londonderry District Probate Registry')
      expect(page.html, page.file).not.toMatch(/Children Arrangements/i)
    }
    expect(readable((await request(app).get('/services/wills-probate')).text)).toContain('to the Probate Office in Belfast')
  })
})

describe('years of service', () => {
  const thisYear = new Date().getFullYear()

  /** Each "N years" claim the rendered pages make in the given phrasings (groups: "over", N, "+"). */
  async function claims(...phrasings: RegExp[]) {
    const site = await renderedSite()
    return Object.values(site.pages).flatMap((page) =>
      phrasings.flatMap((phrasing) =>
        [...readable(page.html).matchAll(phrasing)].map(([claim, over, figure, plus]) => ({
          file: page.file,
          claim,
          figure: Number(figure),
          over: Boolean(over || plus),
        })),
      ),
    )
  }
  /** "over 145 years", "more than 145 years" and "145+ years" each claim more than 145. */
  const overstated = (truth: number) => (c: { figure: number; over: boolean }) => (c.over ? c.figure >= truth : c.figure > truth)

  it('no page, title, description or structured data claims more years than the firm has served', async () => {
    const served = thisYear - firm.founded
    const found = await claims(/(over |more than )?(\d+)(\+?) years/gi)
    expect(found.filter(overstated(served)).map((c) => `${c.file}: ${c.claim}`)).toEqual([])
    expect(found.map((c) => c.claim)).toContain(`${served} years`)
  })

  it('gives the Senior Partner the forty years he led the firm before his daughter took over in 2012, and no more', async () => {
    expect(await claims(/(over |more than )?(\d+)(\+?) years at the helm/gi, /at its helm for (over |more than )?(\d+)(\+?) years/gi)).toEqual([])
    const led = await claims(/led (?:it|the firm) for (over |more than )?(\d+)(\+?) years/gi, /for (over |more than )?(\d+)(\+?) years he led/gi)
    expect(led.map((c) => c.figure)).toEqual(led.map(() => 2012 - firm.helmSince))
    expect(new Set(led.map((c) => c.file))).toEqual(new Set(['about.html', 'history.html', 'index.html', 'team.html']))
  })
})

describe('a demonstration no one can mistake for a firm', () => {
  const textOf = (html: string) =>
    readable(html)
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x2F;/g, '/')
      .replace(/\s+/g, ' ')
  async function everyPageText() {
    const site = await renderedSite()
    return [...Object.values(site.pages), site.notFound, site.serviceNotFound].map((page) => ({ file: page.file, html: page.html, text: textOf(page.html) }))
  }

  it.each(['/', '/contact'])('%s says at the form, before Submit, that nobody will read or answer it', async (path) => {
    const text = textOf((await request(app).get(path)).text)
    const notice = text.indexOf(fictionalNotice.form.text)
    expect(text).toContain(fictionalNotice.form.heading)
    expect(notice).toBeGreaterThan(-1)
    expect(notice).toBeLessThan(text.indexOf('Submit Enquiry'))
    expect(text).toContain('Nobody will read or answer what you send here')
  })

  it.each(['/', '/contact'])('%s says before Submit what sending an enquiry does not do, and what is kept, in words that agree', async (path) => {
    const text = textOf((await request(app).get(path)).text)
    const submit = text.indexOf('Submit Enquiry')
    expect(text.indexOf('Before you send')).toBeGreaterThan(-1)
    expect(text.indexOf('Before you send')).toBeLessThan(submit)
    expect(text.indexOf('This demonstration keeps what you send for 30 days')).toBeLessThan(submit)
    expect(text.indexOf('Privacy policy')).toBeLessThan(submit)
    expect(text).not.toMatch(/Everything you tell us is confidential|Your enquiry is confidential/)
    expect(text).toContain('Sending an enquiry does not make us your solicitors.')
    expect(text).toContain('An enquiry does not stop a time limit running.')
    expect(text).toContain('Please do not send confidential details yet.')
  })

  it('tells search engines not to list any answer: a page, a file, the API', async () => {
    for (const path of ['/', '/privacy-policy', '/images/logo.svg', '/manifest.webmanifest', '/healthz', '/api/nothing']) {
      const res = await request(app).get(path)
      expect(res.headers['x-robots-tag'], path).toBe('noindex')
    }
    for (const page of await everyPageText()) expect(page.html, page.file).toContain('<meta name="robots" content="noindex"/>')
  })

  it('links no social profile, which does not exist and anyone could register', async () => {
    for (const page of await everyPageText()) {
      expect(page.html, page.file).not.toMatch(/linkedin\.com\/company|facebook\.com|instagram\.com/)
      expect(page.text, page.file).not.toContain('Follow us')
    }
  })

  it('shows sample reviews as samples: no gratitude, no stars, no average', async () => {
    const home = (await request(app).get('/')).text
    const text = textOf(home)
    expect(text).toContain('Sample reviews')
    expect(text).not.toMatch(/What Our Clients Say|grateful to the clients|out of 5/)
    expect(home).not.toMatch(/aria-label="[^"]*star/i)
  })

  it('claims no results, experts or memberships nobody can check, on any page', async () => {
    for (const page of await everyPageText()) {
      expect(page.text, page.file).not.toMatch(/Proven Results|Expert Legal Team|Expert Team|Our Expert|chamber of commerce|more than four times/i)
      expect(page.text, page.file).not.toMatch(/four generations|years at the helm|Regulated Client Account/i)
    }
    expect(textOf((await request(app).get('/')).text)).toContain(
      'Like every solicitors’ firm in Northern Ireland, we must by law keep money we hold for clients',
    )
  })

  it('offers one free thing, in the same words wherever it is offered, titles included', async () => {
    const { freeOffer } = await import('../../app/shared/content/firm.ts')
    let offered = 0
    for (const page of await everyPageText()) {
      const head = /<head>[\s\S]*<\/head>/.exec(page.html)?.[0] ?? ''
      for (const text of [page.text, readable(head)]) {
        const rest = text.split(freeOffer.definition).join(' ').split(freeOffer.term).join(' ').split(freeOffer.title).join(' ')
        offered += text.length - rest.length
        expect(rest.match(/[^.]{0,40}\bfree\b[^.]{0,40}/gi), page.file).toBeNull()
      }
    }
    expect(offered).toBeGreaterThan(0)
    expect(title((await request(app).get('/contact')).text)).toMatch(/^Free First Conversation/)
  })

  it('marks a case study as illustrative wherever its title goes out alone', async () => {
    const html = (await request(app).get('/blog/20000-settlement-for-a-delivery-driver-injured-in-a-rear-end-collision')).text
    expect(title(html)).toMatch(/^Illustrative case study: £20,000 Settlement/)
    expect(metaContent(html, 'og:title')).toMatch(/^Illustrative case study: /)
    expect(html).toContain('"headline":"Illustrative case study: £20,000 Settlement')
  })

  it('tells someone at a police station to ask the custody officer for a solicitor now, and does not call representation free', async () => {
    const text = textOf((await request(app).get('/services/criminal-defence')).text)
    expect(text).toContain('If you are at a police station now, ask the custody officer for a solicitor: the duty solicitor, or a solicitor of your choice.')
    expect(text).toContain('The advice costs you nothing, whatever your means (Police and Criminal Evidence (Northern Ireland) Order 1989, Article 59)')
    expect(text).not.toMatch(/ask for (one|a solicitor) from Clarendon Solicitors/)
    expect(text).not.toMatch(/free advice at the police station and firm/i)
  })
})

describe('the heading font', () => {
  it('carries every character the headings of the site use', async () => {
    const site = await renderedSite()
    const serifText = /<(h[1-6])\b[^>]*>([\s\S]*?)<\/\1>|<(\w+)\b[^>]*class="[^"]*\b(?:font-serif|heading-\w+)\b[^"]*"[^>]*>([\s\S]*?)<\/\3>/g
    for (const page of Object.values(site.pages)) {
      for (const match of page.html.matchAll(serifText)) {
        const text = readable((match[2] ?? match[4] ?? '').replace(/<[^>]+>/g, ''))
        expect(
          [...text].filter((character) => !headingFontCharacters.includes(character)),
          `${page.file}: ${text}`,
        ).toEqual([])
      }
    }
  })
})

describe('addresses', () => {
  it.each([
    ['/24-hour', '/contact'],
    ['/free-enquiry', '/contact'],
    ['/solicitors-northern-ireland/catherine-dunleavy', '/team'],
    ['/lawyer', '/team'],
    ['/services-solicitors-in-derry/licensing', '/services'],
  ])('the old address %s moves permanently to %s', async (from, to) => {
    await request(app).get(from).expect(301).expect('location', to)
  })

  it('drops a trailing slash', async () => {
    await request(app).get('/about/').expect(301).expect('location', '/about')
  })

  it('answers an unknown path with 404 and the Page Not Found page', async () => {
    const res = await request(app)
      .get('/no-such-page')
      .expect(404)
      .expect('content-type', /text\/html/)
    expect(res.text).toContain('<title>404 Page Not Found (demonstration)</title>')
    expect(res.text).toContain('Page Not Found')
    expect(res.text).not.toContain('Did you forget to add the page to the router?')
    expect(readable(res.text)).toContain('find a real solicitor in the Law Society of Northern Ireland’s directory')
  })

  it('answers an unknown service with 404 and Service Not Found', async () => {
    const res = await request(app).get('/services/tax-advice').expect(404)
    expect(res.text).toContain('Service Not Found')
    expect(res.text).toContain('Back to Services')
  })

  it('serves the error pages by file name with 200, for the service worker to precache', async () => {
    const res = await request(app).get('/404.html').expect(200)
    expect(res.text).toContain('Page Not Found')
    expect(res.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('answers an unknown API path with JSON', async () => {
    const res = await request(app).get('/api/nothing').expect(404).expect('content-type', /json/)
    expect(res.body).toEqual({ message: 'Not found' })
  })
})

describe('headers', () => {
  it('sends a strict policy: scripts only from the site itself, and the page loader by its hash', async () => {
    const res = await request(app).get('/about').expect(200)
    const policy = res.headers['content-security-policy'] as string
    const loader = inlineScripts(res.text)
    expect(loader).toHaveLength(1)
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe(`'self' 'sha256-${createHash('sha256').update(loader[0]!).digest('base64')}'`)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    // A page another site opened is cut off from it (decision 0038).
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(res.headers['x-powered-by']).toBeUndefined()
    expect(res.headers['cache-control']).toBe('no-cache')
  })

  it("allows a page's own inline styles by hash, and no others", async () => {
    for (const path of ['/', '/contact', '/no-such-page', '/404.html']) {
      const res = await request(app).get(path)
      const styles = inlineStyles(res.text)
      expect(styles.length, path).toBeGreaterThan(0)
      const styleSources = /style-src ([^;]*)/.exec(res.headers['content-security-policy'] as string)?.[1]?.split(' ')
      expect(styleSources, path).not.toContain("'unsafe-inline'")
      for (const css of styles) expect(styleSources, path).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`)
    }
    const image = await request(app).get('/images/logo.svg')
    expect(/style-src ([^;]*)/.exec(image.headers['content-security-policy'] as string)?.[1]).toBe("'self'")
  })

  it('sends a page brotli-compressed to browsers that take it, else gzipped, else plain', async () => {
    const plain = await request(app).get('/contact').set('Accept-Encoding', 'identity').expect(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.text).toContain('<h1')
    for (const [accepted, sent] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ]) {
      const res = await request(app).get('/contact').set('Accept-Encoding', accepted!).expect(200)
      expect(res.headers['content-encoding'], accepted).toBe(sent)
      expect(res.headers.vary).toMatch(/Accept-Encoding/)
      expect(res.text, accepted).toBe(plain.text)
    }
    const missing = await request(app).get('/no-such-page').set('Accept-Encoding', 'br').expect(404)
    expect(missing.headers['content-encoding']).toBe('br')
    expect(missing.text).toContain('Page Not Found')
  })

  it('answers a page the browser already has with 304 and no body, for each encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await request(app).get('/team').set('Accept-Encoding', encoding).expect(200)
      const etag = first.headers.etag as string
      expect(etag, encoding).toMatch(/^"[\w-]+"$/)
      const again = await request(app).get('/team').set('Accept-Encoding', encoding).set('If-None-Match', etag).expect(304)
      expect(again.text ?? '', encoding).toBe('')
    }
    const br = await request(app).get('/team').set('Accept-Encoding', 'br')
    const gzip = await request(app).get('/team').set('Accept-Encoding', 'gzip')
    expect(br.headers.etag).not.toBe(gzip.headers.etag)
  })

  it('caches hashed assets for a year, checks the worker and the manifest on each use, and keeps other files a day', async () => {
    await request(app).get('/assets/main-AbC123.js').expect(200).expect('cache-control', 'public, max-age=31536000, immutable')
    await request(app).get('/images/logo.svg').expect(200).expect('cache-control', 'public, max-age=86400')
    await request(app)
      .get('/sw.js')
      .expect(200)
      .expect('cache-control', 'no-cache')
      .expect('content-type', /javascript/)
    await request(app)
      .get('/manifest.webmanifest')
      .expect(200)
      .expect('cache-control', 'no-cache')
      .expect('content-type', /manifest\+json/)
  })

  it('sends every page and file with every header helmet sends; a page with a policy of its own', async () => {
    const helmets = (await request(app).get('/api/nothing')).headers
    const securityHeaders = Object.keys(helmets).filter((name) =>
      /^(content-security-policy|cross-origin-|origin-agent|referrer|strict-transport|x-)/.test(name),
    )
    expect(securityHeaders.length).toBeGreaterThan(10)
    for (const path of [...sitePages, '/about.html', '/404.html', '/no-such-page', '/services/tax-advice']) {
      const res = await request(app).get(path).set('Accept-Encoding', 'br')
      for (const name of securityHeaders.filter((name) => name !== 'content-security-policy')) expect(res.headers[name], `${path} ${name}`).toBe(helmets[name])
      const policy = res.headers['content-security-policy'] as string
      expect(policy.replace(/ 'sha256-[^']+'/g, ''), path).toBe(helmets['content-security-policy'])
      for (const css of inlineStyles(res.text)) expect(policy, path).toContain(`'sha256-${createHash('sha256').update(css).digest('base64')}'`)
    }
    for (const path of ['/assets/main-AbC123.js', '/images/logo.svg', '/sw.js', '/staff/assets/index-Xy1.js']) {
      const res = await request(app).get(path).set('Accept-Encoding', 'br')
      for (const name of securityHeaders) expect(res.headers[name], `${path} ${name}`).toBe(helmets[name])
    }
  })

  it('sends the bytes the build compressed, beside the file, with Vary', async () => {
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
      ['identity', ''],
    ] as const) {
      const res = await rawGet(app, { 'accept-encoding': encoding }, '/assets/main-AbC123.js')
      expect(res.body, encoding).toEqual(readFileSync(join(clientDir, 'assets', `main-AbC123.js${suffix}`)))
      expect(res.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding)
      expect(res.headers.vary, encoding).toBe('Accept-Encoding')
    }
    const plain = await rawGet(app, {}, '/contact')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('<h1')
  })

  it('answers HEAD with the headers of the GET and no body, for pages and files', async () => {
    for (const path of ['/', '/assets/main-AbC123.js']) {
      const get = await request(app).get(path).set('Accept-Encoding', 'br')
      const head = await request(app).head(path).set('Accept-Encoding', 'br').expect(200)
      expect(head.headers['content-length'], path).toBe(get.headers['content-length'])
      expect(head.headers['content-security-policy'], path).toBe(get.headers['content-security-policy'])
      expect(head.text ?? '', path).toBe('')
    }
  })

  it('answers a file the browser already has with 304', async () => {
    const { etag } = (await request(app).get('/assets/main-AbC123.js').set('Accept-Encoding', 'br')).headers
    await request(app).get('/assets/main-AbC123.js').set('Accept-Encoding', 'br').set('If-None-Match', etag!).expect(304)
  })

  it('serves no compressed copy as a file of its own, and nothing from a dot folder', async () => {
    await request(app)
      .get('/assets/main-AbC123.js.br')
      .expect(404)
      .expect('content-type', /text\/html/)
    await request(app).get('/.vite/manifest.json').expect(404)
  })
})

describe('the request log', () => {
  it('costs a page nothing when info is not logged', async () => {
    const log = captureLog('warn')
    const { app } = await testApp({ logger: log.logger })
    await request(app).get('/about').expect(200)
    expect(log.text()).toBe('')
  })
})
