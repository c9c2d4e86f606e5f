import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import argon2 from 'argon2'
import request from 'supertest'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { captureLog } from '../testing/captureLog.ts'
import { addStaff, sameSite, signedIn } from '../testing/staffTesting.ts'
import { testApp, prepareTestApp, testSiteUrl } from '../testing/testApp.ts'
import { storeFilesText } from '../testing/storeFiles.ts'
import { freshDataDir } from '../testing/testApp.ts'
import { openSqliteStore } from '../store/sqliteStore.ts'
import { passwordChecks } from './credentialChecks.ts'
import { delayAfter, signInLimits } from './signInThrottle.ts'

// The site is rendered once per file, before the first test, so no test's time goes on it.
beforeAll(prepareTestApp)

const list = '/api/consultation-requests?page=1'
type App = Parameters<typeof request>[0]
const signIn = (app: App, { username, password }: { username: unknown; password?: unknown }) =>
  request(app).post(staffApi.signIn.path).set(sameSite).send({ username, password })

const servers: Server[] = []
afterEach(async () => {
  vi.restoreAllMocks()
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

// Each sign-in is a real argon2 check, a second or more on a busy two-core machine.
describe('staff sign-in: the password', { timeout: 60_000 }, () => {
  it('answers the right password with the second-factor stage and an HttpOnly, SameSite=Strict browser-session cookie that opens no enquiry yet', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    const res = await signIn(app, { username: ' Niamh ', password: niamh.password }).expect(200, {
      username: 'niamh',
      stage: 'second-factor',
      factors: ['totp'],
      role: 'administrator',
    })
    const cookie = res.headers['set-cookie']![0]!
    expect(cookie).toMatch(/^staff=/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Strict/)
    expect(cookie).toMatch(/; Path=\//)
    // Closing the browser drops it.
    expect(cookie).not.toMatch(/Expires=|Max-Age=/i)
    expect(res.headers['cache-control']).toBe('no-store')
    await request(app).get(list).set('Cookie', cookie.split(';')[0]!).expect(401)
    const agent = await signedIn(app, niamh)
    await agent.get(staffApi.session.path).expect(200, { username: 'niamh', stage: 'signed-in', factors: ['totp'], role: 'administrator' })
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

  it('answers 400 for a missing field, malformed JSON or a password over 1,024 characters, and 413 for a huge body', async () => {
    const { app } = await testApp()
    expect((await signIn(app, { username: 'niamh' }).expect(400)).body.errors).toEqual({ password: ['Password is required'] })
    await signIn(app, { username: 42, password: ['x'] }).expect(400)
    await request(app).post(staffApi.signIn.path).set(sameSite).set('Content-Type', 'application/json').send('{"username":').expect(400)
    expect((await signIn(app, { username: 'niamh', password: 'x'.repeat(1025) }).expect(400)).body.errors).toEqual({
      password: ['Password is at most 1024 characters'],
    })
    await signIn(app, { username: 'niamh', password: 'x'.repeat(10_000) }).expect(413)
  })
})

describe('staff sign-in: refused for a while, never locked out', { timeout: 120_000 }, () => {
  it('after ten wrong passwords from one address, answers that address at once with how long to wait, and signs in the right password from another', async () => {
    const { app, store } = await testApp({ trustProxy: 1 })
    const niamh = await addStaff(store)
    const checks = vi.spyOn(argon2, 'verify')
    const answers = []
    for (let i = 0; i < 10; i++) {
      answers.push(await signIn(app, { username: 'niamh', password: `guess-${i}` }).set('X-Forwarded-For', '198.51.100.7'))
    }
    // Three answered at once; the fourth failure makes the next try wait a second, so it is refused before any check.
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 401, 429, 429, 429, 429, 429, 429])
    expect(checks).toHaveBeenCalledTimes(4)
    checks.mockRestore()
    expect(answers[4]!.headers['retry-after']).toBe(String(delayAfter(signInLimits.freeFailures + 1) / 1000))
    expect(answers[4]!.body.message).toBe('Too many failed sign-ins. Please wait 1 second and try again.')
    const browser = request.agent(app)
    const res = await browser
      .post(staffApi.signIn.path)
      .set(sameSite)
      .set('X-Forwarded-For', '203.0.113.9')
      .send({ username: 'niamh', password: niamh.password })
      .expect(200)
    expect(res.body.stage).toBe('second-factor')
  })

  it('refuses wrong passwords from an address that failed a hundred times in an hour, counting an IPv6 address with its /64, but lets the right one in from a new browser there', async () => {
    const { app, store } = await testApp({ trustProxy: 1 })
    const niamh = await addStaff(store)
    const limiter = store.rateLimiter({ keyPrefix: 'sign-in-address', points: signInLimits.perAddressRefusal, durationSeconds: signInLimits.rememberSeconds })
    await limiter.penalty('2001:db8:7:1::/64', signInLimits.perAddressRefusal)
    // A colleague in the same office, on a browser the account has never seen, with the right password.
    expect((await signIn(app, niamh).set('X-Forwarded-For', '2001:db8:7:1::2').expect(200)).body.stage).toBe('second-factor')
    const refused = await signIn(app, { ...niamh, password: 'a-wrong-password' })
      .set('X-Forwarded-For', '2001:db8:7:1:ffff:ffff:ffff:fffe')
      .expect(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.body.message).toMatch(/^Too many failed sign-ins from this network\. Please wait \d+ minutes/)
  })

  it('keeps no username in clear among its counters, only an HMAC of it', async () => {
    const dataDir = freshDataDir()
    const { app, store } = await testApp({ store: await openSqliteStore(dataDir) })
    await addStaff(store)
    await signIn(app, { username: 'typed-in-the-wrong-box-7Qx', password: 'a-wrong-password' }).expect(401)
    await store.close()
    expect(storeFilesText(dataDir)).not.toContain('typed-in-the-wrong-box-7Qx')
  })

  it('ignores a forwarded address that is not an IP address: it counts as the address the request came from', async () => {
    const { app, store } = await testApp({ trustProxy: 1 })
    const niamh = await addStaff(store)
    for (let i = 0; i < signInLimits.freeFailures + 1; i++) {
      await signIn(app, { username: `guess-${i}`, password: 'not-a-password' })
        .set('X-Forwarded-For', `not-an-address-${i}`)
        .expect(401)
    }
    // Four different "addresses" were one: the next sign-in from it must wait, as one from elsewhere need not.
    await signIn(app, niamh).set('X-Forwarded-For', 'garbage').expect(429)
    await signIn(app, niamh).set('X-Forwarded-For', '203.0.113.9').expect(200)
  })

  it('checks two passwords at once and queues the rest briefly: a burst of colleagues in one office, each on the browser they signed in on before, all get in', async () => {
    const { app, store } = await testApp()
    const staff = await Promise.all(['aine', 'brid', 'ciara', 'dara', 'eoin', 'fionn'].map((name) => addStaff(store, name)))
    const browsers: Awaited<ReturnType<typeof signedIn>>[] = []
    for (const member of staff) browsers.push(await signedIn(app, member))
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
    const answers = await Promise.all(
      staff.map((member, i) => browsers[i]!.post(staffApi.signIn.path).set(sameSite).send({ username: member.username, password: member.password })),
    )
    expect(most).toBe(passwordChecks.concurrent)
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200])
  })
})

