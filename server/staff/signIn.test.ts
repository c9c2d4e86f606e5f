import { Writable } from 'node:stream'
import { pino } from 'pino'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { staffPaths } from '../../app/shared/staffApi.ts'
import { openFileStore } from '../store/fileStore.ts'
import { addStaff, sameSite, sessionId, signedIn } from '../testing/staffTesting.ts'
import { freshDataDir, testApp } from '../testing/testApp.ts'
import { staffAccounts } from './accounts.ts'
import { sessionIdleMs, sessionMaxMs } from './sessions.ts'
import { signInLimits } from './signInRoutes.ts'

const list = '/api/consultation-requests?page=1'
const signIn = (app: Parameters<typeof request>[0], body: object) => request(app).post(staffPaths.session).set(sameSite).send(body)

describe('staff sign-in', () => {
  it('signs a staff member in with an HttpOnly, SameSite=Strict session cookie, and lets them read the inbox', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    const res = await signIn(app, { username: ' Niamh ', password: niamh.password }).expect(200, { username: 'niamh' })
    const cookie = res.headers['set-cookie']![0]!
    expect(cookie).toMatch(/^staff=/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Strict/)
    expect(cookie).toMatch(/; Path=\//)
    expect(res.headers['cache-control']).toBe('no-store')
    const agent = await signedIn(app, niamh)
    await agent.get(staffPaths.session).expect(200, { username: 'niamh' })
    await agent.get(list).expect(200)
  })

  it('over HTTPS, the cookie is Secure and __Host- prefixed', async () => {
    const { app, store } = await testApp({ trustProxy: 1 })
    const niamh = await addStaff(store)
    const res = await signIn(app, niamh).set('X-Forwarded-Proto', 'https').expect(200)
    expect(res.headers['set-cookie']![0]).toMatch(/^__Host-staff=.*; Path=\/;.*HttpOnly; Secure; SameSite=Strict/)
  })

  it('answers a wrong password and an unknown username alike', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    const wrongPassword = await signIn(app, { username: 'niamh', password: `${niamh.password}x` }).expect(401)
    const unknownUser = await signIn(app, { username: 'nobody', password: niamh.password }).expect(401)
    expect(wrongPassword.body).toEqual({ message: 'Wrong username or password.' })
    expect(unknownUser.body).toEqual(wrongPassword.body)
    expect(wrongPassword.headers['set-cookie']).toBeUndefined()
  })

  it('answers 400 for a missing field or malformed JSON, and 413 for a huge body', async () => {
    const { app } = await testApp()
    expect((await signIn(app, { username: 'niamh' }).expect(400)).body.errors).toEqual({ password: ['Password is required'] })
    await signIn(app, { username: 42, password: ['x'] }).expect(400)
    await request(app).post(staffPaths.session).set(sameSite).set('Content-Type', 'application/json').send('{"username":').expect(400)
    await signIn(app, { username: 'niamh', password: 'x'.repeat(10_000) }).expect(413)
  })

  it('pauses a username after repeated failures, even for the right password, with Retry-After', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    for (let i = 0; i < signInLimits.perUsername.points; i++) await signIn(app, { username: 'niamh', password: 'not-her-password' }).expect(401)
    const res = await signIn(app, niamh).expect(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.body.message).toMatch(/Too many failed sign-ins/)
  }, 30_000)

  it('pauses an address that tries many usernames', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    for (let i = 0; i < signInLimits.perAddress.points; i++) await signIn(app, { username: `guess-${i}`, password: 'not-a-password' }).expect(401)
    await signIn(app, niamh).expect(429)
  }, 30_000) // each refusal costs a full argon2 verification, on purpose

  it('refuses (403) a sign-in or a change sent from another site', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    await request(app).post(staffPaths.session).set('Sec-Fetch-Site', 'cross-site').send(niamh).expect(403)
    await request(app).post(staffPaths.session).set('Origin', 'https://evil.example').send(niamh).expect(403)
    await request(app).post(staffPaths.session).send(niamh).expect(403)
    await request(app).post(staffPaths.session).set('Host', 'inbox.test').set('Origin', 'http://inbox.test').send(niamh).expect(200)
    const agent = await signedIn(app, niamh)
    const { body } = await agent.post('/api/consultation-requests').send({ firstName: 'A', lastName: 'B', email: 'a@b.example', phone: '1' }).expect(201)
    const res = await agent.patch(`/api/consultation-requests/${body.id}`).set('Sec-Fetch-Site', 'same-site').send({ status: 'contacted' }).expect(403)
    expect(res.body.message).toMatch(/must come from the inbox/)
  })

  it('logs sign-ins, failures and sign-outs with the username, never the password', async () => {
    const lines: string[] = []
    const sink = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) })
    const { app, store } = await testApp({ logger: pino({ level: 'info' }, sink) })
    const niamh = await addStaff(store)
    await signIn(app, { username: 'niamh', password: 'a-wrong-password' }).expect(401)
    const agent = await signedIn(app, niamh)
    await agent.delete(staffPaths.session).set(sameSite).expect(204)
    const events = lines.map((line) => JSON.parse(line)).filter((entry) => entry.username)
    expect(events.map((entry) => [entry.username, entry.event])).toEqual([
      ['niamh', 'sign-in failed'],
      ['niamh', 'signed in'],
      ['niamh', 'signed out'],
    ])
    expect(lines.join('\n')).not.toContain(niamh.password)
    expect(lines.join('\n')).not.toContain('a-wrong-password')
  })
})

