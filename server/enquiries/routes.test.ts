import { randomUUID } from 'node:crypto'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { replyDueAt } from '../calendar/replyDue.ts'
import { heldLimit } from './routes.ts'
import { enquiryMessages } from '../../app/shared/enquiry/schema.ts'
import { openSqliteStore } from '../store/sqliteStore.ts'
import { captureLog } from '../testing/captureLog.ts'
import { adminToken, freshDataDir, testApp, prepareTestApp } from '../testing/testApp.ts'
import { formTiming } from '../testing/formTiming.ts'

// The site is rendered once per file, before the first test, so no test's time goes on it.
beforeAll(prepareTestApp)

const path = '/api/consultation-requests'
const enquiry = {
  firstName: 'Aoife',
  lastName: 'Brennan',
  email: 'aoife@example.com',
  phone: '028 9649 6123',
  serviceType: '',
  details: 'My landlord is keeping my deposit.',
}

type App = Awaited<ReturnType<typeof testApp>>['app']
/** As the form sends an enquiry: with its timing, first keystroke to Submit. */
const send = (app: App, body: object) =>
  request(app)
    .post(path)
    .send({ ...formTiming, ...body })
/** As a script posting to the server sends one: the fields alone. */
const sendFieldsOnly = (app: App, body: object) => request(app).post(path).send(body)

