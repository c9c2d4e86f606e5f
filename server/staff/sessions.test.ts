import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { backgroundHeader } from '../../app/shared/staffApi.ts'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { openSqliteStore } from '../store/sqliteStore.ts'
import { addStaff, sameSite, sessionId, signedIn } from '../testing/staffTesting.ts'
import { storeFilesText } from '../testing/storeFiles.ts'
import { testClock } from '../testing/testClock.ts'
import { freshDataDir, prepareTestApp, testApp } from '../testing/testApp.ts'
import { staffAccounts } from './accounts.ts'
import { sessionKey } from './sessions.ts'

beforeAll(prepareTestApp)

const list = '/api/consultation-requests?page=1'
const minutes = (n: number) => n * 60_000
const background = { [backgroundHeader]: '1' }

describe('staff sessions', { timeout: 60_000 }, () => {
  it('end after 30 minutes without a staff action', async () => {
    const { clock, advance } = testClock()
    const { app, store } = await testApp({ clock })
    const browser = await signedIn(app, await addStaff(store))
    advance(minutes(29))
    await browser.get(list).expect(200)
    advance(minutes(29))
    await browser.get(list).expect(200)
    advance(minutes(30) + 1000)
    await browser.get(list).expect(401)
    await browser.get(staffApi.session.path).expect(401)
  })

  it('are not kept alive by background refreshes: an open inbox left alone still times out', async () => {
    const { clock, advance } = testClock()
    const { app, store } = await testApp({ clock })
    const browser = await signedIn(app, await addStaff(store))
    for (let polled = 0; polled < 29; polled++) {
      advance(minutes(1))
      await browser.get(list).set(background).expect(200)
    }
    advance(minutes(1) + 1000)
    await browser.get(list).set(background).expect(401)
  })

  it('end 12 hours after sign-in, however busy', async () => {
    const { clock, advance } = testClock()
    const { app, store } = await testApp({ clock })
    const browser = await signedIn(app, await addStaff(store))
    for (let hour = 0; hour < 12 * 3 - 1; hour++) {
      advance(minutes(20))
      await browser.get(list).expect(200)
    }
    advance(minutes(20))
    await browser.get(list).expect(401)
  })

  it('end at sign-out, whose answer expires the cookie in the browser', async () => {
    const { app, store } = await testApp()
    const browser = await signedIn(app, await addStaff(store))
    const res = await browser.delete(staffApi.signOut.path).set(sameSite).expect(204)
    const cookie = res.headers['set-cookie']![0]!
    expect(cookie).toMatch(/^staff=;/)
    const expires = /Expires=([^;]+)/.exec(cookie)?.[1]
    expect(new Date(expires!).getTime()).toBeLessThan(Date.now())
    await browser.get(list).expect(401)
  })

  it('are listed for their owner, who can sign out everywhere else', async () => {
    const { app, store } = await testApp()
    const niamh = await addStaff(store)
    const laptop = await signedIn(app, niamh)
    const phone = request.agent(app)
    await phone
      .post(staffApi.signIn.path)
      .set(sameSite)
      .set('User-Agent', 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36')
      .send({ username: niamh.username, password: niamh.password })
      .expect(200)
    await phone.post(staffApi.signInRecovery.path).set(sameSite).send({ code: niamh.recoveryCodes.shift() }).expect(200)
    const declans = await signedIn(app, await addStaff(store, 'declan'))

    const { body: sessions } = await phone.get(staffApi.sessions.path).expect(200)
    expect(sessions).toHaveLength(2)
    expect(sessions[0]).toMatchObject({ current: true, device: 'Chrome on Android' })
    expect(sessions[1]).toMatchObject({ current: false })
    await phone.delete(staffApi.endOtherSessions.path).set(sameSite).expect(200, { ended: 1 })
    await laptop.get(list).expect(401)
    await phone.get(list).expect(200)
    await declans.get(list).expect(200)
    expect((await phone.get(staffApi.sessions.path).expect(200)).body).toHaveLength(1)
  })

  it('survive a restart of the server', async () => {
    const dataDir = freshDataDir()
    const first = await testApp({ store: await openSqliteStore(dataDir) })
    const niamh = await addStaff(first.store)
    const browser = await signedIn(first.app, niamh)
    const cookie = (await browser.get(list).expect(200)).request.cookies
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
    await niamhsBrowser.get(staffApi.session.path).expect(401)
    await staffAccounts(store.accounts).remove('declan', 'niamh')
    await declansBrowser.get(list).expect(401)
  })

  it('are kept in the store under a hash of their id, never the id the cookie carries', async () => {
    const dataDir = freshDataDir()
    const { app, store } = await testApp({ store: await openSqliteStore(dataDir) })
    const niamh = await addStaff(store)
    const res = await request(app).post(staffApi.signIn.path).set(sameSite).send({ username: niamh.username, password: niamh.password }).expect(200)
    const sid = sessionId(res.headers['set-cookie'])
    expect(sid).toMatch(/^[\w-]{32}$/)
    const file = storeFilesText(dataDir)
    expect(file).not.toContain(sid)
    expect(file).toContain(sessionKey(sid))
    // What the store holds does not open a session: a cookie naming it is unknown.
    expect(await store.sessions.get(sid, new Date())).toBeUndefined()
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
      staffApi.alerts.path,
      staffApi.audit.path,
      staffApi.sessions.path,
    ]) {
      const res = await request(app).get(address).expect(401)
      expect(JSON.stringify(res.body)).not.toContain('Aoife')
    }
    const exported = await request(app).post(`/api/consultation-requests/${body.id}/export`).set(sameSite).expect(401)
    expect(exported.text).not.toContain('Aoife')
    await request(app).delete(`/api/consultation-requests/${body.id}`).set(sameSite).expect(401)
  })
})

