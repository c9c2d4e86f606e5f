import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import { proofMinutes, proofRequired } from '../../app/shared/staffApi.ts'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { pathTo } from '../../app/shared/staffRoute.ts'
import { startSmtpServer, type TestSmtpServer } from '../testing/smtpServer.ts'
import { addStaff, sameSite, signedIn } from '../testing/staffTesting.ts'
import { staffAccounts } from './accounts.ts'
import { prepareTestApp, testApp, testSiteUrl } from '../testing/testApp.ts'
import { testClock } from '../testing/testClock.ts'
import request from 'supertest'

beforeAll(prepareTestApp)

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()))
})

const goodPassword = 'harbour lantern quietly 71 orchard'
const hour = 3_600_000

async function firm({ smtp = true, refuse = false } = {}) {
  let server: TestSmtpServer | undefined
  if (smtp) {
    server = await startSmtpServer(refuse ? { refuseFirst: 1, refusalCode: 550 } : {})
    cleanups.push(server.close)
  }
  const time = testClock()
  const mail = server && { smtpUrl: server.url, from: '"Clarendon Solicitors" <website@clarendon.example>', to: ['reception@clarendon.example'] }
  const { app, store } = await testApp({ mail, clock: time.clock })
  const partner = await signedIn(app, await addStaff(store, 'orla'))
  return { app, store, partner, time, messages: server?.messages ?? [] }
}

const invitation = { username: 'Ciaran', email: 'ciaran@clarendon.example', role: 'staff' }
/** The token after the `#` of the link in an invitation's text. */
const tokenIn = (text: string) => /\/staff\/invitation#([\w-]{43})/.exec(text)?.[1]

