import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { filledReply } from '../../app/shared/content/replyTemplates.ts'
import { replyDueAt } from '../calendar/replyDue.ts'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { pathTo } from '../../app/shared/staffRoute.ts'
import { createLogger } from '../logger.ts'
import { startSmtpServer } from '../testing/smtpServer.ts'
import { addStaff, sameSite, signedIn } from '../testing/staffTesting.ts'
import { prepareTestApp, testApp } from '../testing/testApp.ts'
import { testClock } from '../testing/testClock.ts'
import { startMailSender } from './mailSender.ts'

beforeAll(prepareTestApp)

const siteUrl = 'https://www.clarendon-solicitors.example'
const from = '"Clarendon Solicitors" <website@clarendon-solicitors.example>'
// Monday 23 November 2026, 10:00 in London: due at Tuesday's close.
const monday = new Date('2026-11-23T10:00:00Z')

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/**
 * The firm on a moved clock, its real mail sender (retrying after `retryMs` of that clock) and a
 * real SMTP server on loopback that refuses the first `refuseFirst` messages.
 */
async function firmAt(start: Date, { refuseFirst = 0, retryMs = 50 } = {}) {
  const smtp = await startSmtpServer({ refuseFirst })
  cleanups.push(smtp.close)
  const mail = { smtpUrl: smtp.url, from, to: ['reception@clarendon-solicitors.example'] }
  const { clock, advance } = testClock(start)
  const { app, store } = await testApp({ mail, clock, onMailQueued: () => sender.kick() })
  const sender = startMailSender({ store, mail, siteUrl, clock, logger: createLogger('silent'), retryMs, maxRetryMs: retryMs, pollMs: 25 })
  cleanups.push(() => sender.stop())
  const niamh = await addStaff(store, 'niamh')
  const agent = await signedIn(app, niamh)
  const { enquiry } = await store.enquiries.insert(sampleEnquiry({ firstName: 'Aoife', email: 'aoife.brennan@example.com', serviceType: 'family-law' }), {
    alert: false,
    at: start,
    replyDueAt: replyDueAt(start),
  })
  /** Signed in again, as after a move of the clock past the session's end. */
  const signInAgain = () => signedIn(app, niamh)
  return { smtp, store, agent, enquiry, advance, signInAgain }
}

