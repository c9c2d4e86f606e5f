import { readdir, readFile } from 'node:fs/promises'
import nodePath from 'node:path'
import Database from 'better-sqlite3'
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import { inboxPageSize } from '../../app/shared/staffApi.ts'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { pathTo } from '../../app/shared/staffRoute.ts'
import { adminTokenLimit } from '../staff/requireStaff.ts'
import { openSqliteStore } from '../store/sqliteStore.ts'
import { StoreRejectedError } from '../store/store.ts'
import { captureLog } from '../testing/captureLog.ts'
import { addStaff, sameSite, signedIn } from '../testing/staffTesting.ts'
import { adminToken, freshDataDir, testApp, prepareTestApp } from '../testing/testApp.ts'
import { formTiming } from '../testing/formTiming.ts'

// The site is rendered once per file, before the first test, so no test's time goes on it.
beforeAll(prepareTestApp)

const path = '/api/consultation-requests'

/** Every file of the embedded store, as the bytes on disk read as text. */
async function storeFiles(dataDir: string) {
  const entries = await readdir(dataDir, { withFileTypes: true })
  const texts = await Promise.all(entries.filter((entry) => entry.isFile()).map((entry) => readFile(nodePath.join(dataDir, entry.name), 'latin1')))
  return texts.join('\n')
}

async function inbox(options: Parameters<typeof testApp>[0] = {}) {
  const { app, store } = await testApp(options)
  const agent = await signedIn(app, await addStaff(store))
  const add = async (overrides: Parameters<typeof sampleEnquiry>[0] = {}, at?: Date) =>
    (await store.enquiries.insert(sampleEnquiry(overrides), { alert: false, at, replyDueAt: new Date((at ?? new Date()).getTime() + 86_400_000) })).enquiry
  return { app, store, agent, add }
}

describe('the inbox list', () => {
  it('pages enquiries newest first, with the total and the number of pages', async () => {
    const { agent, add } = await inbox()
    const start = Date.now() - 3_600_000
    for (let i = 0; i < inboxPageSize + 5; i++) await add({ firstName: `Client ${i}` }, new Date(start + i * 1000))
    const first = await agent.get(`${path}?page=1`).expect(200)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(first.body).toMatchObject({ total: inboxPageSize + 5, page: 1, pageCount: 2 })
    expect(first.body.items[0]).toMatchObject({ firstName: `Client ${inboxPageSize + 4}`, status: 'new' })
    const second = await agent.get(`${path}?page=2`).expect(200)
    expect(second.body.items.map((e: { firstName: string }) => e.firstName)).toEqual(['Client 4', 'Client 3', 'Client 2', 'Client 1', 'Client 0'])
    expect((await agent.get(`${path}?page=3`).expect(200)).body.items).toEqual([])
  })

  it('filters by status and service and searches by name, e-mail or phone', async () => {
    const { agent, add } = await inbox()
    await add({ firstName: 'Aoife', serviceType: 'licensing', phone: '07700 900123' })
    await add({ firstName: 'Ciarán', email: 'ciaran@example.org', phone: '028 7126 0000' })
    const names = async (query: string) => (await agent.get(`${path}?${query}`).expect(200)).body.items.map((e: { firstName: string }) => e.firstName)
    expect(await names('service=licensing')).toEqual(['Aoife'])
    expect(await names('service=none&status=new')).toEqual(['Ciarán'])
    expect(await names('q=07700900123')).toEqual(['Aoife'])
    expect(await names('q=CIARAN%40example')).toEqual(['Ciarán'])
    expect(await names('status=closed')).toEqual([])
  })

  it('answers 400 with a clear message for filters that make no sense', async () => {
    const { agent } = await inbox()
    expect((await agent.get(`${path}?status=urgent`).expect(400)).body.message).toMatch(/status must be one of new, contacted, instructed, closed/)
    expect((await agent.get(`${path}?page=0`).expect(400)).body.message).toMatch(/page starts at 1/)
    expect((await agent.get(`${path}?page=two`).expect(400)).body.message).toMatch(/page must be a number/)
    expect((await agent.get(`${path}?service=tax`).expect(400)).body.message).toMatch(/service must be a practice area/)
    await agent.get(`${path}?status=new&status=closed`).expect(400)
    await agent.get(`${path}?q=${'x'.repeat(101)}`).expect(400)
    // Values a database cannot search for or count to are refused before they reach it.
    expect((await agent.get(`${path}?q=a%00b`).expect(400)).body.message).toMatch(/q must not contain control characters/)
    expect((await agent.get(`${path}?page=1e20`).expect(400)).body.message).toMatch(/page must be at most/)
  })

  it('still answers scripts with the bearer token and no parameters: every enquiry as an array', async () => {
    const { app, add } = await inbox()
    await add({ firstName: 'Aoife' })
    const res = await request(app).get(path).set('Authorization', `Bearer ${adminToken}`).expect(200)
    expect(res.body).toEqual([expect.objectContaining({ firstName: 'Aoife', status: 'new' })])
  })
})

