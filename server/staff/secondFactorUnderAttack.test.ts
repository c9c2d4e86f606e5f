import request from 'supertest'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { proofRequired, sessionEnded } from '../../app/shared/staffApi.ts'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { pathTo } from '../../app/shared/staffRoute.ts'
import { startSmtpServer, type TestSmtpServer } from '../testing/smtpServer.ts'
import { softAuthenticator } from '../testing/softAuthenticator.ts'
import { addStaff, sameSite, signedIn } from '../testing/staffTesting.ts'
import { testClock } from '../testing/testClock.ts'
import { freshDataDir, prepareTestApp, testApp, testFactorKey } from '../testing/testApp.ts'
import { storeFilesText } from '../testing/storeFiles.ts'
import { openSqliteStore } from '../store/sqliteStore.ts'
import { staffAccounts } from './accounts.ts'
import { codeLimits } from './codeAttempts.ts'
import { delayAfter, signInLimits } from './signInThrottle.ts'
import { sealClearFactorKeys } from './factorKey.ts'
import { newTotpSecret, totpCode } from './totp.ts'

beforeAll(prepareTestApp)

const list = '/api/consultation-requests?page=1'
type App = Parameters<typeof request>[0]
const smtpServers: TestSmtpServer[] = []
afterEach(async () => {
  await Promise.all(smtpServers.splice(0).map((server) => server.close()))
})

async function pastPassword(app: App, { username, password }: { username: string; password: string }, from = '127.0.0.1') {
  const browser = request.agent(app)
  await browser.post(staffApi.signIn.path).set(sameSite).set('X-Forwarded-For', from).send({ username, password }).expect(200)
  return browser
}

const wrongCodes = (count: number, right: string) => Array.from({ length: count }, (_, i) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'))

describe('the second factor, raced and guessed', { timeout: 120_000 }, () => {
  it('checks at most five codes of one sign-in however many arrive at once, and the right one after them signs nobody in', async () => {
    const { clock } = testClock(new Date('2026-11-27T09:00:10Z'))
    const { app, store } = await testApp({ clock })
    const niamh = await addStaff(store)
    const browser = await pastPassword(app, niamh)
    const right = totpCode(niamh.totpSecret, clock.now())
    const answers = await Promise.all(wrongCodes(200, right).map((code) => browser.post(staffApi.signInTotp.path).set(sameSite).send({ code })))
    const checked = answers.filter((res) => res.body.message === 'That code is not right. Please try again.')
    expect(checked.length).toBeLessThan(codeLimits.perSession)
    expect(answers.every((res) => res.status === 401 || res.status === 429)).toBe(true)
    await browser.post(staffApi.signInTotp.path).set(sameSite).send({ code: right }).expect(401)
    await browser.get(list).expect(401)
  })

  it('refuses an account’s authenticator codes for a while after ten wrong ones across sign-ins, while a recovery code still signs in', async () => {
    const { clock } = testClock(new Date('2026-11-27T09:00:10Z'))
    const { app, store } = await testApp({ clock, trustProxy: 1 })
    const niamh = await addStaff(store)
    const right = totpCode(niamh.totpSecret, clock.now())
    const guesses = wrongCodes(codeLimits.perAccount * 3, right)
    // Six sign-ins from six addresses, each sending its codes at once: the account's count is shared by all.
    const sessions = []
    for (let s = 0; s < 6; s++) sessions.push(await pastPassword(app, niamh, `198.51.100.${s + 1}`))
    const answers = (
      await Promise.all(
        sessions.map((browser, s) =>
          Promise.all(guesses.slice(s * 5, s * 5 + 5).map((code) => browser.post(staffApi.signInTotp.path).set(sameSite).send({ code }))),
        ),
      )
    ).flat()
    const checked = answers.filter((res) => res.body.message === 'That code is not right. Please try again.' || res.body.message?.includes('sign in again'))
    expect(checked.length).toBeLessThanOrEqual(codeLimits.perAccount)
    const owner = await pastPassword(app, niamh, '203.0.113.9')
    const refused = await owner.post(staffApi.signInTotp.path).set(sameSite).send({ code: right }).expect(429)
    expect(refused.body.message).toMatch(/codes from the authenticator app are refused for 15 minutes\. Use a passkey or a recovery code/)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    await owner.post(staffApi.signInRecovery.path).set(sameSite).send({ code: niamh.recoveryCodes[0] }).expect(200)
    await owner.get(list).expect(200)
  })

  it('signs in once with one passkey answer sent three times at once', async () => {
    const site = 'https://inbox.clarendon.example'
    const { app, store } = await testApp({ siteUrl: site })
    await staffAccounts(store.accounts).add('declan', 'correct horse battery')
    const phone = softAuthenticator(site)
    const enrolling = await pastPassword(app, { username: 'declan', password: 'correct horse battery' })
    const { body: creation } = await enrolling.post(staffApi.passkeyOptions.path).set(sameSite).expect(200)
    await enrolling
      .post(staffApi.addPasskey.path)
      .set(sameSite)
      .send({ response: phone.register(creation), name: 'Phone' })
      .expect(200)

    const browser = await pastPassword(app, { username: 'declan', password: 'correct horse battery' })
    const { body: asked } = await browser.post(staffApi.signInPasskeyOptions.path).set(sameSite).expect(200)
    const answer = phone.authenticate(asked)
    const answers = await Promise.all([1, 2, 3].map(() => browser.post(staffApi.signInPasskey.path).set(sameSite).send({ response: answer })))
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401, 401])
  })
})