describe('staff sign-in: a flood of sign-ins', { timeout: 120_000 }, () => {
  async function listening(app: App) {
    const server = createServer(app as Parameters<typeof createServer>[0]).listen(0, '127.0.0.1')
    await once(server, 'listening')
    servers.push(server)
    return server
  }

  it('turns away at once what one address sends beyond its share, while a colleague elsewhere signs in and the site answers', async () => {
    const { app, store } = await testApp({ trustProxy: 1 })
    const niamh = await addStaff(store)
    const server = await listening(app)
    const flood = Array.from({ length: 500 }, (_, i) => signIn(server, { username: 'niamh', password: `guess-${i}` }).set('X-Forwarded-For', '198.51.100.7'))
    const [colleague, home, health] = await Promise.all([
      signIn(server, niamh).set('X-Forwarded-For', '203.0.113.9'),
      request(server).get('/'),
      request(server).get('/healthz'),
    ])
    const answers = await Promise.all(flood)
    expect(colleague.status).toBe(200)
    expect(home.status).toBe(200)
    expect(health.body).toEqual({ status: 'ok' })
    expect(new Set(answers.map((res) => res.status))).toEqual(new Set([401, 429]))
    // A few were checked (its share at a time, until its failures made it wait); each of the rest was answered with how long to wait.
    expect(answers.filter((res) => res.status === 401).length).toBeLessThanOrEqual(3 * passwordChecks.perAddress)
    for (const res of answers.filter((answer) => answer.status === 429)) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('lets a colleague on the browser she signed in on before through a flood from three hundred networks', async () => {
    const { app, store } = await testApp({ trustProxy: 1 })
    const niamh = await addStaff(store)
    const browser = await signedIn(app, niamh)
    const server = await listening(app)
    const flood = Array.from({ length: 300 }, (_, i) =>
      signIn(server, { username: 'niamh', password: `guess-${i}` }).set('X-Forwarded-For', `2001:db8:${i.toString(16)}::1`),
    )
    const cookie = (await browser.get(staffApi.session.path)).request.cookies
    const colleague = await request(server).post(staffApi.signIn.path).set(sameSite).set('Cookie', cookie).send({ username: 'niamh', password: niamh.password })
    // What became of each guess does not matter here, only that she got in.
    await Promise.allSettled(flood)
    expect(colleague.status).toBe(200)
  })
})

describe('staff sign-in: where requests come from', { timeout: 60_000 }, () => {
  it('refuses (403) a sign-in or a change whose origin is not SITE_URL’s exactly: another site, another scheme, another port', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    const other = new URL(testSiteUrl)
    await signIn(app, niamh).set('Sec-Fetch-Site', 'cross-site').expect(403)
    await request(app).post(staffApi.signIn.path).send(niamh).expect(403)
    for (const origin of ['https://evil.example', `http://${other.host}`, `${other.origin}:8443`, 'null']) {
      await request(app).post(staffApi.signIn.path).set('Origin', origin).send({ username: niamh.username, password: niamh.password }).expect(403)
    }
    await request(app).post(staffApi.signIn.path).set('Origin', testSiteUrl).send({ username: niamh.username, password: niamh.password }).expect(200)
    const agent = await signedIn(app, niamh)
    const { body } = await agent
      .post('/api/consultation-requests')
      .send({ firstName: 'A', lastName: 'B', email: 'a@b.example', phone: '028 9649 6000' })
      .expect(201)
    const res = await agent.patch(`/api/consultation-requests/${body.id}`).set('Sec-Fetch-Site', 'same-site').send({ status: 'contacted' }).expect(403)
    expect(res.body.message).toMatch(/must come from the inbox/)
    await agent.patch(`/api/consultation-requests/${body.id}`).set(sameSite).set('Origin', `http://${other.host}`).send({ status: 'contacted' }).expect(403)
  })

  it('logs sign-ins, failures and sign-outs with the username, never the password or a code', async () => {
    const log = captureLog()
    const { app, store } = await testApp({ logger: log.logger })
    const niamh = await addStaff(store)
    const code = niamh.recoveryCodes[0]!
    await signIn(app, { username: 'niamh', password: 'a-wrong-password' }).expect(401)
    const agent = await signedIn(app, niamh)
    await agent.delete(staffApi.signOut.path).set(sameSite).expect(204)
    const events = log.entries().filter((entry) => entry.username)
    expect(events.map((entry) => [entry.username, entry.event])).toEqual([
      ['niamh', 'sign-in failed'],
      ['niamh', 'password right'],
      ['niamh', 'signed in with recovery code'],
      ['niamh', 'signed out'],
    ])
    expect(log.text()).not.toContain(niamh.password)
    expect(log.text()).not.toContain('a-wrong-password')
    expect(log.text()).not.toContain(code)
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