describe('staff sessions', () => {
  it('end at sign-out: the old cookie no longer opens the inbox', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    const res = await signIn(app, niamh).expect(200)
    const cookie = res.headers['set-cookie']![0]!.split(';')[0]!
    await request(app).get(list).set('Cookie', cookie).expect(200)
    await request(app).delete(staffPaths.session).set(sameSite).set('Cookie', cookie).expect(204)
    await request(app).get(list).set('Cookie', cookie).expect(401)
    await request(app).get(staffPaths.session).set('Cookie', cookie).expect(401)
  })

  it('survive a restart of the server', async () => {
    const dataDir = freshDataDir()
    const first = await testApp({ store: await openFileStore(dataDir) })
    const niamh = await addStaff(first.store)
    const cookie = (await signIn(first.app, niamh).expect(200)).headers['set-cookie']![0]!.split(';')[0]!
    await first.store.close()
    const second = await testApp({ store: await openFileStore(dataDir) })
    await request(second.app).get(list).set('Cookie', cookie).expect(200)
  })

  it('end when the password changes or the account is removed', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    const declan = await addStaff(store, 'declan')
    const niamhsBrowser = await signedIn(app, niamh)
    const declansBrowser = await signedIn(app, declan)
    await staffAccounts(store.accounts).setPassword('niamh', `${niamh.password}-new`)
    await niamhsBrowser.get(list).expect(401)
    await signIn(app, niamh).expect(401)
    await signIn(app, { username: 'niamh', password: `${niamh.password}-new` }).expect(200)
    await staffAccounts(store.accounts).remove('declan')
    await declansBrowser.get(list).expect(401)
  })

  it('end after a working day idle, and after a week however busy', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    const idle = await signIn(app, niamh).expect(200)
    const idleCookie = idle.headers['set-cookie']![0]!.split(';')[0]!
    const idleSid = sessionId(idle.headers['set-cookie'])
    await store.sessions.touch(idleSid, new Date(Date.now() - 1000))
    await request(app).get(list).set('Cookie', idleCookie).expect(401)
    expect(idle.headers['set-cookie']![0]).toMatch(new RegExp(`Expires=${new Date(Date.now() + sessionIdleMs).toUTCString().slice(0, 16)}`))

    const busy = await signIn(app, niamh).expect(200)
    const busySid = sessionId(busy.headers['set-cookie'])
    const data = (await store.sessions.get(busySid, new Date())) as { signedInAt: number }
    await store.sessions.set(busySid, { ...data, signedInAt: Date.now() - sessionMaxMs - 1000 }, new Date(Date.now() + sessionIdleMs))
    await request(app).get(list).set('Cookie', busy.headers['set-cookie']![0]!.split(';')[0]!).expect(401)
  })

  it('keep a visitor who never signed in out of every enquiry', async () => {
    const { app } = await testApp()
    const { body } = await request(app)
      .post('/api/consultation-requests')
      .send({ firstName: 'Aoife', lastName: 'B', email: 'a@b.example', phone: '1' })
      .expect(201)
    for (const path of [
      list,
      '/api/consultation-requests',
      `/api/consultation-requests/${body.id}`,
      `/api/consultation-requests/${body.id}/export`,
      staffPaths.alerts,
    ]) {
      const res = await request(app).get(path).expect(401)
      expect(JSON.stringify(res.body)).not.toContain('Aoife')
    }
    await request(app).delete(`/api/consultation-requests/${body.id}`).set(sameSite).expect(401)
  })
})