describe('a session short of both factors', { timeout: 60_000 }, () => {
  it('is worth nothing once the account has a second factor, whoever set it up', async () => {
    const { clock } = testClock()
    const { app, store } = await testApp({ clock })
    await staffAccounts(store.accounts).add('declan', 'correct horse battery')
    const stranger = await pastPassword(app, { username: 'declan', password: 'correct horse battery' })
    const owner = await pastPassword(app, { username: 'declan', password: 'correct horse battery' })
    const { body: shown } = await owner.post(staffApi.startTotp.path).set(sameSite).expect(200)
    await owner
      .put(staffApi.startTotp.path)
      .set(sameSite)
      .send({ code: totpCode(shown.secret, clock.now()) })
      .expect(200)
    await stranger.get(staffApi.factors.path).expect(401)
    await stranger.post(staffApi.passkeyOptions.path).set(sameSite).expect(401)
    await stranger.post(staffApi.startTotp.path).set(sameSite).expect(401)
    await owner.get(list).expect(200)
  })

  it('lets one of two password-only sessions enrol when both confirm at once, and the other then opens nothing', async () => {
    const { clock } = testClock()
    const { app, store } = await testApp({ clock })
    await staffAccounts(store.accounts).add('declan', 'correct horse battery')
    const sessions = await Promise.all([0, 1].map(() => pastPassword(app, { username: 'declan', password: 'correct horse battery' })))
    const shown = await Promise.all(
      sessions.map(async (session) => (await session.post(staffApi.startTotp.path).set(sameSite).expect(200)).body.secret as string),
    )
    const confirms = await Promise.all(
      sessions.flatMap((session, i) =>
        Array.from({ length: 10 }, () =>
          session
            .put(staffApi.startTotp.path)
            .set(sameSite)
            .send({ code: totpCode(shown[i]!, clock.now()) }),
        ),
      ),
    )
    expect(confirms.filter((res) => res.status === 200)).toHaveLength(1)
    const reads = await Promise.all(sessions.map((session) => session.get(list)))
    expect(reads.map((res) => res.status).sort()).toEqual([200, 401])
    const winner = reads.findIndex((res) => res.status === 200)
    const account = await store.accounts.find('declan')
    expect(testFactorKey.open(account!.totpSecret!)).toBe(shown[winner])
    const loser = sessions[1 - winner]!
    const tries = await Promise.all([
      loser.get(staffApi.factors.path),
      loser.post(staffApi.passkeyOptions.path).set(sameSite),
      loser.post(staffApi.startTotp.path).set(sameSite),
      loser.post(staffApi.newRecoveryCodes.path).set(sameSite),
    ])
    expect(tries.map((res) => res.status)).toEqual([401, 401, 401, 401])
  })

  it('ends ten minutes after the password, however often it reads its factors', async () => {
    const { clock, advance } = testClock()
    const { app, store } = await testApp({ clock })
    await staffAccounts(store.accounts).add('declan', 'correct horse battery')
    const browser = await pastPassword(app, { username: 'declan', password: 'correct horse battery' })
    for (let minute = 0; minute < 9; minute++) {
      advance(60_000)
      await browser.get(staffApi.factors.path).expect(200)
    }
    advance(61_000)
    await browser.get(staffApi.factors.path).expect(401)
  })
})