describe('inviting a colleague', () => {
  it('e-mails a one-time link that makes the account with the password they choose, which then signs in to set up a second factor', async () => {
    const { app, store, partner, messages } = await firm()
    const sent = await partner.post(staffApi.invite.path).set(sameSite).send(invitation).expect(201)
    expect(sent.body).toMatchObject({ username: 'ciaran', email: 'ciaran@clarendon.example', role: 'staff', invitedBy: 'orla' })
    expect(messages).toHaveLength(1)
    const [message] = messages
    expect(message!.to).toMatchObject({ text: 'ciaran@clarendon.example' })
    expect(message!.subject).toBe('Your account on the Clarendon Solicitors inbox')
    expect(message!.text).toContain('orla has made you an account')
    expect(message!.text).toContain(`${testSiteUrl}/staff/invitation#`)
    const token = tokenIn(message!.text!)!
    // The store keeps a hash of the link's token, never the token.
    expect(JSON.stringify(await store.invitations.list(new Date()))).not.toContain(token)

    const visitor = request.agent(app)
    expect((await visitor.post(staffApi.openInvitation.path).set(sameSite).send({ token }).expect(200)).body).toMatchObject({
      username: 'ciaran',
      role: 'staff',
    })
    const weak = await visitor.post(staffApi.acceptInvitation.path).set(sameSite).send({ token, password: 'ciaran2026!' }).expect(400)
    expect(weak.body.errors.password[0]).toBe(weak.body.message)
    // A refused password leaves the link good.
    await visitor.post(staffApi.acceptInvitation.path).set(sameSite).send({ token, password: goodPassword }).expect(201)
    const again = await visitor.post(staffApi.acceptInvitation.path).set(sameSite).send({ token, password: goodPassword }).expect(404)
    expect(again.body.message).toBe('This invitation link has expired or has already been used. Ask the partner who invited you to send a new one.')

    expect(await store.accounts.find('ciaran')).toMatchObject({ role: 'staff', email: 'ciaran@clarendon.example', passkeys: [], totpSecret: null })
    const signIn = await visitor.post(staffApi.signIn.path).set(sameSite).send({ username: 'ciaran', password: goodPassword }).expect(200)
    expect(signIn.body).toMatchObject({ username: 'ciaran', stage: 'enrol', role: 'staff' })
    const team = await partner.get(staffApi.team.path).expect(200)
    expect(team.body.invitations).toEqual([])
    expect(team.body.accounts.map(({ username, factors }: { username: string; factors: string[] }) => [username, factors])).toEqual([
      ['ciaran', []],
      ['orla', ['totp']],
    ])
  })

  it('makes one account of a link used eight times at once, and none from a link past its 72 hours', async () => {
    const { app, store, partner, messages, time } = await firm()
    await partner.post(staffApi.invite.path).set(sameSite).send(invitation).expect(201)
    await partner
      .post(staffApi.invite.path)
      .set(sameSite)
      .send({ ...invitation, username: 'aoife', email: 'aoife@clarendon.example' })
      .expect(201)
    const [ciaran, aoife] = messages.map((message) => tokenIn(message.text!)!)
    const accepts = await Promise.all(
      Array.from({ length: 8 }, () => request(app).post(staffApi.acceptInvitation.path).set(sameSite).send({ token: ciaran, password: goodPassword })),
    )
    expect(accepts.map((res) => res.status).sort()).toEqual([201, 404, 404, 404, 404, 404, 404, 404])
    expect((await store.accounts.list()).map(({ username }) => username).sort()).toEqual(['ciaran', 'orla'])

    time.advance(72 * hour)
    await request(app).post(staffApi.openInvitation.path).set(sameSite).send({ token: aoife }).expect(404)
    await request(app).post(staffApi.acceptInvitation.path).set(sameSite).send({ token: aoife, password: goodPassword }).expect(404)
    expect(await store.accounts.find('aoife')).toBeUndefined()
  })

  it('refuses an invitation it cannot e-mail, keeping none, and one for a name already taken or invited', async () => {
    const off = await firm({ smtp: false })
    const noMail = await off.partner.post(staffApi.invite.path).set(sameSite).send(invitation).expect(409)
    expect(noMail.body.message).toContain('npm run staff -- add <username>')

    const refusing = await firm({ refuse: true })
    const refused = await refusing.partner.post(staffApi.invite.path).set(sameSite).send(invitation).expect(503)
    expect(refused.body.message).toBe('The mail server did not take the invitation, so none was made. Please try again later.')
    expect(await refusing.store.invitations.list(new Date())).toEqual([])

    const { partner } = await firm()
    await partner.post(staffApi.invite.path).set(sameSite).send(invitation).expect(201)
    expect((await partner.post(staffApi.invite.path).set(sameSite).send(invitation).expect(409)).body.message).toBe(
      'ciaran has already been invited. Cancel that invitation to send a new one.',
    )
    await partner
      .delete(pathTo(staffApi.cancelInvitation, { username: 'ciaran' }))
      .set(sameSite)
      .expect(204)
    await partner.post(staffApi.invite.path).set(sameSite).send(invitation).expect(201)
    expect(
      (
        await partner
          .post(staffApi.invite.path)
          .set(sameSite)
          .send({ ...invitation, username: 'orla' })
          .expect(409)
      ).body.message,
    ).toBe('There is already an account called orla.')
    const bad = await partner.post(staffApi.invite.path).set(sameSite).send({ username: 'c\u200biaran', email: 'x', role: 'owner' }).expect(400)
    expect(bad.body.message).toBe(
      'A username is 2 to 64 letters, digits, dots, hyphens or underscores, starting with a letter or digit.; Please enter a valid email address; A role is administrator or staff.',
    )
  })
})

