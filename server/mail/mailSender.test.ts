import request from 'supertest'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import { createLogger } from '../logger.ts'
import { captureLog } from '../testing/captureLog.ts'
import { openSqliteStore } from '../store/sqliteStore.ts'
import type { Store } from '../store/store.ts'
import { startSilentServer, startSmtpServer } from '../testing/smtpServer.ts'
import { freshDataDir, testApp, prepareTestApp } from '../testing/testApp.ts'
import { formTiming } from '../testing/formTiming.ts'
import { startMailSender, type MailSender } from './mailSender.ts'

// The site is rendered once per file, before the first test, so no test's time goes on it.
beforeAll(prepareTestApp)

const siteUrl = 'https://www.clarendon-solicitors.example'
const mailTo = (smtpUrl: string) => ({
  smtpUrl,
  from: '"Clarendon website" <website@clarendon-solicitors.example>',
  to: ['reception@clarendon-solicitors.example'],
})

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A sender with short timeouts and retries, stopped after the test. */
function sender(store: Store, smtpUrl: string, options: { timeoutMs?: number } = {}): MailSender {
  const alerts = startMailSender({
    store,
    mail: mailTo(smtpUrl),
    siteUrl,
    logger: createLogger('silent'),
    retryMs: 50,
    maxRetryMs: 200,
    pollMs: 25,
    ...options,
  })
  cleanups.push(() => alerts.stop())
  return alerts
}

async function freshStore(dir = freshDataDir()) {
  const store = await openSqliteStore(dir)
  cleanups.push(() => store.close())
  return store
}

/** An enquiry inserted straight into the store, with its staff alert queued and no acknowledgement. */
const queued = { alert: true, replyDueAt: new Date(Date.now() + 86_400_000) }

