import type { ParsedMail } from 'mailparser'
import request from 'supertest'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { createLogger } from '../logger.ts'
import { addStaff, sameSite, signedIn } from '../testing/staffTesting.ts'
import { acknowledgementsPerHour } from '../enquiries/routes.ts'
import { startSmtpServer } from '../testing/smtpServer.ts'
import { prepareTestApp, testApp } from '../testing/testApp.ts'
import { formTiming } from '../testing/formTiming.ts'
import { londonTime } from './londonTime.ts'
import { startMailSender } from './mailSender.ts'

// The site is rendered once per file, before the first test, so no test's time goes on it.
beforeAll(prepareTestApp)

const path = '/api/consultation-requests'
const siteUrl = 'https://www.clarendon-solicitors.example'
const reception = 'reception@clarendon-solicitors.example'

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const visitor = {
  firstName: 'Aoife',
  lastName: 'Brennan',
  email: 'aoife.brennan@example.com',
  phone: '028 9649 6123',
  serviceType: 'family-law',
  details: 'My former partner will not return the children after the weekend.',
  heardFrom: 'recommendation',
  sentFrom: '/services/family-law',
}

/** The real app with e-mail on, its real mail sender, and the test's own SMTP server receiving. */
async function firmWithMail() {
  const smtp = await startSmtpServer()
  cleanups.push(smtp.close)
  const mail = { smtpUrl: smtp.url, from: '"Clarendon website" <website@clarendon-solicitors.example>', to: [reception] }
  const { app, store } = await testApp({ mail, onMailQueued: () => sender.kick() })
  const sender = startMailSender({ store, mail, siteUrl, logger: createLogger('silent'), retryMs: 50, maxRetryMs: 200, pollMs: 25 })
  cleanups.push(() => sender.stop())
  /** Every e-mail sent once the queue is empty. */
  const delivered = async () => {
    await vi.waitFor(async () => expect((await store.mail.status()).waiting).toBe(0), { timeout: 30_000 })
    await sender.idle()
    return smtp.messages
  }
  return { app, store, smtp, delivered }
}

const to = (message: ParsedMail) => [message.to ?? []].flat().flatMap((address) => address.value.map((one) => one.address))
const alerts = (messages: ParsedMail[]) => messages.filter((message) => message.subject?.startsWith('New enquiry'))
const acknowledgements = (messages: ParsedMail[]) => messages.filter((message) => message.subject === 'Your enquiry to Clarendon Solicitors')
const everything = (message: ParsedMail) => `${message.subject}\n${message.text}\n${message.html || ''}\n${JSON.stringify(message.headers.get('reply-to'))}`

