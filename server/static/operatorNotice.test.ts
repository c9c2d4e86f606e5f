import type { ParsedMail } from 'mailparser'
import request from 'supertest'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../config.ts'
import { createLogger } from '../logger.ts'
import { startMailSender } from '../mail/mailSender.ts'
import { everyPage } from '../testing/everyPageText.ts'
import { startSmtpServer } from '../testing/smtpServer.ts'
import { renderedSite, testApp } from '../testing/testApp.ts'
import { formTiming } from '../testing/formTiming.ts'

const operatorEnv = vi.hoisted(() => ({
  OPERATOR_NAME: 'Foyle Demonstrations Ltd',
  OPERATOR_EMAIL: 'privacy@foyle-demos.example',
  OPERATOR_MAIL_RELAY: 'Postbox Relay Ltd (mail relay, UK)',
  OPERATOR_PROXY: 'Edgeway CDN Inc. (content delivery network, US)',
}))

// The pages as a build given these OPERATOR_ variables renders them (vite.config.ts reads them the same way).
vi.mock('../../app/shared/content/builtOperator.ts', async () => {
  const { parseOperator } = await import('../config.ts')
  return { builtOperator: parseOperator(operatorEnv) }
})

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe('an operator named in the configuration', () => {
  it('is the privacy notice’s controller and its address for rights and complaints; the recipients are those named, no others', async () => {
    const privacy = everyPage(await renderedSite()).find((page) => page.file === 'privacy-policy.html')!.text
    expect(privacy).toContain(
      'The data controller under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018 is Foyle Demonstrations Ltd',
    )
    expect(privacy).toContain('Write to Foyle Demonstrations Ltd at privacy@foyle-demos.example.')
    expect(privacy).toContain('Postbox Relay Ltd (mail relay, UK), which relays the site’s e-mail')
    expect(privacy).toContain('Edgeway CDN Inc. (content delivery network, US), which sits in front of the server')
    expect(privacy).toContain('An enquiry is deleted automatically 30 days after it arrives.')
    expect(privacy).toContain('An enquiry held back as suspected spam is deleted 30 days after it arrives')
    expect(privacy).not.toMatch(/Cloudflare|Fastly|CloudFront|Bunny|barrister|HM Revenue|money laundering|conflict check|2 years/i)
  })

  it('holds the copyright of every page, and the firm that does not exist claims none', async () => {
    for (const page of everyPage(await renderedSite())) {
      expect(page.text, page.file).toContain('© 2026 Foyle Demonstrations Ltd.')
      expect(page.text, page.file).not.toMatch(/Clarendon Solicitors\. All rights reserved/)
    }
  })

  it('is the Reply-To of the acknowledgement and the address it gives for erasure', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(smtp.close)
    const config = loadConfig({ ...operatorEnv, SMTP_URL: smtp.url, NOTIFY_TO: 'reception@clarendon-solicitors.example' })
    const mail = config.mail!
    const { app, store } = await testApp({ mail, onMailQueued: () => sender.kick() })
    const sender = startMailSender({ store, mail, siteUrl: config.siteUrl, logger: createLogger('silent'), retryMs: 50, maxRetryMs: 200, pollMs: 25 })
    cleanups.push(() => sender.stop())
    const { body } = await request(app)
      .post('/api/consultation-requests')
      .send({ firstName: 'Aoife', lastName: 'Brennan', email: 'aoife.brennan@example.com', phone: '028 9649 6123', serviceType: 'family-law', ...formTiming })
      .expect(201)
    await vi.waitFor(async () => expect((await store.mail.status()).waiting).toBe(0), { timeout: 30_000 })
    await sender.idle()
    const acknowledgement = smtp.messages.find((message: ParsedMail) => message.subject === 'Your enquiry to Clarendon Solicitors')!
    expect(acknowledgement.replyTo?.text).toBe('privacy@foyle-demos.example')
    expect(acknowledgement.text).toContain(
      `To have it erased sooner, reply to this e-mail or write to Foyle Demonstrations Ltd, who runs this demonstration, at privacy@foyle-demos.example, asking to erase reference ${body.id}.`,
    )
  })
})