describe('POST /api/consultation-requests', () => {
  it('stores an enquiry and answers 201 with the record', async () => {
    const { app, store } = await testApp()
    const res = await send(app, {
      ...enquiry,
      firstName: '  Aoife ',
      otherParty: ' Foyle Lettings Ltd ',
      heardFrom: 'recommendation',
      sentFrom: '/services/family-law',
    }).expect(201)
    // The phone as typed comes back in its international form (E.164), as it is stored.
    expect(res.body).toEqual({
      ...enquiry,
      otherParty: 'Foyle Lettings Ltd',
      phone: '+442896496123',
      heardFrom: 'recommendation',
      sentFrom: '/services/family-law',
      id: expect.any(String),
      createdAt: expect.any(String),
    })
    expect(await store.enquiries.list()).toMatchObject([{ ...res.body, createdAt: new Date(res.body.createdAt), held: false, assignee: null }])
  })

  it('answers 400 with the spec’s message next to each field, and stores nothing', async () => {
    const { app, store } = await testApp()
    const res = await send(app, { firstName: '', lastName: ' ', email: 'not-an-address', phone: '' }).expect(400)
    expect(res.body).toEqual({
      message: 'Please check the highlighted fields',
      errors: {
        firstName: ['First name is required'],
        lastName: ['Last name is required'],
        email: ['Please enter a valid email address'],
        phone: ['Phone number is required'],
      },
    })
    expect(await store.enquiries.list()).toEqual([])
  })

  it('answers 400 for a phone number that is not one, and for an empty e-mail address, saying which', async () => {
    const { app, store } = await testApp()
    const res = await send(app, { ...enquiry, email: '', phone: '12' }).expect(400)
    expect(res.body.errors).toEqual({
      email: ['Email address is required'],
      phone: [enquiryMessages.phoneInvalid],
    })
    expect(await store.enquiries.list()).toEqual([])
  })

  it('answers 400 for fields of the wrong type and for a body that is not an object', async () => {
    const { app } = await testApp()
    const wrongTypes = await send(app, { ...enquiry, phone: 7700900123, details: ['a'] }).expect(400)
    expect(Object.keys(wrongTypes.body.errors).sort()).toEqual(['details', 'phone'])
    await send(app, ['not', 'an', 'enquiry']).expect(400)
  })

  it('answers 400 for malformed JSON', async () => {
    const { app } = await testApp()
    const res = await request(app).post(path).set('Content-Type', 'application/json').send('{"firstName": "Aoife",').expect(400)
    expect(res.body).toEqual({ message: 'The request body is not valid JSON' })
  })

  it('answers 415 for a body that is not JSON', async () => {
    const { app } = await testApp()
    const res = await request(app).post(path).type('form').send('firstName=Aoife').expect(415)
    expect(res.body.message).toMatch(/JSON/)
  })

  it('answers 413 for a body over 32 KB', async () => {
    const { app, store } = await testApp()
    const res = await send(app, { ...enquiry, details: 'x'.repeat(40 * 1024) }).expect(413)
    expect(res.body.message).toMatch(/too long/)
    expect(await store.enquiries.list()).toEqual([])
  })

  it('when the same enquiry arrives twice, stores it once and answers the repeat with 200 and no personal data', async () => {
    const { app, store } = await testApp()
    const id = randomUUID()
    const first = await send(app, { ...enquiry, id }).expect(201)
    const again = await send(app, { ...enquiry, id, details: 'sent again' }).expect(200)
    expect(again.body).toEqual({ id, createdAt: first.body.createdAt })
    expect(await store.enquiries.list()).toHaveLength(1)
  })

  it('tells someone who has only the id (from an alert, a log, an address) nothing of the enquiry', async () => {
    const { app } = await testApp()
    const { body } = await send(app, enquiry).expect(201)
    const probe = { firstName: 'X', lastName: 'Y', email: 'x@example.org', phone: '028 9649 6999' }
    for (const res of [await send(app, { ...probe, id: body.id }), await request(app).post(path).set('Idempotency-Key', body.id).send(probe)]) {
      expect(res.status).toBe(200)
      for (const value of Object.values(enquiry).filter(Boolean)) expect(res.text).not.toContain(value)
    }
  })

  it('when copies of one enquiry arrive at once, stores exactly one', async () => {
    const { app, store } = await testApp()
    const id = randomUUID()
    const statuses = await Promise.all(Array.from({ length: 6 }, () => send(app, { ...enquiry, id }).then((r) => r.status)))
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 200)).toHaveLength(5)
    expect(await store.enquiries.list()).toHaveLength(1)
  })

  it('takes the id from the Idempotency-Key header, and insists it is a UUID', async () => {
    const { app, store } = await testApp()
    const id = randomUUID()
    await request(app).post(path).set('Idempotency-Key', id).send(enquiry).expect(201)
    await request(app).post(path).set('Idempotency-Key', id).send(enquiry).expect(200)
    expect((await store.enquiries.list()).map((e) => e.id)).toEqual([id])
    await request(app).post(path).set('Idempotency-Key', 'twice').send(enquiry).expect(400)
    await send(app, { ...enquiry, id: 'enquiry-1' }).expect(400)
  })

  it('holds an enquiry whose trap field is filled, answering as for any other: stored, marked held, never dropped', async () => {
    const { app, store } = await testApp()
    const res = await send(app, { ...enquiry, trap: 'http://spam.example' }).expect(201)
    expect(res.body).toEqual({
      ...enquiry,
      otherParty: '',
      phone: '+442896496123',
      heardFrom: '',
      sentFrom: '',
      id: expect.any(String),
      createdAt: expect.any(String),
    })
    const [stored] = await store.enquiries.list()
    expect(stored).toMatchObject({ id: res.body.id, held: true, replyDueAt: null })
    expect(stored!.timeline).toEqual([
      { kind: 'status', status: 'new', at: stored!.createdAt, by: 'website' },
      { kind: 'held', reasons: ['trap-filled'], at: stored!.createdAt, by: 'website' },
    ])
  })

  it('takes an enquiry sent fast, as autofill and a person pressing Submit do, as any other; speed is named only beside a filled trap', async () => {
    const { app, store } = await testApp()
    const fast = await send(app, { ...enquiry, fillMs: 800 }).expect(201)
    const steady = await send(app, { ...enquiry, fillMs: 45_000 }).expect(201)
    const scripted = await send(app, { ...enquiry, trap: 'x', fillMs: 800 }).expect(201)
    const held = async (id: string) => (await store.enquiries.get(id))!.held
    expect(await held(fast.body.id)).toBe(false)
    expect((await store.enquiries.get(scripted.body.id))!.timeline[1]).toMatchObject({ kind: 'held', reasons: ['trap-filled', 'too-fast'] })
    expect(await held(steady.body.id)).toBe(false)
  })

  it('holds an enquiry sent without the form’s timing, which the checks cannot judge: no acknowledgement, its reason on the timeline', async () => {
    // No sender runs: what is queued stays queued.
    const mail = { smtpUrl: 'smtp://127.0.0.1:9', from: 'website@clarendon-solicitors.example', to: ['reception@clarendon-solicitors.example'] }
    const { app, store } = await testApp({ mail })
    const { body } = await sendFieldsOnly(app, enquiry).expect(201)
    const stored = (await store.enquiries.get(body.id))!
    expect(stored).toMatchObject({ held: true, replyDueAt: null })
    expect(stored.timeline[1]).toMatchObject({ kind: 'held', reasons: ['no-timing'] })
    expect((await store.mail.status()).waiting).toBe(0)
    await send(app, enquiry).expect(201)
    // The alert and the acknowledgement.
    expect((await store.mail.status()).waiting).toBe(2)
  })

  it('holds at most the held limit, however many arrive at once; past it a suspected one is refused with Retry-After, and a person’s is still taken', async () => {
    const { app, store } = await testApp()
    const at = new Date()
    for (let n = 0; n < heldLimit - 5; n++) {
      await store.enquiries.insert(
        { id: randomUUID(), ...enquiry, phone: '+442896496123', otherParty: '', heardFrom: '', sentFrom: '' },
        { alert: false, at, replyDueAt: at, hold: ['no-timing'] },
      )
    }
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendFieldsOnly(app, enquiry)))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(15)
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused[0]!.body.message).toMatch(/kept on your device and sent again later/)
    expect((await store.enquiries.search({ held: true }, { skip: 0, limit: 1 })).total).toBe(heldLimit)
    // One already held, sent again by its outbox, is answered as stored.
    const kept = answers.find((answer) => answer.status === 201)!
    await sendFieldsOnly(app, { ...enquiry, id: kept.body.id }).expect(200)
    await send(app, enquiry).expect(201)
  })

  it('logs the id and why an enquiry was held, and nothing the visitor typed', async () => {
    const log = captureLog()
    const { app } = await testApp({ logger: log.logger })
    const { body } = await send(app, { ...enquiry, trap: 'autofilled', fillMs: 10 }).expect(201)
    expect(log.entries()).toContainEqual(expect.objectContaining({ enquiryId: body.id, held: ['trap-filled', 'too-fast'], msg: 'enquiry stored' }))
    for (const typed of ['Aoife', 'Brennan', 'aoife@example.com', '6123', 'deposit', 'autofilled']) expect(log.text()).not.toContain(typed)
  })

  it('gives a new enquiry its reply-due time, computed once when it arrives', async () => {
    const { app, store } = await testApp()
    const { body } = await send(app, enquiry).expect(201)
    const stored = (await store.enquiries.get(body.id))!
    expect(stored.replyDueAt).toEqual(replyDueAt(stored.createdAt))
  })

  it('answers 429 with Retry-After once a client has sent too many', async () => {
    const { app, store } = await testApp({ rateLimitMax: 2 })
    await send(app, enquiry).expect(201)
    await send(app, enquiry).expect(201)
    const res = await send(app, enquiry).expect(429)
    expect(res.headers['retry-after']).toBeDefined()
    // While the firm is fictional, no number nobody answers.
    expect(res.body.message).toBe('You have sent several enquiries in a short time. Please wait a few minutes.')
    expect(await store.enquiries.list()).toHaveLength(2)
  })

  it('answers 503 when the store is down, with a message to try again in a few minutes', async () => {
    const down = await openSqliteStore(freshDataDir())
    await down.close()
    const { app } = await testApp({ store: down })
    const res = await send(app, enquiry).expect(503)
    expect(res.body.message).toBe('Our system is not answering right now. Please try again in a few minutes.')
    await request(app).get('/healthz').expect(503, { status: 'unavailable' })
  })
})