describe('the audit log', { timeout: 60_000 }, () => {
  it('records who opened an enquiry and when, and each change, and shows them to staff', async () => {
    const { clock } = testClock(new Date('2026-11-27T10:00:00Z'))
    const { app, store } = await testApp({ clock })
    const browser = await signedIn(app, await addStaff(store))
    const { body } = await request(app)
      .post('/api/consultation-requests')
      .send({ firstName: 'Aoife', lastName: 'B', email: 'a@b.example', phone: '028 9649 6000' })
      .expect(201)
    await browser.get(`/api/consultation-requests/${body.id}`).expect(200)
    await browser.patch(`/api/consultation-requests/${body.id}`).set(sameSite).send({ status: 'contacted' }).expect(200)
    await browser.post(`/api/consultation-requests/${body.id}/notes`).set(sameSite).send({ text: 'Rang back.' }).expect(201)
    expect(await store.audit.list(10)).toEqual(
      ['note', 'status', 'read'].map((action) => ({ at: new Date('2026-11-27T10:00:00Z'), actor: 'niamh', action, enquiryId: body.id })),
    )
    const { body: page } = await browser.get(staffApi.audit.path).expect(200)
    expect(page).toEqual({
      items: ['note', 'status', 'read'].map((action) => ({
        at: '2026-11-27T10:00:00.000Z',
        actor: 'niamh',
        action,
        enquiryId: body.id,
        enquiryName: 'Aoife B',
      })),
      page: 1,
      pageCount: 1,
    })
    await browser.get(`${staffApi.audit.path}?page=0`).expect(400)
    // Filtered by what, who and which enquiry; a deleted enquiry is named by its id alone.
    expect(
      (await browser.get(`${staffApi.audit.path}?action=note&actor=niamh`).expect(200)).body.items.map((entry: { action: string }) => entry.action),
    ).toEqual(['note'])
    expect((await browser.get(`${staffApi.audit.path}?actor=declan`).expect(200)).body.items).toEqual([])
    await browser.get(`${staffApi.audit.path}?action=peeked`).expect(400)
    await browser.delete(`/api/consultation-requests/${body.id}`).set(sameSite).expect(204)
    const { body: afterDeletion } = await browser.get(`${staffApi.audit.path}?enquiry=${body.id}`).expect(200)
    expect(afterDeletion.items).toHaveLength(4)
    expect(afterDeletion.items.every((entry: { enquiryName: string | null }) => entry.enquiryName === null)).toBe(true)
  })
})
