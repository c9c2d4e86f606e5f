import { describe, expect, it } from 'vitest'
import { firm } from './firm.ts'
import { privacyPolicy } from './privacy.ts'

const notice = privacyPolicy.sections
  .flatMap((section) => section.body)
  .map((block) => (typeof block === 'string' ? block : block.list.join(' ')))
  .join(' ')

describe('the privacy notice is complete', () => {
  it('names the demonstration’s operator as controller until one is set, not a firm that does not exist', () => {
    expect(firm.controller).toBeNull()
    expect(notice).toContain('The data controller responsible for your personal information is the operator of this demonstration.')
    expect(notice).toContain('This website is a demonstration and Clarendon Solicitors does not exist.')
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

  it('gives conflict checks as a use beside answering the enquiry, and justifies two years by them', () => {
    expect(notice).toContain('To check, before we act for anyone, that we have no conflict of interest')
    expect(notice).toContain('we know we cannot act against you using what you told us (a conflict check)')
  })

  it('gives a refused enquiry on the device an expiry, and says what the service worker keeps and how to remove it', () => {
    expect(notice).toContain('for 30 days at most; after that it is removed')
    expect(notice).toContain('called a service worker, which keeps a copy of the site’s public pages')
    expect(notice).toContain('The button below removes the site’s copy and its service worker from this device in one tap.')
  })
})