describe('the e-mail queue', () => {
  it('sends one alert with the area of law, the reference, when it came, when the reply is due and a link, and nothing the visitor typed', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(smtp.close)
    const store = await freshStore()
    const { app } = await testApp({ store, mail: mailTo(smtp.url), onMailQueued: () => alerts.kick() })
    const alerts = sender(store, smtp.url)
    const enquiry = {
      firstName: 'Aoife',
      lastName: 'Brennan',
      email: 'aoife@example.com',
      phone: '028 9649 6123',
      serviceType: 'licensing',
      details: 'A late licence for a wedding.',
    }
    const { body } = await request(app)
      .post('/api/consultation-requests')
      .send({ ...enquiry, ...formTiming })
      .expect(201)

    // The alert, and the acknowledgement to the sender.
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(2), { timeout: 30_000 })
    const mail = smtp.messages.find((message) => message.subject?.startsWith('New enquiry'))
    expect(mail!.subject).toBe('New enquiry: Licensing')
    expect(mail!.messageId).toBe(`<enquiry-${body.id}@www.clarendon-solicitors.example>`)
    expect(mail!.to).toMatchObject({ text: 'reception@clarendon-solicitors.example' })
    expect(mail!.text).toMatch(/^A new enquiry came through the Clarendon Solicitors website on \w+day \d+ \w+ 20\d\d at \d\d:\d\d\.$/m)
    expect(mail!.text).toContain('Area of law: Licensing')
    expect(mail!.text).toContain(`Reference: ${body.id}`)
    expect(mail!.text).toMatch(/^Reply due by: \w+day \d+ \w+ 20\d\d at \d\d:\d\d$/m)
    expect(mail!.text).toContain(`${siteUrl}/staff/enquiries/${body.id}`)
    for (const personal of ['Aoife', 'Brennan', 'aoife@example.com', '6123', 'wedding']) expect(`${mail!.subject}\n${mail!.text}`).not.toContain(personal)
    await alerts.idle()
    expect((await store.mail.status()).waiting).toBe(0)
  })

  it('answers the enquiry at once while the mail server is down, then sends its e-mails once when it is back', async () => {
    const smtp = await startSmtpServer()
    const port = smtp.port
    await smtp.close()
    const store = await freshStore()
    const { app } = await testApp({ store, mail: mailTo(`smtp://127.0.0.1:${port}`), onMailQueued: () => alerts.kick() })
    const alerts = sender(store, `smtp://127.0.0.1:${port}`)
    await request(app)
      .post('/api/consultation-requests')
      .send({ ...sampleEnquiry(), ...formTiming })
      .expect(201)
    await vi.waitFor(async () => expect((await store.mail.status()).failing).toBe(2), { timeout: 30_000 })
    expect((await store.mail.status()).lastError).toMatch(/ECONNREFUSED/)

    const back = await startSmtpServer({ port })
    cleanups.push(back.close)
    await vi.waitFor(() => expect(back.messages).toHaveLength(2), { timeout: 30_000 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(back.messages.map((message) => message.subject).sort()).toEqual(['New enquiry: Not stated', 'Your enquiry to Clarendon Solicitors'])
    // A message reaches the mail server before the sender marks it sent: the pause is no promise the mark is in.
    await alerts.idle()
    expect(await store.mail.status()).toMatchObject({ waiting: 0, failing: 0 })
  })

  it('gives up on a mail server that does not answer, and sends once a working one does', async () => {
    const silent = await startSilentServer()
    cleanups.push(silent.close)
    const store = await freshStore()
    await store.enquiries.insert(sampleEnquiry(), queued)
    const hung = sender(store, silent.url, { timeoutMs: 100 })
    await vi.waitFor(async () => expect((await store.mail.status()).lastError).toMatch(/greeting never received/i), { timeout: 30_000 })
    await hung.stop()

    const smtp = await startSmtpServer()
    cleanups.push(smtp.close)
    sender(store, smtp.url)
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 30_000 })
  })

  it('retries a message the mail server refused, and delivers it once', async () => {
    const smtp = await startSmtpServer({ refuseFirst: 2 })
    cleanups.push(smtp.close)
    const store = await freshStore()
    await store.enquiries.insert(sampleEnquiry(), queued)
    const alerts = sender(store, smtp.url)
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 30_000 })
    await alerts.idle()
    expect(await store.mail.status()).toMatchObject({ waiting: 0 })
  })

  it('ends an e-mail the mail server refuses for good (550): not retried, no alarm, its refusal shown without the address', async () => {
    const smtp = await startSmtpServer({ refuseFirst: 1, refusalCode: 550, refusal: 'Mailbox <aoife.brennan@example.com> unavailable' })
    cleanups.push(smtp.close)
    const log = captureLog()
    const store = await freshStore()
    await store.enquiries.insert(sampleEnquiry(), queued)
    const alerts = startMailSender({ store, mail: mailTo(smtp.url), siteUrl, logger: log.logger, retryMs: 50, pollMs: 25 })
    cleanups.push(() => alerts.stop())
    await vi.waitFor(() => expect(log.text()).toContain('refused by the mail server for good'), { timeout: 30_000 })
    expect(await store.mail.status(new Date(0))).toMatchObject({
      waiting: 0,
      failing: 0,
      lastRefusal: { at: expect.any(Date), error: expect.stringMatching(/Mailbox <address> unavailable/) },
    })
    expect(log.text()).toContain('Mailbox <address> unavailable')
    expect(log.text()).not.toContain('aoife.brennan')
    alerts.kick()
    await alerts.idle()
    expect(smtp.messages).toHaveLength(0)
  })

  it('sends an alert left waiting by a restart once, after the restart', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(smtp.close)
    const dir = freshDataDir()
    const before = await openSqliteStore(dir)
    await before.enquiries.insert(sampleEnquiry(), queued)
    await before.close()

    const after = await freshStore(dir)
    const alerts = sender(after, smtp.url)
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 30_000 })
    await alerts.stop()
    await after.close()

    const later = await freshStore(dir)
    sender(later, smtp.url).kick()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.messages).toHaveLength(1)
  })

  it('with two senders on one store, each alert still goes once', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(smtp.close)
    const store = await freshStore()
    for (let i = 0; i < 5; i++) await store.enquiries.insert(sampleEnquiry({ firstName: `Client ${i}` }), queued)
    const one = sender(store, smtp.url)
    const two = sender(store, smtp.url)
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(5), { timeout: 30_000 })
    await Promise.all([one.idle(), two.idle()])
    expect(new Set(smtp.messages.map((mail) => mail.messageId)).size).toBe(5)
  })
})