describe('changing how an account signs in', { timeout: 60_000 }, () => {
  async function withMail() {
    const smtp = await startSmtpServer()
    smtpServers.push(smtp)
    const { clock, advance } = testClock(new Date('2026-11-27T10:00:10Z'))
    const mail = { smtpUrl: smtp.url, from: '"Clarendon website" <website@clarendon-solicitors.example>', to: ['reception@clarendon-solicitors.example'] }
    const { app, store } = await testApp({ clock, mail })
    const niamh = await addStaff(store)
    await store.accounts.setPreferences('niamh', { email: 'niamh@clarendon-solicitors.example', alertAreas: null })
    return { app, store, smtp, clock, advance, niamh }
  }

  it('ends the session at the fifth wrong proof, saying so, so the app sends its holder to sign in', async () => {
    const { app, advance, niamh } = await withMail()
    const browser = await signedIn(app, niamh)
    advance(6 * 60_000)
    const tries = []
    for (let i = 0; i < codeLimits.perSession; i++) {
      // Past the free failures the next try must wait a second (signInThrottle.ts): it waits, as a person would.
      if (i > signInLimits.freeFailures) await new Promise((resolve) => setTimeout(resolve, delayAfter(i) + 100))
      tries.push(await browser.post(staffApi.proof.path).set(sameSite).send({ password: 'not-her-password', totp: '000000' }))
    }
    expect(tries.map((res) => res.status)).toEqual(tries.map(() => 401))
    expect(tries.slice(0, -1).every((res) => res.body.reason === undefined)).toBe(true)
    expect(tries.at(-1)!.body.reason).toBe(sessionEnded)
    await browser.get(staffApi.session.path).expect(401)
  })

  it('refuses every change to how an account signs in sent at once from a stolen cookie without a fresh proof, and changes nothing', async () => {
    const { app, store, smtp, advance, niamh } = await withMail()
    const stolen = await signedIn(app, niamh)
    advance(6 * 60_000)
    const before = await store.accounts.find('niamh')
    const changes = [
      () => stolen.post(staffApi.newRecoveryCodes.path).set(sameSite),
      () => stolen.post(staffApi.startTotp.path).set(sameSite),
      () => stolen.delete(staffApi.removeTotp.path).set(sameSite),
      () => stolen.post(staffApi.passkeyOptions.path).set(sameSite),
      () => stolen.post(staffApi.addPasskey.path).set(sameSite).send({ response: {}, name: 'Mine now' }),
    ]
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => changes[i % changes.length]!()))
    expect(answers.map((res) => [res.status, res.body.reason])).toEqual(answers.map(() => [403, proofRequired]))
    expect(await store.accounts.find('niamh')).toEqual(before)
    expect(smtp.messages).toEqual([])
  })

  it('asks a session signed in a while ago for the password and a second factor again, then e-mails the owner what changed', async () => {
    const { app, smtp, clock, advance, niamh } = await withMail()
    const browser = await signedIn(app, niamh)
    advance(6 * 60_000)
    const asked = await browser.post(staffApi.newRecoveryCodes.path).set(sameSite).expect(403)
    expect(asked.body).toMatchObject({ reason: proofRequired })
    await browser.post(staffApi.startTotp.path).set(sameSite).expect(403)
    await browser.delete(staffApi.startTotp.path).set(sameSite).expect(403)
    // A wrong password proves nothing.
    await browser
      .post(staffApi.proof.path)
      .set(sameSite)
      .send({ password: 'not-her-password', totp: totpCode(niamh.totpSecret, clock.now()) })
      .expect(401)
    await browser
      .post(staffApi.proof.path)
      .set(sameSite)
      .send({ password: niamh.password, totp: totpCode(niamh.totpSecret, clock.now()) })
      .expect(200)
    const { body } = await browser.post(staffApi.newRecoveryCodes.path).set(sameSite).expect(200)
    expect(body.codes).toHaveLength(10)
    await expect.poll(() => smtp.messages.length).toBe(1)
    const [notice] = smtp.messages
    expect(notice!.to).toMatchObject({ text: 'niamh@clarendon-solicitors.example' })
    expect(notice!.subject).toBe('A change to how you sign in to the Clarendon Solicitors inbox')
    expect(notice!.text).toContain('New recovery codes were made for your account')
    expect(notice!.text).toContain('If you did not, someone may be signed in as you.')
    // The proof is good for minutes, not for the rest of the session.
    advance(6 * 60_000)
    await browser.post(staffApi.newRecoveryCodes.path).set(sameSite).expect(403)
  })

  it('keeps the authenticator key sealed in the store’s files', async () => {
    const { clock } = testClock()
    const dataDir = freshDataDir()
    const { app, store } = await testApp({ clock, store: await openSqliteStore(dataDir) })
    await staffAccounts(store.accounts).add('declan', 'correct horse battery')
    const browser = await pastPassword(app, { username: 'declan', password: 'correct horse battery' })
    const { body: shown } = await browser.post(staffApi.startTotp.path).set(sameSite).expect(200)
    await browser
      .put(staffApi.startTotp.path)
      .set(sameSite)
      .send({ code: totpCode(shown.secret, clock.now()) })
      .expect(200)
    await store.close()
    expect(storeFilesText(dataDir)).not.toContain(shown.secret)
  })

  it('seals at boot an authenticator key a store holds in clear, and the codes from it still sign in', async () => {
    const dataDir = freshDataDir()
    const store = await openSqliteStore(dataDir)
    await staffAccounts(store.accounts).add('declan', 'correct horse battery')
    const clear = newTotpSecret()
    await store.accounts.setTotp('declan', clear)
    expect(await sealClearFactorKeys(store.accounts, testFactorKey)).toBe(1)
    expect(await sealClearFactorKeys(store.accounts, testFactorKey)).toBe(0)
    const { app } = await testApp({ store })
    const browser = await pastPassword(app, { username: 'declan', password: 'correct horse battery' })
    await browser
      .post(staffApi.signInTotp.path)
      .set(sameSite)
      .send({ code: totpCode(clear, new Date()) })
      .expect(200)
    await store.close()
    expect(storeFilesText(dataDir)).not.toContain(clear)
  })

  it('lists the account’s passkeys and removes one, but never the last way to sign in', async () => {
    const site = 'https://inbox.clarendon.example'
    const { app, store } = await testApp({ siteUrl: site })
    await staffAccounts(store.accounts).add('declan', 'correct horse battery')
    const phone = softAuthenticator(site)
    const browser = await pastPassword(app, { username: 'declan', password: 'correct horse battery' })
    const { body: creation } = await browser.post(staffApi.passkeyOptions.path).set(sameSite).expect(200)
    await browser
      .post(staffApi.addPasskey.path)
      .set(sameSite)
      .send({ response: phone.register(creation), name: 'Phone' })
      .expect(200)
    const { body: factors } = await browser.get(staffApi.factors.path).expect(200)
    expect(factors.passkeys).toEqual([{ id: phone.id, name: 'Phone', createdAt: expect.any(String), lastUsedAt: null }])
    const last = await browser
      .delete(pathTo(staffApi.removePasskey, { id: phone.id }))
      .set(sameSite)
      .expect(409)
    expect(last.body.message).toMatch(/only way you have to sign in/)
    const laptop = softAuthenticator(site)
    const { body: again } = await browser.post(staffApi.passkeyOptions.path).set(sameSite).expect(200)
    await browser
      .post(staffApi.addPasskey.path)
      .set(sameSite)
      .send({ response: laptop.register(again), name: 'Laptop' })
      .expect(200)
    await browser
      .delete(pathTo(staffApi.removePasskey, { id: phone.id }))
      .set(sameSite)
      .expect(204)
    expect((await store.accounts.find('declan'))?.passkeys.map((key) => key.name)).toEqual(['Laptop'])
  })
})