describe('an invitation and who sent it', () => {
  it('dies with its sender’s administrator role: removed or made staff in the inbox, or removed on the command line', async () => {
    const { app, store, partner, messages } = await firm()
    const senders = await Promise.all(['declan', 'maeve', 'aine'].map(async (name) => signedIn(app, await addStaff(store, name))))
    for (const [i, sender] of senders.entries())
      await sender
        .post(staffApi.invite.path)
        .set(sameSite)
        .send({ ...invitation, username: `invited-${i}`, role: 'administrator' })
        .expect(201)
    await partner
      .delete(pathTo(staffApi.removeAccount, { username: 'declan' }))
      .set(sameSite)
      .expect(200)
    await partner
      .put(pathTo(staffApi.setRole, { username: 'maeve' }))
      .set(sameSite)
      .send({ role: 'staff' })
      .expect(204)
    expect((await partner.get(staffApi.team.path).expect(200)).body.invitations.map(({ username }: { username: string }) => username)).toEqual(['invited-2'])
    await staffAccounts(store.accounts).remove('aine', 'the staff command')
    for (const message of messages) {
      const token = tokenIn(message.text!)
      await request(app).post(staffApi.acceptInvitation.path).set(sameSite).send({ token, password: goodPassword }).expect(404)
    }
    expect((await store.accounts.list()).map(({ username }) => username)).toEqual(['maeve', 'orla'])
  })
})

describe("managing the team's accounts", () => {
  it("is an administrator's, after a fresh proof, and never of one's own account", async () => {
    const { app, store, partner, time } = await firm()
    const receptionist = await signedIn(app, await addStaff(store, 'ciaran', 'staff'))
    await addStaff(store, 'declan', 'staff')
    expect((await receptionist.get(staffApi.team.path).expect(403)).body.message).toBe(
      'Only an administrator (a partner) can manage the inbox’s accounts. Ask one of the partners to do it.',
    )
    await receptionist.post(staffApi.invite.path).set(sameSite).send(invitation).expect(403)

    const own = [
      await partner.delete(pathTo(staffApi.removeAccount, { username: 'orla' })).set(sameSite),
      await partner.post(pathTo(staffApi.resetFactors, { username: 'orla' })).set(sameSite),
      await partner
        .put(pathTo(staffApi.setRole, { username: 'orla' }))
        .set(sameSite)
        .send({ role: 'staff' }),
    ]
    expect(own.map((res) => res.status)).toEqual([409, 409, 409])

    time.advance((proofMinutes + 1) * 60_000)
    const unproven = await partner
      .put(pathTo(staffApi.setRole, { username: 'declan' }))
      .set(sameSite)
      .send({ role: 'administrator' })
      .expect(403)
    expect(unproven.body.reason).toBe(proofRequired)
    expect((await store.accounts.find('declan'))?.role).toBe('staff')
  })

  it('changes a role, resets second factors, and removes an account, its open enquiries back in Unassigned', async () => {
    const { app, store, partner } = await firm()
    const leaver = await addStaff(store, 'maeve', 'staff')
    const leaversSession = await signedIn(app, leaver)
    await addStaff(store, 'declan', 'staff')
    const { enquiry } = await store.enquiries.insert(sampleEnquiry(), { alert: false, replyDueAt: new Date(Date.now() + 86_400_000) })
    await store.enquiries.assign(enquiry.id, { to: 'maeve', by: 'orla', at: new Date() })

    await partner
      .put(pathTo(staffApi.setRole, { username: 'declan' }))
      .set(sameSite)
      .send({ role: 'administrator' })
      .expect(204)
    expect((await store.accounts.find('declan'))?.role).toBe('administrator')
    await partner
      .post(pathTo(staffApi.resetFactors, { username: 'declan' }))
      .set(sameSite)
      .expect(204)
    expect(await store.accounts.find('declan')).toMatchObject({ totpSecret: null, passkeys: [], recoveryCodeHashes: [] })

    const removed = await partner
      .delete(pathTo(staffApi.removeAccount, { username: 'maeve' }))
      .set(sameSite)
      .expect(200)
    expect(removed.body).toEqual({ returned: 1 })
    expect(await store.accounts.find('maeve')).toBeUndefined()
    expect((await store.enquiries.get(enquiry.id))?.assignee).toBeNull()
    await leaversSession.get(staffApi.session.path).expect(401)
    await partner
      .delete(pathTo(staffApi.removeAccount, { username: 'maeve' }))
      .set(sameSite)
      .expect(404)
  })
})
