import argon2 from 'argon2'
import request from 'supertest'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { staffPaths } from '../../app/shared/staffApi.ts'
import { openSqliteStore } from '../store/sqliteStore.ts'
import { captureLog } from '../testing/captureLog.ts'
import { addStaff, sameSite, sessionId, signedIn } from '../testing/staffTesting.ts'
import { freshDataDir, testApp, prepareTestApp } from '../testing/testApp.ts'
import { storeFilesText } from '../testing/storeFiles.ts'
import { staffAccounts } from './accounts.ts'
import { sessionIdleMs, sessionKey, sessionMaxMs } from './sessions.ts'
import { concurrentChecks, signInLimits } from './signInRoutes.ts'

// The site is rendered once per file, before the first test, so no test's time goes on it.
beforeAll(prepareTestApp)

const list = '/api/consultation-requests?page=1'
const signIn = (app: Parameters<typeof request>[0], body: object) => request(app).post(staffPaths.session).set(sameSite).send(body)

afterEach(() => {
  vi.restoreAllMocks()
})

// Each sign-in is a real argon2 check, a second or more on a busy two-core machine.
describe('staff sign-in', { timeout: 60_000 }, () => {
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
  })

  it('counts a burst of guesses at one account as it arrives: no more than the limit are checked, the rest 429, none 5xx', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(app, { username: 'niamh', password: `guess-number-${i}` }).then((res) => res.status)),
    )
    const checked = statuses.filter((status) => status === 401).length
    expect(checked).toBeLessThanOrEqual(signInLimits.perUsername.points)
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true)
    // Guesses one after another get what the burst left of the limit, and not one more.
    let later = 0
    while ((await signIn(app, { username: 'niamh', password: `guess-later-${later}` })).status === 401) later++
    expect(checked + later).toBe(signInLimits.perUsername.points)
    await signIn(app, niamh).expect(429)
  })

  it('checks no more than a few passwords at once, and refuses the rest with 429 straight away', async () => {
    const { app, store } = await testApp()
    const staff = await Promise.all(['aine', 'brid', 'ciara', 'dara', 'eoin', 'fionn'].map((name) => addStaff(store, name)))
    const realVerify = argon2.verify.bind(argon2)
    let running = 0
    let most = 0
    // The real check, counted: how many run at the same time.
    vi.spyOn(argon2, 'verify').mockImplementation(async (...args: Parameters<typeof argon2.verify>) => {
      most = Math.max(most, ++running)
      try {
        return await realVerify(...args)
      } finally {
        running--
      }
    })
    const answers = await Promise.all(staff.map((member) => signIn(app, member)))
    expect(most).toBeGreaterThan(0)
    expect(most).toBeLessThanOrEqual(concurrentChecks)
    expect(answers.some((res) => res.status === 200)).toBe(true)
    for (const res of answers.filter((res) => res.status !== 200)) {
      expect(res.status).toBe(429)
      expect(res.body.message).toMatch(/Too many sign-ins at once/)
    }
  })

  it('answers a burst of sign-ins from one address with 401 and 429, never 503', async () => {
    const { app, store } = await testApp()
    await addStaff(store)
    const statuses = await Promise.all(
      Array.from({ length: 150 }, (_, i) => signIn(app, { username: `guess-${i}`, password: 'not-a-password' }).then((res) => res.status)),
    )
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(signInLimits.perAddress.points)
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true)
  })

  it('pauses an address that tries many usernames, counting an IPv6 address with its /64 (one subscriber holds it whole)', async () => {
    const { app, store } = await testApp({ trustProxy: 1 })
    const niamh = await addStaff(store)
    const from = (address: string, body: object) => signIn(app, body).set('X-Forwarded-For', address)
    for (let i = 0; i < signInLimits.perAddress.points; i++) {
      await from(`2001:db8:7:1::${(i + 1).toString(16)}`, { username: `guess-${i}`, password: 'not-a-password' }).expect(401)
    }
    await from('2001:db8:7:1:ffff:ffff:ffff:fffe', niamh).expect(429)
    await from('::ffff:192.0.2.10', niamh).expect(200)
    await from('2001:db8:7:2::1', niamh).expect(200)
  })

  it('refuses (403) a sign-in or a change sent from another site', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    await request(app).post(staffPaths.session).set('Sec-Fetch-Site', 'cross-site').send(niamh).expect(403)
    await request(app).post(staffPaths.session).set('Origin', 'https://evil.example').send(niamh).expect(403)
    await request(app).post(staffPaths.session).send(niamh).expect(403)
    await request(app).post(staffPaths.session).set('Host', 'inbox.test').set('Origin', 'http://inbox.test').send(niamh).expect(200)
    const agent = await signedIn(app, niamh)
    const { body } = await agent
      .post('/api/consultation-requests')
      .send({ firstName: 'A', lastName: 'B', email: 'a@b.example', phone: '028 9649 6000' })
      .expect(201)
    const res = await agent.patch(`/api/consultation-requests/${body.id}`).set('Sec-Fetch-Site', 'same-site').send({ status: 'contacted' }).expect(403)
    expect(res.body.message).toMatch(/must come from the inbox/)
  })

  it('logs sign-ins, failures and sign-outs with the username, never the password', async () => {
    const log = captureLog()
    const { app, store } = await testApp({ logger: log.logger })
    const niamh = await addStaff(store)
    await signIn(app, { username: 'niamh', password: 'a-wrong-password' }).expect(401)
    const agent = await signedIn(app, niamh)
    await agent.delete(staffPaths.session).set(sameSite).expect(204)
    const events = log.entries().filter((entry) => entry.username)
    expect(events.map((entry) => [entry.username, entry.event])).toEqual([
      ['niamh', 'sign-in failed'],
      ['niamh', 'signed in'],
      ['niamh', 'signed out'],
    ])
    expect(log.text()).not.toContain(niamh.password)
    expect(log.text()).not.toContain('a-wrong-password')
  })

  it('logs a name that is no account (perhaps a password typed in the wrong box) only as a short keyed hash', async () => {
    const log = captureLog()
    const { app, store } = await testApp({ logger: log.logger })
    const niamh = await addStaff(store)
    const typed = `Niamh-${niamh.password}`
    await signIn(app, { username: typed, password: niamh.password }).expect(401)
    await signIn(app, { username: typed, password: 'another-guess' }).expect(401)
    await signIn(app, { username: 'declan', password: 'another-guess' }).expect(401)
    expect(log.text().toLowerCase()).not.toContain(niamh.password.toLowerCase())
    const failures = log.entries().filter((entry) => entry.event === 'sign-in failed')
    expect(failures).toHaveLength(3)
    for (const failure of failures) {
      expect(failure.username).toBeUndefined()
      expect(failure.usernameHash).toMatch(/^[0-9a-f]{8}$/)
    }
    // The same text gives the same hash, so repeats can be told apart from a spread of names.
    expect(failures[0]!.usernameHash).toBe(failures[1]!.usernameHash)
    expect(failures[2]!.usernameHash).not.toBe(failures[0]!.usernameHash)
  })
})

