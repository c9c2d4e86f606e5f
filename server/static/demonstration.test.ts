import { describe, expect, it } from 'vitest'
import { fictionalNotice } from '../../app/shared/content/fictionalNotice.ts'
import { firm, fullAddress } from '../../app/shared/content/firm.ts'
import { domesticAbuseHelpline } from '../../app/shared/content/realHelp.ts'
import { acknowledgementMessage } from '../mail/acknowledgementMessage.ts'
import { alertMessage } from '../mail/alertMessage.ts'
import { assignmentMessage } from '../mail/assignmentMessage.ts'
import type { MailJob } from '../store/store.ts'
import { everyPage, firmsPromises, urgentSentences } from '../testing/everyPageText.ts'
import { renderedSite } from '../testing/testApp.ts'

const siteUrl = 'https://www.clarendon-solicitors.example'
const job: MailJob = {
  id: 'm1',
  kind: 'acknowledgement',
  enquiryId: 'e1',
  serviceType: 'family-law',
  createdAt: new Date('2026-12-01T10:00:00Z'),
  replyDueAt: new Date('2026-12-02T17:00:00Z'),
  recipient: 'someone@example.com',
  owner: null,
  contacted: false,
  attempts: 0,
}
const operator = { name: 'Demo Operator Ltd', email: 'privacy@operator.example', mailRelay: null, proxy: null }

/** Every e-mail the site sends, subject and body. */
const everyEmail = () =>
  [
    acknowledgementMessage(job, { from: 'site@example.com', to: 'someone@example.com', siteUrl, operator: null }),
    acknowledgementMessage(job, { from: 'site@example.com', to: 'someone@example.com', siteUrl, operator }),
    alertMessage({ ...job, kind: 'alert' }, { from: 'site@example.com', to: ['reception@example.com'], siteUrl }),
    assignmentMessage({ ...job, kind: 'assignment' }, { from: 'site@example.com', to: 'staff@example.com', siteUrl }),
  ].map((message) => ({ subject: String(message.subject), text: `${message.subject}\n${message.text}` }))

describe('while the firm is fictional', () => {
  it('no page, title, description or e-mail makes one of the firm’s promises of a reply, an action or availability', async () => {
    expect(firm.fictional).toBe(true)
    const pages = everyPage(await renderedSite())
    expect(pages.length).toBeGreaterThan(20)
    for (const page of pages) {
      const description = /<meta name="description" content="([^"]*)"/.exec(page.head)?.[1] ?? ''
      for (const promise of firmsPromises) {
        expect(page.text, `${page.file}: ${promise}`).not.toMatch(promise)
        expect(description, `${page.file} description: ${promise}`).not.toMatch(promise)
      }
    }
    for (const email of everyEmail()) for (const promise of firmsPromises) expect(email.text, `${email.subject}: ${promise}`).not.toMatch(promise)
  })

  it('puts the notice first on every page, before the header’s phone and address, with no way to close it', async () => {
    for (const page of everyPage(await renderedSite())) {
      const body = page.html.slice(page.html.indexOf('<body>'))
      const notice = body.indexOf(fictionalNotice.top.text)
      expect(notice, page.file).toBeGreaterThan(-1)
      expect(notice, page.file).toBeLessThan(body.indexOf(firm.phone.href))
      expect(notice, page.file).toBeLessThan(body.indexOf(fullAddress))
      expect(notice, page.file).toBeLessThan(body.indexOf('<header'))
      const element = /<aside id="demonstration-notice"[\s\S]*?<\/aside>/.exec(body)?.[0] ?? ''
      expect(element, page.file).toContain(fictionalNotice.top.text)
      expect(element, page.file).not.toMatch(/<button|dismiss|close/i)
      expect(element, page.file).toContain('href="https://www.lawsoc-ni.org"')
    }
  })

  it('says "(demonstration)" in every page’s <title>', async () => {
    for (const page of everyPage(await renderedSite())) expect(/<title>([^<]*)<\/title>/.exec(page.head)?.[1], page.file).toMatch(/\(demonstration\)$/)
  })

  it('never sends urgent help to the firm’s number: urgency points to 999 and the Law Society’s directory', async () => {
    const texts = [
      ...everyPage(await renderedSite()).map((page) => ({ where: page.file, text: page.text })),
      ...everyEmail().map(({ subject, text }) => ({ where: subject, text })),
    ]
    let to999 = 0
    for (const { where, text } of texts) {
      for (const sentence of urgentSentences(text)) {
        expect(sentence, where).not.toContain(firm.phone.display)
        expect(sentence, where).not.toMatch(/\bcall us\b|\bphone us\b/i)
        if (sentence.includes('call 999')) to999++
      }
    }
    expect(to999).toBeGreaterThan(10)
    const contact = texts.find(({ where }) => where === 'contact.html')?.text ?? ''
    expect(contact).toContain('find a real solicitor in the Law Society of Northern Ireland’s directory (lawsoc-ni.org)')
  })

  it('gives the family page the domestic-abuse helpline nidirect lists, with its source, and criminal defence the duty solicitor', async () => {
    const pages = everyPage(await renderedSite())
    const family = pages.find((page) => page.file === 'services/family-law.html')!
    expect(family.text).toContain(`answers day and night on Freephone ${domesticAbuseHelpline.display}`)
    expect(family.text).toContain(domesticAbuseHelpline.source.label)
    expect(family.text).toContain('call 999')
    expect(family.text).not.toContain('we can apply urgently')
    const criminal = pages.find((page) => page.file === 'services/criminal-defence.html')!
    expect(criminal.text).toContain('the duty solicitor, or a solicitor of your choice')
    expect(criminal.text).not.toMatch(/ask for (one|a solicitor) from Clarendon Solicitors/)
  })

  it('presents the regulatory lines as how a real firm states them, and gives a fictional address and DX', async () => {
    for (const page of everyPage(await renderedSite())) {
      expect(page.text, page.file).toContain('How a real firm states its regulation (this one is fictional)')
      expect(page.text, page.file).not.toMatch(/Clarendon Street|BT48 7ER|DX 3000/)
    }
    expect(fullAddress).toBe('1 Fictional Quay, Derry/Londonderry, BT00 0XX')
  })
})