describe('a reply from the inbox', () => {
  it('goes from the firm to the enquirer in the template’s words, answers to the firm’s mailbox, and is the first contact once sent', async () => {
    const { smtp, store, enquiry, advance, signInAgain } = await firmAt(monday)
    advance(2 * 3_600_000)
    const agent = await signInAgain()
    const reply = filledReply('family-law', { firstName: 'Aoife', reference: enquiry.id })
    const queued = await agent
      .post(pathTo(staffApi.reply, { id: enquiry.id }))
      .set(sameSite)
      .send(reply)
      .expect(202)
    expect(queued.body.timeline.at(-1)).toEqual({ kind: 'reply', replyId: expect.any(String), ...reply, at: '2026-11-23T12:00:00.000Z', by: 'niamh' })

    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 10_000 })
    const [message] = smtp.messages
    expect(message!.from?.text).toBe(from)
    expect(message!.to).toMatchObject({ text: 'aoife.brennan@example.com' })
    expect(message!.replyTo?.text).toBe('info@clarendon-solicitors.example')
    expect(message!.subject).toBe(`Your enquiry to Clarendon Solicitors (reference ${enquiry.id})`)
    expect(message!.text).toContain('Dear Aoife,')
    expect(message!.text).toContain('family law team')
    expect(message!.text).toContain(`quoting reference ${enquiry.id}`)
    expect(message!.inReplyTo).toBe(`<acknowledgement-${enquiry.id}@www.clarendon-solicitors.example>`)
    // A person wrote it: no auto-reply marker that would keep the enquirer's mail program from answering.
    expect(message!.headers.get('auto-submitted')).toBeUndefined()

    await vi.waitFor(async () =>
      expect((await agent.get(pathTo(staffApi.readEnquiry, { id: enquiry.id })).expect(200)).body.firstContactAt).toBe('2026-11-23T12:00:00.000Z'),
    )
    const { body } = await agent.get(pathTo(staffApi.readEnquiry, { id: enquiry.id })).expect(200)
    expect(body.timeline.at(-1)).toEqual({ kind: 'reply-sent', replyId: queued.body.timeline.at(-1).replyId, at: '2026-11-23T12:00:00.000Z', by: 'niamh' })
    expect((await agent.get(staffApi.report.path).expect(200)).body.weeks[0]).toMatchObject({ due: 1, contactedInTime: 1, medianWorkingHoursToContact: 2 })
    expect((await store.audit.list(5)).map((entry) => entry.action)).toContain('reply')
  })

  it('while the mail server refuses it, the reply waits and the enquiry is still awaited; it is the contact when it goes', async () => {
    // Refused at Monday 10:00, tried again at Tuesday 18:00.
    const { smtp, store, agent, enquiry, advance, signInAgain } = await firmAt(monday, { refuseFirst: 1, retryMs: 32 * 3_600_000 })
    const reply = filledReply('general', { firstName: 'Aoife', reference: enquiry.id })
    await agent
      .post(pathTo(staffApi.reply, { id: enquiry.id }))
      .set(sameSite)
      .send(reply)
      .expect(202)
    await vi.waitFor(async () => expect((await store.mail.status()).failing).toBe(1), { timeout: 10_000 })
    // Tuesday 17:30: past its time, the reply still waiting, so not yet contacted.
    advance(31.5 * 3_600_000)
    const again = await signInAgain()
    expect((await again.get(`${staffApi.enquiries.path}?view=overdue`).expect(200)).body.total).toBe(1)
    expect((await again.get(pathTo(staffApi.readEnquiry, { id: enquiry.id })).expect(200)).body).toMatchObject({ firstContactAt: null })
    advance(3_600_000)
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 10_000 })
    await vi.waitFor(async () => expect((await store.enquiries.get(enquiry.id))?.firstContactAt).toEqual(new Date('2026-11-24T18:30:00Z')))
    expect((await (await signInAgain()).get(staffApi.report.path).expect(200)).body.weeks[0]).toMatchObject({ due: 1, contactedInTime: 0 })
  })

  it('refuses a reply without a subject or words, one whose subject is two lines, and one to a held enquiry; with e-mail off, says so', async () => {
    const { store, agent, enquiry } = await firmAt(new Date())
    const replies = pathTo(staffApi.reply, { id: enquiry.id })
    expect((await agent.post(replies).set(sameSite).send({ subject: ' ', text: 'Hello' }).expect(400)).body.message).toBe('Write a subject')
    expect((await agent.post(replies).set(sameSite).send({ subject: 'Hello', text: '' }).expect(400)).body.message).toBe('Write the reply first')
    expect((await agent.post(replies).set(sameSite).send({ subject: 'Hello\r\nBcc: x@example.org', text: 'Hi' }).expect(400)).body.message).toBe(
      'A subject is one line',
    )
    const held = await store.enquiries.insert(sampleEnquiry(), { alert: false, hold: ['too-fast'], replyDueAt: new Date() })
    await agent
      .post(pathTo(staffApi.reply, { id: held.enquiry.id }))
      .set(sameSite)
      .send({ subject: 'Hello', text: 'Hi' })
      .expect(409)
    expect((await store.enquiries.get(enquiry.id))?.timeline).toHaveLength(1)

    const { app, store: offStore } = await testApp()
    const off = await signedIn(app, await addStaff(offStore))
    const { enquiry: other } = await offStore.enquiries.insert(sampleEnquiry(), { alert: false, replyDueAt: new Date() })
    expect(
      (
        await off
          .post(pathTo(staffApi.reply, { id: other.id }))
          .set(sameSite)
          .send({ subject: 'Hello', text: 'Hi' })
          .expect(409)
      ).body.message,
    ).toMatch(/E-mail is off on this server/)
  })
})