describe('the e-mails of an enquiry', () => {
  it('sends the sender an acknowledgement in the site’s words alone: the reference, that nobody answers, real help, erasure; no operator, no Reply-To', async () => {
    const { app, store, delivered } = await firmWithMail()
    const { body } = await request(app)
      .post(path)
      .send({ ...visitor, ...formTiming, ...formTiming })
      .expect(201)
    const [acknowledgement] = acknowledgements(await delivered())
    const due = londonTime((await store.enquiries.get(body.id))!.replyDueAt!)
    expect(to(acknowledgement!)).toEqual([visitor.email])
    expect(acknowledgement!.replyTo).toBeUndefined()
    expect(acknowledgement!.headers.get('auto-submitted')).toBe('auto-replied')
    expect(acknowledgement!.text).toBe(
      [
        'Please note: this is a demonstration website. Clarendon Solicitors is not a real firm, and nobody will read your enquiry or reply to it.',
        '',
        `Thank you for your enquiry to Clarendon Solicitors. We have received it, and its reference is ${body.id}.`,
        '',
        'What happens next',
        `At a real firm, a member of the team would read your enquiry and contact you by ${due}. As this is a demonstration, nobody will.`,
        '',
        'If you need help',
        'If it is urgent, find a real solicitor in the Law Society of Northern Ireland’s directory (lawsoc-ni.org); if anyone is in danger, call 999.',
        '',
        'Having your enquiry erased',
        'It is deleted automatically 30 days after it arrived. Whoever runs this copy of the demonstration has not given an address to ask for it sooner.',
        '',
        'If you did not send an enquiry, someone gave this address on our contact form: you need do nothing.',
        '',
        'Clarendon Solicitors (a demonstration)',
        '',
      ].join('\n'),
    )
    const typed = [visitor.firstName, visitor.lastName, '6123', 'children', 'Family', 'recommendation', visitor.sentFrom]
    for (const value of typed) expect(everything(acknowledgement!)).not.toContain(value)
  })

  it('alerts with the visitor’s own "Not sure" when they chose it for the area of law', async () => {
    const { app, delivered } = await firmWithMail()
    await request(app)
      .post(path)
      .send({ ...visitor, ...formTiming, serviceType: 'not-sure' })
      .expect(201)
    const [alert] = alerts(await delivered())
    expect(alert!.subject).toBe('New enquiry: Not sure')
    expect(alert!.text!.split('\n')).toContain('Area of law: Not sure')
  })

  it('acknowledges one enquiry a day per address, however it is written, and still alerts staff of each', async () => {
    const { app, delivered } = await firmWithMail()
    await request(app)
      .post(path)
      .send({ ...visitor, ...formTiming, ...formTiming })
      .expect(201)
    await request(app)
      .post(path)
      .send({ ...visitor, ...formTiming, email: 'Aoife.Brennan@EXAMPLE.com', details: 'Sent again.' })
      .expect(201)
    const messages = await delivered()
    expect(acknowledgements(messages)).toHaveLength(1)
    expect(alerts(messages)).toHaveLength(2)
  })

  it('acknowledges one enquiry a day per mailbox, sent at once: sub-address tags and Gmail’s dots make no new one', async () => {
    const { app, delivered } = await firmWithMail()
    const variants = ['victim@gmail.com', 'v.ictim@gmail.com', 'Victim+2@googlemail.com', 'vi.c.tim+x@GMAIL.com']
    const emails = Array.from({ length: 20 }, (_, i) => (i < variants.length ? variants[i]! : `victim+${i}@gmail.com`))
    const answers = await Promise.all(
      emails.map((email) =>
        request(app)
          .post(path)
          .send({ ...visitor, ...formTiming, email }),
      ),
    )
    expect(answers.map((res) => res.status)).toEqual(emails.map(() => 201))
    const messages = await delivered()
    expect(acknowledgements(messages)).toHaveLength(1)
    expect(alerts(messages)).toHaveLength(20)
  })

  it('acknowledges no more than the site’s hourly cap, and still alerts staff of every enquiry past it', async () => {
    const { app, delivered } = await firmWithMail()
    for (let i = 0; i < acknowledgementsPerHour + 3; i++)
      await request(app)
        .post(path)
        .send({ ...visitor, ...formTiming, email: `sender-${i}@example.org` })
        .expect(201)
    const messages = await delivered()
    expect(acknowledgements(messages)).toHaveLength(acknowledgementsPerHour)
    expect(alerts(messages)).toHaveLength(acknowledgementsPerHour + 3)
  })

  it('alerts with "Not stated" for an area of law it does not know, and never repeats what was sent in its place', async () => {
    const { app, delivered } = await firmWithMail()
    const phishing = 'Family Law (inbox moved: https://clarendon-inbox.example/staff)'
    await request(app)
      .post(path)
      .send({ ...visitor, ...formTiming, serviceType: phishing })
      .expect(201)
    await request(app)
      .post(path)
      .send({ ...visitor, ...formTiming, email: 'other@example.org', serviceType: 'tax' })
      .expect(201)
    const sent = alerts(await delivered())
    expect(sent.map((message) => message.subject)).toEqual(['New enquiry: Not stated', 'New enquiry: Not stated'])
    for (const message of sent) {
      expect(message.text).toContain('Area of law: Not stated')
      for (const value of ['clarendon-inbox', 'inbox moved', 'tax', visitor.firstName, visitor.lastName]) expect(everything(message)).not.toContain(value)
    }
  })

  it('holds suspected spam without a word to anyone; released, it is alerted and acknowledged as if new, its clock starting then', async () => {
    const { app, store, delivered } = await firmWithMail()
    const agent = await signedIn(app, await addStaff(store))
    const { body } = await request(app)
      .post(path)
      .send({ ...visitor, ...formTiming, trap: 'https://spam.example', fillMs: 200 })
      .expect(201)
    expect(body.id).toEqual(expect.any(String))
    expect(await delivered()).toEqual([])
    const held = (await agent.get(`${path}?view=held`).expect(200)).body
    expect(held.items.map((item: { id: string; held: boolean }) => [item.id, item.held])).toEqual([[body.id, true]])
    expect((await agent.get(`${path}?page=1`).expect(200)).body.items).toEqual([])

    const released = await agent.post(`${path}/${body.id}/release`).set(sameSite).expect(200)
    expect(released.body).toMatchObject({ held: false, replyDueAt: expect.any(String) })
    expect(released.body.timeline.map((entry: { kind: string }) => entry.kind)).toEqual(['status', 'held', 'released'])
    const messages = await delivered()
    expect(alerts(messages)).toHaveLength(1)
    expect(acknowledgements(messages)).toHaveLength(1)
    expect(acknowledgements(messages)[0]!.text).toContain(`contact you by ${londonTime(new Date(released.body.replyDueAt))}.`)
    expect((await store.audit.list(5))[0]).toMatchObject({ actor: 'niamh', action: 'release', enquiryId: body.id })
    const again = await agent.post(`${path}/${body.id}/release`).set(sameSite).expect(409)
    expect(again.body.message).toMatch(/not held/)
  })

  it('alerts NOTIFY_TO and each member of staff for the areas of law they chose (all, unless they chose)', async () => {
    const { app, store, delivered } = await firmWithMail()
    const staff = async (username: string, preferences: object) => {
      const agent = await signedIn(app, await addStaff(store, username))
      await agent.put(staffApi.preferences.path).set(sameSite).send(preferences).expect(200)
    }
    await staff('niamh', { email: 'niamh@clarendon-solicitors.example', alertAreas: ['family-law'] })
    await staff('declan', { email: 'declan@clarendon-solicitors.example', alertAreas: null })
    await staff('orla', { email: 'orla@clarendon-solicitors.example', alertAreas: ['licensing'] })
    await staff('sean', { email: null, alertAreas: null })
    await request(app)
      .post(path)
      .send({ ...visitor, ...formTiming, ...formTiming })
      .expect(201)
    await request(app)
      .post(path)
      .send({ ...visitor, ...formTiming, email: 'b@example.org', serviceType: '' })
      .expect(201)
    const sent = alerts(await delivered())
    const recipients = (subject: string) => to(sent.find((message) => message.subject === subject)!).sort()
    expect(recipients('New enquiry: Family Law / Divorce')).toEqual(['declan@clarendon-solicitors.example', 'niamh@clarendon-solicitors.example', reception])
    expect(recipients('New enquiry: Not stated')).toEqual(['declan@clarendon-solicitors.example', reception])
  })

  it('tells a colleague given an enquiry, naming its reference and nothing of the sender; taking one oneself sends nothing', async () => {
    const { app, store, delivered } = await firmWithMail()
    const niamh = await signedIn(app, await addStaff(store, 'niamh'))
    await signedIn(app, await addStaff(store, 'declan'))
    await store.accounts.setPreferences('declan', { email: 'declan@clarendon-solicitors.example', alertAreas: [] })
    await store.accounts.setPreferences('niamh', { email: 'niamh@clarendon-solicitors.example', alertAreas: [] })
    const given = (
      await request(app)
        .post(path)
        .send({ ...visitor, ...formTiming, ...formTiming })
        .expect(201)
    ).body.id
    const taken = (
      await request(app)
        .post(path)
        .send({ ...visitor, ...formTiming, email: 'c@example.org' })
        .expect(201)
    ).body.id
    await delivered()
    const before = (await delivered()).length

    await niamh.post(`${path}/${given}/assignee`).set(sameSite).send({ to: 'declan', from: null }).expect(200)
    await niamh.post(`${path}/${taken}/assignee`).set(sameSite).send({ to: 'niamh', from: null }).expect(200)
    const assignments = (await delivered()).slice(before)
    expect(assignments).toHaveLength(1)
    const [assignment] = assignments
    expect(to(assignment!)).toEqual(['declan@clarendon-solicitors.example'])
    expect(assignment!.subject).toBe('An enquiry was given to you')
    expect(assignment!.text).toContain(`Reference: ${given}`)
    expect(assignment!.text).toContain(`${siteUrl}/staff/enquiries/${given}`)
    for (const value of [visitor.firstName, visitor.lastName, visitor.email, '6123', 'children']) expect(everything(assignment!)).not.toContain(value)
  })
})
