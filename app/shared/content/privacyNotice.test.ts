import { describe, expect, it } from 'vitest'
import { firm } from './firm.ts'
import { firmsSections, privacyPolicy } from './privacy.ts'
import type { PolicySection } from './types.ts'

const textOf = (sections: PolicySection[]) =>
  sections
    .flatMap((section) => section.body)
    .map((block) => (typeof block === 'string' ? block : block.list.join(' ')))
    .join(' ')
const demonstration = textOf(privacyPolicy.sections)
const notice = textOf(firmsSections)

describe('the demonstration’s privacy notice', () => {
  it('is the one shown while the firm is fictional, and says plainly when no operator has been named', () => {
    expect(firm.fictional).toBe(true)
    expect(demonstration).toContain('This website is a demonstration, and Clarendon Solicitors does not exist.')
    expect(demonstration).toContain('whoever runs this copy of the demonstration, who has not given their name or an address')
    expect(demonstration).toContain('there is nobody here to write to. Please do not send anything through the form.')
    expect(demonstration).toContain('No mail relay is named by the operator.')
    expect(demonstration).toContain('The purpose is to show how the site and its staff inbox work')
  })

  it('keeps the browser’s storage section of the firm’s notice word for word', () => {
    const technology = (sections: PolicySection[]) => sections.find((section) => section.heading === 'Cookies and Website Technology')
    expect(technology(privacyPolicy.sections)).toEqual(technology(firmsSections))
  })
})

describe('the firm’s privacy notice is complete', () => {
  it('names the firm as controller', () => {
    expect(notice).toContain('The data controller responsible for your personal information is Clarendon Solicitors, of')
  })

  it('says whether a data protection officer is appointed', () => {
    expect(notice).toContain('We have not appointed a data protection officer')
  })

  it('says what must be given and what follows without it (Art. 13(2)(e)), and what is learnt from others (Art. 14)', () => {
    expect(notice).toContain('without them we cannot reply')
    expect(notice).toContain('if you do not give us the documents we ask for, we cannot act for you')
    expect(notice).toContain('We may also learn about you from others')
  })

  it('says where a CDN may take data and under which safeguard (Art. 13(1)(f))', () => {
    expect(notice).toMatch(/content delivery network.*Cloudflare, Fastly, Amazon CloudFront or Bunny.*International Data Transfer Agreement/)
  })

  it('gives conflict checks as a use beside answering the enquiry, and justifies two years by them, not by a guess about disputes', () => {
    expect(notice).toContain('To check, before we act for anyone, that we have no conflict of interest')
    expect(notice).toContain('we know we cannot act against you using what you told us (a conflict check)')
    expect(notice).not.toContain('a dispute usually surfaces')
  })

  it('gives a refused enquiry on the device an expiry, and says what the service worker keeps and how to remove it', () => {
    expect(notice).toContain('for 30 days at most; after that it is removed')
    expect(notice).toContain('called a service worker, which keeps a copy of the site’s public pages')
    expect(notice).toContain('The button below removes the site’s copy and its service worker from this device in one tap.')
  })
})