describe('staff sessions', { timeout: 60_000 }, () => {
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
    const first = await testApp({ store: await openSqliteStore(dataDir) })
    const niamh = await addStaff(first.store)
    const cookie = (await signIn(first.app, niamh).expect(200)).headers['set-cookie']![0]!.split(';')[0]!
    await first.store.close()
    const second = await testApp({ store: await openSqliteStore(dataDir) })
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

  it('end for "who is signed in" too, once the account is removed or its password changed', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    const declan = await addStaff(store, 'declan')
    const niamhsBrowser = await signedIn(app, niamh)
    const declansBrowser = await signedIn(app, declan)
    await niamhsBrowser.get(staffPaths.session).expect(200, { username: 'niamh' })
    await staffAccounts(store.accounts).setPassword('niamh', `${niamh.password}-new`)
    await staffAccounts(store.accounts).remove('declan')
    await niamhsBrowser.get(staffPaths.session).expect(401)
    await declansBrowser.get(staffPaths.session).expect(401)
  })

  it('are kept in the store under a hash of their id, never the id the cookie carries', async () => {
    const dataDir = freshDataDir()
    const { app, store } = await testApp({ store: await openSqliteStore(dataDir) })
    const niamh = await addStaff(store)
    const res = await signIn(app, niamh).expect(200)
    const sid = sessionId(res.headers['set-cookie'])
    expect(sid).toMatch(/^[\w-]{32}$/)
    const file = storeFilesText(dataDir)
    expect(file).not.toContain(sid)
    expect(file).toContain(sessionKey(sid))
    // What the store holds does not open a session: a cookie naming it is unknown.
    expect(await store.sessions.get(sid, new Date())).toBeUndefined()
  })

  it('end after a working day idle, and after a week however busy', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    const idle = await signIn(app, niamh).expect(200)
    const idleCookie = idle.headers['set-cookie']![0]!.split(';')[0]!
    const idleSid = sessionId(idle.headers['set-cookie'])
    await store.sessions.touch(sessionKey(idleSid), new Date(Date.now() - 1000))
    await request(app).get(list).set('Cookie', idleCookie).expect(401)
    expect(idle.headers['set-cookie']![0]).toMatch(new RegExp(`Expires=${new Date(Date.now() + sessionIdleMs).toUTCString().slice(0, 16)}`))

    const busy = await signIn(app, niamh).expect(200)
    const busySid = sessionId(busy.headers['set-cookie'])
    const data = (await store.sessions.get(sessionKey(busySid), new Date())) as { signedInAt: number }
    await store.sessions.set(sessionKey(busySid), { ...data, signedInAt: Date.now() - sessionMaxMs - 1000 }, new Date(Date.now() + sessionIdleMs))
    await request(app).get(list).set('Cookie', busy.headers['set-cookie']![0]!.split(';')[0]!).expect(401)
  })

  it('keep a visitor who never signed in out of every enquiry', async () => {
    const { app } = await testApp()
    const { body } = await request(app)
      .post('/api/consultation-requests')
      .send({ firstName: 'Aoife', lastName: 'B', email: 'a@b.example', phone: '028 9649 6000' })
      .expect(201)
    for (const address of [
      list,
      '/api/consultation-requests',
      `/api/consultation-requests/${body.id}`,
      `/api/consultation-requests/${body.id}/export`,
      staffPaths.alerts,
    ]) {
      const res = await request(app).get(address).expect(401)
      expect(JSON.stringify(res.body)).not.toContain('Aoife')
    }
    const exported = await request(app).post(`/api/consultation-requests/${body.id}/export`).set(sameSite).expect(401)
    expect(exported.text).not.toContain('Aoife')
    await request(app).delete(`/api/consultation-requests/${body.id}`).set(sameSite).expect(401)
  })
})