describe('GET /api/consultation-requests', () => {
  it('is for staff only: 401 without the token or with a wrong one', async () => {
    const { app } = await testApp()
    const res = await request(app).get(path).expect(401)
    expect(res.headers['www-authenticate']).toBe('Bearer')
    await request(app).get(path).set('Authorization', 'Bearer guess').expect(401)
  })

  it('refuses every bearer token when no staff token is configured', async () => {
    const { app } = await testApp({ staffToken: null })
    await request(app).get(path).set('Authorization', 'Bearer anything').expect(401)
  })

  it('lists enquiries newest first for staff', async () => {
    const { app } = await testApp()
    await send(app, { ...enquiry, firstName: 'First' }).expect(201)
    await new Promise((resolve) => setTimeout(resolve, 5))
    await send(app, { ...enquiry, firstName: 'Second' }).expect(201)
    const res = await request(app).get(path).set('Authorization', `Bearer ${adminToken}`).expect(200)
    expect(res.body.map((e: { firstName: string }) => e.firstName)).toEqual(['Second', 'First'])
    expect(res.headers['cache-control']).toBe('no-store')
  })
})

describe('GET /healthz', () => {
  it('answers 200 while the store answers', async () => {
    const { app } = await testApp()
    await request(app).get('/healthz').expect(200, { status: 'ok' })
  })
})