describe('the inbox counts', () => {
  it('counts each view for the one asking: all, mine, unassigned, held and overdue', async () => {
    const { agent, add, store } = await inbox()
    const late = await add({ firstName: 'Late' }, new Date(Date.now() - 3 * 86_400_000))
    const mine = await add({ firstName: 'Mine' })
    await add({ firstName: 'Fresh' })
    await store.enquiries.insert(sampleEnquiry(), { alert: false, hold: ['too-fast'], replyDueAt: new Date() })
    await agent.post(`${path}/${mine.id}/assignee`).set(sameSite).send({ to: 'niamh', from: null }).expect(200)
    expect((await agent.get(staffApi.counts.path).expect(200)).body).toEqual({ all: 3, mine: 1, unassigned: 2, held: 1, overdue: 1 })
    await agent.post(`${path}/${late.id}/calls`).set(sameSite).send({ outcome: 'spoke' }).expect(201)
    expect((await agent.get(staffApi.counts.path).expect(200)).body).toMatchObject({ overdue: 0 })
  })
})

describe('one enquiry', () => {
  it('lists only what the list shows; every answer with the rest of an enquiry is on record', async () => {
    const { app, store, agent, add } = await inbox()
    const enquiry = await add({ firstName: 'Aoife', details: 'A boundary dispute with a neighbour.' })
    await agent
      .post(pathTo(staffApi.addNote, { id: enquiry.id }))
      .set(sameSite)
      .send({ text: 'Rang, no answer.' })
      .expect(201)
    const auditedBefore = (await store.audit.list(100)).length
    const { body } = await agent.get(`${path}?page=1`).expect(200)
    expect(Object.keys(body.items[0]).sort()).toEqual(
      ['assignee', 'createdAt', 'firstContactAt', 'firstName', 'held', 'id', 'lastName', 'replyDueAt', 'serviceType', 'status'].sort(),
    )
    expect(JSON.stringify(body)).not.toContain('boundary dispute')
    expect(JSON.stringify(body)).not.toContain('Rang, no answer')
    expect(await store.audit.list(100)).toHaveLength(auditedBefore)
    // Taking an enquiry one already has changes nothing, yet answers with all of it: a read.
    const actions = async () => (await store.audit.list(100)).map((entry) => `${entry.actor} ${entry.action}`).sort()
    await agent
      .post(pathTo(staffApi.assign, { id: enquiry.id }))
      .set(sameSite)
      .send({ to: 'niamh' })
      .expect(200)
    await agent
      .post(pathTo(staffApi.assign, { id: enquiry.id }))
      .set(sameSite)
      .send({ to: 'niamh' })
      .expect(200)
    expect(await actions()).toEqual(['niamh assign', 'niamh note', 'niamh read'])
    // The bearer token's bare list is every enquiry whole: an export of each.
    await request(app).get(path).set('Authorization', `Bearer ${adminToken}`).expect(200)
    expect(await actions()).toEqual(['api export', 'niamh assign', 'niamh note', 'niamh read'])
  })

  it('records each of many reads and exports of one enquiry sent at once', async () => {
    const { store, agent, add } = await inbox()
    const enquiry = await add({ firstName: 'Aoife' })
    const answers = await Promise.all([
      ...Array.from({ length: 30 }, () => agent.get(`${path}/${enquiry.id}`)),
      ...Array.from({ length: 10 }, () => agent.post(pathTo(staffApi.exportEnquiry, { id: enquiry.id })).set(sameSite)),
    ])
    expect(answers.every((res) => res.status === 200)).toBe(true)
    const entries = (await store.audit.list(500)).filter((entry) => entry.enquiryId === enquiry.id)
    expect(entries.filter((entry) => entry.action === 'read')).toHaveLength(30)
    expect(entries.filter((entry) => entry.action === 'export')).toHaveLength(10)
  })

  it('shows every field, its status, owner, reply-due time, timeline and the phone’s country', async () => {
    const { agent, add } = await inbox()
    const enquiry = await add({ firstName: 'Aoife', details: 'Line one\nLine two', phone: '+14155550123' })
    const res = await agent.get(`${path}/${enquiry.id}`).expect(200)
    const createdAt = enquiry.createdAt.toISOString()
    expect(res.body).toEqual({
      ...enquiry,
      createdAt,
      status: 'new',
      held: false,
      assignee: null,
      replyDueAt: enquiry.replyDueAt!.toISOString(),
      firstContactAt: null,
      phoneCountry: 'US',
      phoneDisplay: '+1 415 555 0123',
      timeline: [{ kind: 'status', status: 'new', at: createdAt, by: 'website' }],
      related: [],
      conflicts: { total: 0, items: [] },
    })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('shows the possible conflicts: an enquirer this one names as the other party, and one who names this enquirer', async () => {
    const { agent, add } = await inbox()
    const husband = await add({ firstName: 'Declan', lastName: 'ONeill', email: 'declan@example.com', phone: '+447700900002', serviceType: 'family-law' })
    const wife = await add({
      firstName: 'Síle',
      lastName: "O'Neill",
      email: 'sile@example.com',
      phone: '+447700900001',
      otherParty: 'Declan O Neill',
      serviceType: 'family-law',
    })
    const conflictsOf = async (id: string) => (await agent.get(`${path}/${id}`).expect(200)).body.conflicts.items
    expect(await conflictsOf(wife.id)).toEqual([
      { id: husband.id, createdAt: husband.createdAt.toISOString(), status: 'new', serviceType: 'family-law', reasons: ['their-enquirer-is-named-here'] },
    ])
    expect((await conflictsOf(husband.id)).map((conflict: { id: string; reasons: string[] }) => [conflict.id, conflict.reasons])).toEqual([
      [wife.id, ['they-name-this-enquirer']],
    ])
  })

  it('answers 404 for an enquiry that is gone, and 400 for an id that is not one', async () => {
    const { agent } = await inbox()
    expect((await agent.get(`${path}/${crypto.randomUUID()}`).expect(404)).body.message).toMatch(/no longer in the inbox/)
    await agent.get(`${path}/not-an-id`).expect(400)
  })

  it('moves New to Contacted to Instructed, recording who and when', async () => {
    const { agent, add } = await inbox()
    const { id } = await add()
    const contacted = await agent.patch(`${path}/${id}`).set(sameSite).send({ status: 'contacted', from: 'new' }).expect(200)
    expect(contacted.body.status).toBe('contacted')
    const instructed = await agent.patch(`${path}/${id}`).set(sameSite).send({ status: 'instructed', from: 'contacted' }).expect(200)
    expect(instructed.body.timeline.map((h: { status: string; by: string }) => [h.status, h.by])).toEqual([
      ['new', 'website'],
      ['contacted', 'niamh'],
      ['instructed', 'niamh'],
    ])
    expect(Date.parse(instructed.body.timeline[2].at)).toBeGreaterThan(Date.now() - 60_000)
    // A status is where it stands, not a contact: only a call or a reply stops the clock.
    expect(instructed.body.firstContactAt).toBeNull()
  })

  it('refuses (409) a move the workflow does not allow, or one a colleague overtook', async () => {
    const { app, store, agent, add } = await inbox()
    const { id } = await add()
    await agent.patch(`${path}/${id}`).set(sameSite).send({ status: 'instructed' }).expect(200)
    expect((await agent.patch(`${path}/${id}`).set(sameSite).send({ status: 'closed' }).expect(409)).body.message).toBe(
      'An enquiry that is Instructed cannot be marked Closed.',
    )
    const other = await add()
    const declan = await signedIn(app, await addStaff(store, 'declan'))
    await declan.patch(`${path}/${other.id}`).set(sameSite).send({ status: 'closed', from: 'new' }).expect(200)
    const res = await agent.patch(`${path}/${other.id}`).set(sameSite).send({ status: 'contacted', from: 'new' }).expect(409)
    expect(res.body.message).toMatch(/A colleague has already marked this enquiry Closed/)
    expect((await store.enquiries.get(other.id))?.status).toBe('closed')
  })

  it('answers 400 for a status that does not exist, and 404 once the enquiry is deleted', async () => {
    const { agent, add } = await inbox()
    const { id } = await add()
    await agent.patch(`${path}/${id}`).set(sameSite).send({ status: 'urgent' }).expect(400)
    await agent.patch(`${path}/${id}`).set(sameSite).send('not json').expect(400)
    await agent.delete(`${path}/${id}`).set(sameSite).expect(204)
    await agent.patch(`${path}/${id}`).set(sameSite).send({ status: 'contacted' }).expect(404)
  })

  it('exports as a JSON file on a POST from the inbox, and the audit log says who took it', async () => {
    const { agent, store, add } = await inbox()
    const enquiry = await add({ firstName: 'Aoife' })
    const res = await agent.post(`${path}/${enquiry.id}/export`).set(sameSite).expect(200)
    expect(res.headers['content-disposition']).toBe(`attachment; filename=enquiry-${enquiry.id}.json`)
    expect(res.headers['cache-control']).toBe('no-store')
    const createdAt = enquiry.createdAt.toISOString()
    expect(JSON.parse(res.text)).toMatchObject({
      exportedAt: expect.any(String),
      enquiry: {
        ...enquiry,
        createdAt,
        replyDueAt: enquiry.replyDueAt!.toISOString(),
        status: 'new',
        timeline: [{ kind: 'status', status: 'new', at: createdAt, by: 'website' }],
      },
    })
    // Written once the file has gone out, so it may land just after the answer.
    await expect.poll(() => store.audit.list(5)).toEqual([{ at: expect.any(Date), actor: 'niamh', action: 'export', enquiryId: enquiry.id }])
  })

  it('names the area of law in words in the export', async () => {
    const { agent, add } = await inbox()
    const areaOf = async (serviceType: string) => {
      const { id } = await add({ serviceType })
      return JSON.parse((await agent.post(`${path}/${id}/export`).set(sameSite).expect(200)).text).areaOfLaw
    }
    expect(await areaOf('wills-probate')).toBe('Wills, Probate & Enduring Powers of Attorney')
    expect(await areaOf('not-sure')).toBe('Not sure')
    expect(await areaOf('')).toBe('No service given')
  })

  it('exports nothing and audits nothing for a GET, a HEAD, or a page on a sibling subdomain', async () => {
    const { agent, store, add } = await inbox()
    const { id } = await add({ firstName: 'Aoife' })
    const get = await agent.get(`${path}/${id}/export`).expect(405)
    expect(get.headers.allow).toBe('POST')
    expect(get.text).not.toContain('Aoife')
    await agent.head(`${path}/${id}/export`).expect(405)
    await agent.post(`${path}/${id}/export`).set('Sec-Fetch-Site', 'same-site').expect(403)
    await agent.post(`${path}/${id}/export`).set('Origin', 'https://files.clarendon.example').expect(403)
    // A real export afterwards: had any of the above been audited, it would be listed before it.
    await agent.post(`${path}/${id}/export`).set(sameSite).expect(200)
    await expect.poll(() => store.audit.list(5)).toEqual([expect.objectContaining({ action: 'export', enquiryId: id })])
  })

  it('deletes on request; the audit entry outlives it and holds no personal data', async () => {
    const { agent, store, add } = await inbox()
    const enquiry = await add({ firstName: 'Aoife' })
    await agent.delete(`${path}/${enquiry.id}`).set(sameSite).expect(204)
    await agent.get(`${path}/${enquiry.id}`).expect(404)
    await agent.delete(`${path}/${enquiry.id}`).set(sameSite).expect(404)
    const audit = await store.audit.list(5)
    expect(audit).toEqual([{ at: expect.any(Date), actor: 'niamh', action: 'delete', enquiryId: enquiry.id }])
    expect(JSON.stringify(audit)).not.toMatch(/Aoife|Brennan|example\.com|07700/)
  })

  it('records the erasure in the audit log before the enquiry goes, so no erasure is ever unrecorded', async () => {
    const { agent, store, add } = await inbox()
    const { id } = await add()
    const remove = store.enquiries.remove.bind(store.enquiries)
    let auditedFirst: boolean | undefined
    store.enquiries.remove = async (removing) => {
      auditedFirst = (await store.audit.list(1))[0]?.enquiryId === removing
      return remove(removing)
    }
    await agent.delete(`${path}/${id}`).set(sameSite).expect(204)
    expect(auditedFirst).toBe(true)
  })

  it('leaves nothing of an erased enquiry in the store’s files once the DELETE is answered', async () => {
    const dataDir = freshDataDir()
    const { agent, add } = await inbox({ store: await openSqliteStore(dataDir) })
    const marks = { email: `eimear-${crypto.randomUUID()}@example.org`, phone: '028 7126 4455', details: `Boundary dispute, ref ${crypto.randomUUID()}` }
    const { id } = await add({ firstName: 'Eimear', ...marks })
    await agent.patch(`${path}/${id}`).set(sameSite).send({ status: 'contacted' }).expect(200)
    expect(await storeFiles(dataDir)).toContain(marks.email)
    await agent.delete(`${path}/${id}`).set(sameSite).expect(204)
    const files = await storeFiles(dataDir)
    for (const text of Object.values(marks)) expect(files).not.toContain(text)
    expect(files).not.toContain('Eimear')
  })

  it('when the wipe cannot finish (another connection holds the log), answers 503, and a second DELETE finishes it', async () => {
    const dataDir = freshDataDir()
    const { agent, add } = await inbox({ store: await openSqliteStore(dataDir) })
    const details = `Will dispute, ref ${crypto.randomUUID()}`
    const { id } = await add({ details })
    // A reader in the middle of a read (a backup, the staff command) keeps the WAL from being emptied.
    const reader = new Database(nodePath.join(dataDir, 'clarendon.sqlite'))
    reader.exec('BEGIN')
    reader.prepare('SELECT count(*) FROM enquiries').get()
    await agent.delete(`${path}/${id}`).set(sameSite).expect(503)
    reader.exec('COMMIT')
    reader.close()
    await agent.delete(`${path}/${id}`).set(sameSite).expect(204)
    expect(await storeFiles(dataDir)).not.toContain(details)
    await agent.delete(`${path}/${id}`).set(sameSite).expect(404)
  })

  it('lets scripts with the bearer token change, export and delete, as "api"', async () => {
    const { app, store, add } = await inbox()
    const { id } = await add()
    const bearer = { Authorization: `Bearer ${adminToken}` }
    await request(app).patch(`${path}/${id}`).set(bearer).send({ status: 'closed' }).expect(200)
    await request(app).delete(`${path}/${id}`).set(bearer).expect(204)
    expect((await store.audit.list(1))[0]).toMatchObject({ actor: 'api', action: 'delete' })
  })

  it('pauses an address after wrong bearer tokens, even for the right one, and logs each at warn', async () => {
    const log = captureLog()
    const { app } = await testApp({ trustProxy: 1, logger: log.logger })
    const from = (address: string, token: string) => request(app).get(path).set('X-Forwarded-For', address).set('Authorization', `Bearer ${token}`)
    const guess = (i: number) => `guessed-token-${i}-0123456789abcdef`
    // A burst, as a script guessing would send it: no more than the limit are even compared.
    const statuses = await Promise.all(Array.from({ length: 40 }, (_, i) => from('203.0.113.7', guess(i)).then((res) => res.status)))
    expect(statuses.filter((status) => status === 401)).toHaveLength(adminTokenLimit.points)
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true)
    const refused = await from('203.0.113.7', adminToken).expect(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    await from('198.51.100.4', adminToken).expect(200)
    const warnings = log.entries().filter((entry) => entry.level === 40 && entry.event === 'bearer token refused')
    expect(warnings).toHaveLength(40)
    expect(log.text()).not.toContain('guessed-token')
    expect(log.text()).not.toContain(adminToken)
  })

  it('answers 503 when the store is down, never 500', async () => {
    const store = await openSqliteStore(freshDataDir())
    const { app } = await testApp({ store })
    const agent = await signedIn(app, await addStaff(store))
    await store.close()
    const res = await agent.get(`${path}?page=1`).expect(503)
    expect(res.body.message).toMatch(/try again in a few minutes/)
  })

  it('answers 400, not 503, when the database refuses what it was asked', async () => {
    const { app, store, agent } = await inbox()
    store.enquiries.search = () => Promise.reject(new StoreRejectedError())
    expect((await agent.get(`${path}?page=1`).expect(400)).body.message).toMatch(/cannot be answered as it was sent/)
    await request(app).get('/healthz').expect(200)
  })
})

describe('owning an enquiry', () => {
  it('"Take it" gives it to the one asking; a colleague can reassign it; a stale view is refused with who has it', async () => {
    const { app, store, agent, add } = await inbox()
    const declan = await signedIn(app, await addStaff(store, 'declan'))
    const { id } = await add()
    const taken = await agent.post(`${path}/${id}/assignee`).set(sameSite).send({ to: 'niamh', from: null }).expect(200)
    expect(taken.body.assignee).toBe('niamh')
    const stale = await declan.post(`${path}/${id}/assignee`).set(sameSite).send({ to: 'declan', from: null }).expect(409)
    expect(stale.body.message).toBe('A colleague has already given this enquiry to niamh. Please look at it again before changing it.')
    const given = await declan.post(`${path}/${id}/assignee`).set(sameSite).send({ to: 'declan', from: 'niamh' }).expect(200)
    expect(given.body.timeline.filter((entry: { kind: string }) => entry.kind === 'assigned')).toEqual([
      { kind: 'assigned', to: 'niamh', at: expect.any(String), by: 'niamh' },
      { kind: 'assigned', to: 'declan', at: expect.any(String), by: 'declan' },
    ])
    const left = await declan.post(`${path}/${id}/assignee`).set(sameSite).send({ to: null, from: 'declan' }).expect(200)
    expect(left.body.assignee).toBeNull()
    expect((await store.enquiries.get(id))!.assignee).toBeNull()
  })

  it('refuses (400) to give an enquiry to someone without an account, and answers 404 once it is gone', async () => {
    const { agent, add } = await inbox()
    const { id } = await add()
    const res = await agent.post(`${path}/${id}/assignee`).set(sameSite).send({ to: 'nobody' }).expect(400)
    expect(res.body.message).toBe('There is no member of staff called nobody.')
    expect((await agent.post(`${path}/${id}/assignee`).set(sameSite).send({ to: 42 }).expect(400)).body.message).toBe('to must be a username')
    expect((await agent.post(`${path}/${id}/assignee`).set(sameSite).send({}).expect(400)).body.message).toMatch(/^Send \{ to, from \}/)
    await agent.post(`${path}/${id}/assignee`).set(sameSite).set('Content-Type', 'application/json').send('{"to":').expect(400)
    await agent.post(`${path}/${crypto.randomUUID()}/assignee`).set(sameSite).send({ to: 'niamh' }).expect(404)
  })

  it('keeps internal notes, with author and time, in one timeline with the status changes; neither is a contact', async () => {
    const { agent, add } = await inbox()
    const { id } = await add()
    const noted = await agent.post(`${path}/${id}/notes`).set(sameSite).send({ text: '  Ciarán please ring today.  ' }).expect(201)
    expect(noted.body.firstContactAt).toBeNull()
    await agent.patch(`${path}/${id}`).set(sameSite).send({ status: 'contacted' }).expect(200)
    const { body } = await agent.get(`${path}/${id}`).expect(200)
    expect(body.timeline.map(({ kind, by }: { kind: string; by: string }) => [kind, by])).toEqual([
      ['status', 'website'],
      ['note', 'niamh'],
      ['status', 'niamh'],
    ])
    expect(body.timeline[1]).toMatchObject({ text: 'Ciarán please ring today.' })
    expect(body.firstContactAt).toBeNull()
    expect((await agent.post(`${path}/${id}/notes`).set(sameSite).send({ text: '   ' }).expect(400)).body.message).toBe('Write the note first')
    await agent
      .post(`${path}/${id}/notes`)
      .set(sameSite)
      .send({ text: 'x'.repeat(5001) })
      .expect(400)
  })

  it('refuses (400) a note with hidden characters: a direction override, a NUL, a zero-width space', async () => {
    const { agent, add } = await inbox()
    const { id } = await add()
    for (const hidden of ['\u202E', '\u0000', '\u200B']) {
      const res = await agent
        .post(pathTo(staffApi.addNote, { id: id }))
        .set(sameSite)
        .send({ text: `Rang her${hidden} back` })
        .expect(400)
      expect(JSON.stringify(res.body)).toContain('hidden formatting characters')
    }
    await agent
      .post(pathTo(staffApi.addNote, { id: id }))
      .set(sameSite)
      .send({ text: 'Rang her back.\nShe will call tomorrow.' })
      .expect(201)
  })

  it('logs a call with who, when and how it went; one that reached the enquirer is the first contact, and it is audited', async () => {
    const { agent, add, store } = await inbox()
    const { id } = await add()
    const calls = `${path}/${id}/calls`
    expect((await agent.post(calls).set(sameSite).send({ outcome: 'no-answer' }).expect(201)).body.firstContactAt).toBeNull()
    const message = await agent.post(calls).set(sameSite).send({ outcome: 'left-message' }).expect(201)
    expect(message.body.firstContactAt).toBe(message.body.timeline.at(-1).at)
    expect(message.body.timeline.slice(1).map(({ kind, outcome, by }: { kind: string; outcome: string; by: string }) => [kind, outcome, by])).toEqual([
      ['call', 'no-answer', 'niamh'],
      ['call', 'left-message', 'niamh'],
    ])
    expect((await agent.post(calls).set(sameSite).send({ outcome: 'engaged' }).expect(400)).body.message).toBe(
      'outcome must be one of spoke, left-message, no-answer',
    )
    await agent.post(calls).set(sameSite).send('outcome=spoke').expect(400)
    expect((await store.audit.list(10)).filter((entry) => entry.action === 'call')).toHaveLength(2)
    const held = await store.enquiries.insert(sampleEnquiry(), { alert: false, hold: ['trap-filled'], replyDueAt: new Date() })
    expect((await agent.post(`${path}/${held.enquiry.id}/calls`).set(sameSite).send({ outcome: 'spoke' }).expect(409)).body.message).toMatch(
      /held as suspected spam\. Release it/,
    )
    await agent.post(`${path}/${crypto.randomUUID()}/calls`).set(sameSite).send({ outcome: 'spoke' }).expect(404)
  })

  it('exports the notes with the enquiry, for a subject access request', async () => {
    const { agent, add } = await inbox()
    const { id } = await add()
    await agent.post(`${path}/${id}/notes`).set(sameSite).send({ text: 'Wants a call after 5.' }).expect(201)
    const file = JSON.parse((await agent.post(`${path}/${id}/export`).set(sameSite).expect(200)).text)
    expect(file.enquiry.timeline).toContainEqual({ kind: 'note', text: 'Wants a call after 5.', at: expect.any(String), by: 'staff' })
    expect(JSON.stringify(file)).not.toContain('niamh')
  })

  it('lists the staff to give an enquiry to', async () => {
    const { app, store, agent } = await inbox()
    await addStaff(store, 'declan')
    expect((await agent.get(staffApi.staffAccounts.path).expect(200)).body).toEqual([{ username: 'declan' }, { username: 'niamh' }])
    await request(app).get(staffApi.staffAccounts.path).expect(401)
  })
})

describe('the inbox’s views', () => {
  it('shows Mine, Unassigned, Held and Overdue, and never a held enquiry in the others', async () => {
    const { store, agent, add } = await inbox()
    await addStaff(store, 'declan')
    const hour = 3_600_000
    const mine = await add({ firstName: 'Mine' })
    const theirs = await add({ firstName: 'Theirs' })
    await add({ firstName: 'Nobodys' })
    await store.enquiries.insert(sampleEnquiry({ firstName: 'Overdue' }), {
      alert: false,
      at: new Date(Date.now() - 48 * hour),
      replyDueAt: new Date(Date.now() - hour),
    })
    await store.enquiries.insert(sampleEnquiry({ firstName: 'Spam' }), { alert: false, replyDueAt: new Date(), hold: ['too-fast'] })
    await store.enquiries.assign(mine.id, { to: 'niamh', at: new Date(), by: 'niamh' })
    await store.enquiries.assign(theirs.id, { to: 'declan', at: new Date(), by: 'niamh' })
    const names = async (query: string) => (await agent.get(`${path}?${query}`).expect(200)).body.items.map((e: { firstName: string }) => e.firstName).sort()
    expect(await names('view=mine')).toEqual(['Mine'])
    expect(await names('view=unassigned')).toEqual(['Nobodys', 'Overdue'])
    expect(await names('view=held')).toEqual(['Spam'])
    expect(await names('view=overdue')).toEqual(['Overdue'])
    expect(await names('page=1')).toEqual(['Mine', 'Nobodys', 'Overdue', 'Theirs'])
    expect((await agent.get(`${path}?view=urgent`).expect(400)).body.message).toMatch(/view must be one of mine, unassigned, held, overdue/)
  })

  it('deletes a held enquiry on request, and releases only held ones', async () => {
    const { store, agent, add } = await inbox()
    const { enquiry: spam } = await store.enquiries.insert(sampleEnquiry(), { alert: false, replyDueAt: new Date(), hold: ['trap-filled'] })
    await agent.delete(`${path}/${spam.id}`).set(sameSite).expect(204)
    expect(await store.enquiries.get(spam.id)).toBeUndefined()
    await agent.post(`${path}/${spam.id}/release`).set(sameSite).expect(404)
    const { id } = await add()
    expect((await agent.post(`${path}/${id}/release`).set(sameSite).expect(409)).body.message).toMatch(/not held/)
  })

  it('links the earlier enquiries from the same e-mail or phone', async () => {
    const { agent, add } = await inbox()
    const hour = 3_600_000
    const first = await add({ email: 'Aoife@Example.com', phone: '+442896496123' }, new Date(Date.now() - 2 * hour))
    const other = await add({ email: 'someone@example.org', phone: '+442896496123' }, new Date(Date.now() - hour))
    await add({ email: 'stranger@example.net', phone: '+442871260000' })
    const latest = await add({ email: 'aoife@example.com', phone: '+353871234567' })
    const { body } = await agent.get(`${path}/${latest.id}`).expect(200)
    expect(body.related).toEqual([{ id: first.id, createdAt: first.createdAt.toISOString(), status: 'new', serviceType: '', matchedBy: ['email'] }])
    const second = (await agent.get(`${path}/${other.id}`).expect(200)).body.related
    expect(second.map((related: { id: string; matchedBy: string[] }) => [related.id, related.matchedBy])).toEqual([[first.id, ['phone']]])
  })
})

describe('alert preferences', () => {
  it('are each account’s own: its e-mail and the areas of law it is alerted for (all by default)', async () => {
    const { app, store, agent } = await inbox()
    expect((await agent.get(staffApi.preferences.path).expect(200)).body).toEqual({ email: null, alertAreas: null })
    const chosen = { email: 'niamh@clarendon-solicitors.example', alertAreas: ['family-law', 'licensing'] }
    expect((await agent.put(staffApi.preferences.path).set(sameSite).send(chosen).expect(200)).body).toEqual(chosen)
    expect((await agent.get(staffApi.preferences.path).expect(200)).body).toEqual(chosen)
    expect(await store.accounts.find('niamh')).toMatchObject(chosen)
    const declan = await signedIn(app, await addStaff(store, 'declan'))
    expect((await declan.get(staffApi.preferences.path).expect(200)).body).toEqual({ email: null, alertAreas: null })
  })

  it('answer 400 for an e-mail or area that is not one, and for the bearer token, which has no account', async () => {
    const { app, agent } = await inbox()
    expect((await agent.put(staffApi.preferences.path).set(sameSite).send({ email: 'not-an-address', alertAreas: null }).expect(400)).body.message).toBe(
      'Please enter a valid email address',
    )
    await agent
      .put(staffApi.preferences.path)
      .set(sameSite)
      .send({ email: null, alertAreas: ['tax'] })
      .expect(400)
    const bearer = await request(app).get(staffApi.preferences.path).set('Authorization', `Bearer ${adminToken}`).expect(400)
    expect(bearer.body.message).toMatch(/sign in to the inbox/)
  })
})

describe('the alert status', () => {
  it('says when alerts are off, and when some are failing', async () => {
    const off = await inbox()
    expect((await off.agent.get(staffApi.alerts.path).expect(200)).body).toEqual({
      enabled: false,
      waiting: 0,
      failing: 0,
      failingSince: null,
      lastError: null,
      lastRefusal: null,
    })
    const on = await inbox({ mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'site@firm.example', to: ['reception@firm.example'] } })
    await on.agent
      .post(path)
      .send({ firstName: 'Aoife', lastName: 'B', email: 'a@b.example', phone: '028 9649 6000', ...formTiming })
      .expect(201)
    const now = new Date()
    const job = await on.store.mail.claim('test', now, new Date(now.getTime() + 60_000))
    await on.store.mail.markFailed(job!.id, 'test', 'connect ECONNREFUSED 127.0.0.1:9', new Date(now.getTime() + 60_000))
    expect((await on.agent.get(staffApi.alerts.path).expect(200)).body).toMatchObject({
      enabled: true,
      // The alert and the acknowledgement.
      waiting: 2,
      failing: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:9',
    })
  })
})

describe('the staff app', () => {
  it('serves its shell at every address under /staff, unindexed, uncached, under the CSP', async () => {
    const { app } = await testApp()
    for (const address of ['/staff', '/staff/sign-in', `/staff/enquiries/${crypto.randomUUID()}`]) {
      const res = await request(app).get(address).expect(200)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.headers['x-robots-tag']).toBe('noindex, nofollow')
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/)
    }
    expect((await request(app).get('/staff/assets/index-Xy1.js').expect(200)).headers['cache-control']).toMatch(/immutable/)
    await request(app).get('/staff/assets/missing.js').expect(404)
  })
})
