import { describe, expect, it, vi } from 'vitest'
import { acknowledgementMessage } from '../mail/acknowledgementMessage.ts'
import { everyPage, firmsPromises } from '../testing/everyPageText.ts'
import { renderedSite } from '../testing/testApp.ts'

// A real firm turns the switch off; every module that reads `firm` then sees it off.
vi.mock('../../app/shared/content/firm.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../app/shared/content/firm.ts')>()
  return { ...actual, firm: { ...actual.firm, fictional: false } }
})

const job = { id: 'm1', enquiryId: 'e1', replyDueAt: null }
const textOf = async (file: string) => everyPage(await renderedSite()).find((page) => page.file === file)?.text ?? ''

describe('with the fictional switch off', () => {
  it('gives the firm its own promises back, word for word', async () => {
    const enquiryClose =
      'Send a confidential enquiry through our website or call us on 028 9649 6000, and ask for a free first conversation of up to 30 minutes. A member of our team will be in touch by the end of the next working day.'
    for (const service of ['personal-injury', 'family-law', 'criminal-defence'])
      expect(await textOf(`services/${service}.html`), service).toContain(enquiryClose)
    expect(await textOf('contact.html')).toContain(
      'Your enquiry is confidential. A member of our team will reply by the end of the next working day. If it is urgent, call us on 028 9649 6000.',
    )
    expect(await textOf('about.html')).toContain('A Prompt Response Your enquiry is confidential, and we reply by the end of the next working day.')
    expect(await textOf('about.html')).toContain('We are a local firm with a long history, and we are here when you need us.')
    expect(await textOf('services/family-law.html')).toContain(
      'If you or your children are at risk, we can apply urgently for non-molestation or occupation orders to protect you.',
    )
    expect(await textOf('services/criminal-defence.html')).toContain(
      'If you are at a police station now, do not wait for a reply from us: ask the custody officer for a solicitor. You can ask for one from Clarendon Solicitors by name, and the advice costs you nothing, whatever your means.',
    )
    expect(await textOf('404.html')).toContain('Or call us on 028 9649 6000 (Monday to Friday, 9:00 AM to 5:00 PM)')
    expect(await textOf('index.html')).toContain('© 2026 Clarendon Solicitors. All rights reserved.')
    const all = everyPage(await renderedSite())
      .map((page) => page.text)
      .join(' ')
    expect(firmsPromises.filter((promise) => promise.test(all)).length).toBeGreaterThan(10)
  })

  it('shows no demonstration notice and no "(demonstration)" in a title', async () => {
    for (const page of everyPage(await renderedSite())) {
      expect(page.html, page.file).not.toContain('id="demonstration-notice"')
      expect(page.head, page.file).not.toContain('(demonstration)')
    }
  })

  it('acknowledges in the firm’s words, replies to the firm', () => {
    const message = acknowledgementMessage(job, { from: 'site@example.com', to: 'someone@example.com', siteUrl: 'https://www.example.com', operator: null })
    expect(message.replyTo).toBe('info@clarendon-solicitors.example')
    expect(message.text).toContain('If your matter is urgent, please call us on 028 9649 6000 (+44 28 9649 6000).')
    expect(message.text).toContain(
      'If you would like us to erase your enquiry, reply to this e-mail or write to info@clarendon-solicitors.example, asking us to erase reference e1.',
    )
    expect(message.text).not.toContain('demonstration')
  })
})
