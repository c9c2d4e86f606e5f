import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { softAuthenticator } from '../testing/softAuthenticator.ts'
import { addStaff, sameSite } from '../testing/staffTesting.ts'
import { testClock } from '../testing/testClock.ts'
import { prepareTestApp, testApp } from '../testing/testApp.ts'
import { staffAccounts } from './accounts.ts'
import { codeLimits } from './codeAttempts.ts'
import { totpCode } from './totp.ts'

beforeAll(prepareTestApp)

const list = '/api/consultation-requests?page=1'
type App = Parameters<typeof request>[0]

/** A browser that has typed the right password. */
async function pastPassword(app: App, { username, password }: { username: string; password: string }) {
  const browser = request.agent(app)
  await browser.post(staffApi.signIn.path).set(sameSite).send({ username, password }).expect(200)
  return browser
}

describe('the second factor', { timeout: 60_000 }, () => {
  it('signs in with a code from the authenticator app, and takes each code once', async () => {
    const { clock, advance } = testClock(new Date('2026-11-27T09:00:10Z'))
    const { app, store } = await testApp({ clock })
    const niamh = await addStaff(store)
    const browser = await pastPassword(app, niamh)
    await browser.get(list).expect(401)
    const code = totpCode(niamh.totpSecret, clock.now())
    await browser
      .post(staffApi.signInTotp.path)
      .set(sameSite)
      .send({ code: `${code.slice(0, 3)} ${code.slice(3)}` })
      .expect(200, {
        username: 'niamh',
        stage: 'signed-in',
        factors: ['totp'],
        role: 'administrator',
      })
    await browser.get(list).expect(200)
    // The same code again, seen over a shoulder: refused, though it is still within its 30 seconds.
    const other = await pastPassword(app, niamh)
    await other.post(staffApi.signInTotp.path).set(sameSite).send({ code }).expect(401)
    // A phone whose clock is 30 seconds slow is still believed; one a minute out is not.
    advance(30_000)
    await other
      .post(staffApi.signInTotp.path)
      .set(sameSite)
      .send({ code: totpCode(niamh.totpSecret, new Date(clock.now().getTime() - 60_000)) })
      .expect(401)
    await other
      .post(staffApi.signInTotp.path)
      .set(sameSite)
      .send({ code: totpCode(niamh.totpSecret, new Date(clock.now().getTime() + 30_000)) })
      .expect(200)
  })

  it('takes a recovery code once, then refuses it', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    const code = niamh.recoveryCodes[0]!
    const first = await pastPassword(app, niamh)
    await first.post(staffApi.signInRecovery.path).set(sameSite).send({ code: code.toUpperCase() }).expect(200)
    await first.get(list).expect(200)
    const second = await pastPassword(app, niamh)
    const refused = await second.post(staffApi.signInRecovery.path).set(sameSite).send({ code }).expect(401)
    expect(refused.body.message).toBe('That code is not right. Please try again.')
    await second.get(list).expect(401)
    expect((await store.accounts.find('niamh'))?.recoveryCodeHashes).toHaveLength(9)
  })

  it('sends a sign-in back to the password after five wrong codes', async () => {
    const { clock } = testClock()
    const { app, store } = await testApp({ clock })
    const niamh = await addStaff(store)
    const browser = await pastPassword(app, niamh)
    for (let i = 1; i < codeLimits.perSession; i++) await browser.post(staffApi.signInTotp.path).set(sameSite).send({ code: '000000' }).expect(401)
    const last = await browser.post(staffApi.signInTotp.path).set(sameSite).send({ code: '000000' }).expect(401)
    expect(last.body.message).toMatch(/sign in again with your password/)
    await browser
      .post(staffApi.signInTotp.path)
      .set(sameSite)
      .send({ code: totpCode(niamh.totpSecret, clock.now()) })
      .expect(401)
    await browser.get(staffApi.session.path).expect(401)
  })

  it('enrols an account that has none at its first sign-in: the password alone opens nothing else, and the first factor brings ten recovery codes', async () => {
    const { clock } = testClock()
    const { app, store } = await testApp({ clock })
    await staffAccounts(store.accounts).add('declan', 'correct horse battery')
    const browser = await pastPassword(app, { username: 'declan', password: 'correct horse battery' })
    await browser.get(staffApi.session.path).expect(200, { username: 'declan', stage: 'enrol', factors: [], role: 'administrator' })
    await browser.get(list).expect(401)
    await browser.get(staffApi.sessions.path).expect(401)
    await browser.post(staffApi.signInRecovery.path).set(sameSite).send({ code: 'abcde-fghjk' }).expect(401)
    await browser.get(staffApi.factors.path).expect(200, { totp: false, passkeys: [], recoveryCodesLeft: 0 })

    const { body: shown } = await browser.post(staffApi.startTotp.path).set(sameSite).expect(200)
    expect(shown.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(shown.uri).toBe(
      `otpauth://totp/Clarendon%20Solicitors:declan?issuer=Clarendon%20Solicitors&secret=${shown.secret}&algorithm=SHA1&digits=6&period=30`,
    )
    expect(Buffer.from(shown.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    await browser.put(staffApi.startTotp.path).set(sameSite).send({ code: '000000' }).expect(400)
    const { body: enrolled } = await browser
      .put(staffApi.startTotp.path)
      .set(sameSite)
      .send({ code: totpCode(shown.secret, clock.now()) })
      .expect(200)
    expect(enrolled.session).toEqual({ username: 'declan', stage: 'signed-in', factors: ['totp'], role: 'administrator' })
    expect(enrolled.recoveryCodes).toHaveLength(10)
    for (const code of enrolled.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    await browser.get(list).expect(200)
    await browser.get(staffApi.factors.path).expect(200, { totp: true, passkeys: [], recoveryCodesLeft: 10 })

    // The next sign-in asks for the second factor, and one of those codes works.
    const next = await pastPassword(app, { username: 'declan', password: 'correct horse battery' })
    await next.post(staffApi.signInRecovery.path).set(sameSite).send({ code: enrolled.recoveryCodes[3] }).expect(200)
  })

  it('gives passkey options bound to SITE_URL’s host, naming the account’s passkeys, with no attestation', async () => {
    const { app, store } = await testApp({ siteUrl: 'https://inbox.clarendon.example' })
    await staffAccounts(store.accounts).add('declan', 'correct horse battery')
    const browser = await pastPassword(app, { username: 'declan', password: 'correct horse battery' })
    const { body } = await browser.post(staffApi.passkeyOptions.path).set(sameSite).set('Origin', 'https://inbox.clarendon.example').expect(200)
    expect(body).toMatchObject({ rp: { id: 'inbox.clarendon.example', name: 'Clarendon Solicitors' }, user: { name: 'declan' }, attestation: 'none' })
    expect(body.challenge).toMatch(/^[\w-]{20,}$/)
    // An answer that is not a real passkey's is refused, and enrols nothing.
    const forged = { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: 'e30', attestationObject: 'e30' }, clientExtensionResults: {} }
    await browser.post(staffApi.addPasskey.path).set(sameSite).send({ response: forged, name: 'Laptop' }).expect(400)
    expect((await store.accounts.find('declan'))?.passkeys).toEqual([])
  })

  it('sets up a passkey at the first sign-in, then signs in with it, each challenge answered once', async () => {
    const site = 'https://inbox.clarendon.example'
    const { app, store } = await testApp({ siteUrl: site })
    await staffAccounts(store.accounts).add('declan', 'correct horse battery')
    const phone = softAuthenticator(site)
    const browser = await pastPassword(app, { username: 'declan', password: 'correct horse battery' })
    const { body: creation } = await browser.post(staffApi.passkeyOptions.path).set(sameSite).expect(200)
    const { body: enrolled } = await browser
      .post(staffApi.addPasskey.path)
      .set(sameSite)
      .send({ response: phone.register(creation), name: 'Phone' })
      .expect(200)
    expect(enrolled.session).toEqual({ username: 'declan', stage: 'signed-in', factors: ['passkey'], role: 'administrator' })
    expect(enrolled.recoveryCodes).toHaveLength(10)
    expect((await browser.get(staffApi.factors.path).expect(200)).body.passkeys).toEqual([
      { id: phone.id, name: 'Phone', createdAt: expect.any(String), lastUsedAt: null },
    ])

    const next = await pastPassword(app, { username: 'declan', password: 'correct horse battery' })
    await next.get(staffApi.session.path).expect(200, { username: 'declan', stage: 'second-factor', factors: ['passkey'], role: 'administrator' })
    const { body: asked } = await next.post(staffApi.signInPasskeyOptions.path).set(sameSite).expect(200)
    expect(asked).toMatchObject({ rpId: 'inbox.clarendon.example', allowCredentials: [{ id: phone.id, type: 'public-key' }] })
    const answer = phone.authenticate(asked)
    await next
      .post(staffApi.signInPasskey.path)
      .set(sameSite)
      .send({ response: answer })
      .expect(200, { username: 'declan', stage: 'signed-in', factors: ['passkey'], role: 'administrator' })
    await next.get(list).expect(200)
    expect((await store.accounts.find('declan'))?.passkeys[0]).toMatchObject({ counter: 1, lastUsedAt: expect.any(Date) })

    // The same answer again, replayed by whoever saw it: its challenge has been used.
    const replay = await pastPassword(app, { username: 'declan', password: 'correct horse battery' })
    await replay.post(staffApi.signInPasskeyOptions.path).set(sameSite).expect(200)
    await replay.post(staffApi.signInPasskey.path).set(sameSite).send({ response: answer }).expect(401)
    await replay.get(list).expect(401)
  })

  it('resets an account’s factors from the staff command’s code: its next sign-in enrols again, and its sessions end', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    const browser = await pastPassword(app, niamh)
    await browser.post(staffApi.signInRecovery.path).set(sameSite).send({ code: niamh.recoveryCodes[0] }).expect(200)
    await staffAccounts(store.accounts).resetFactors('niamh')
    await browser.get(list).expect(401)
    const again = await pastPassword(app, niamh)
    await again.get(staffApi.session.path).expect(200, { username: 'niamh', stage: 'enrol', factors: [], role: 'administrator' })
  })
})
