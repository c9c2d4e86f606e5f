import { beforeAll, describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { addStaff, sameSite, signedIn } from '../testing/staffTesting.ts'
import { prepareTestApp, testApp } from '../testing/testApp.ts'

beforeAll(prepareTestApp)

const enquiries = '/api/consultation-requests'

async function firm() {
  const { app, store } = await testApp()
  const partner = await signedIn(app, await addStaff(store, 'orla'))
  const receptionist = await signedIn(app, await addStaff(store, 'ciaran', 'staff'))
  const add = async () => (await store.enquiries.insert(sampleEnquiry(), { alert: false, replyDueAt: new Date(Date.now() + 86_400_000) })).enquiry
  return { store, partner, receptionist, add }
}

describe('roles', () => {
  it("refuses a member of staff what is an administrator's, with a sentence saying so, and lets a partner do it", async () => {
    const { partner, receptionist, add } = await firm()
    const { id } = await add()
    const refusals = [
      await receptionist.delete(`${enquiries}/${id}`).set(sameSite),
      await receptionist.patch(`${enquiries}/${id}`).set(sameSite).send({ status: 'instructed', from: 'new' }),
      await receptionist.get(staffApi.audit.path),
      await receptionist.get(staffApi.report.path),
      await receptionist.get(staffApi.reportCsv.path),
    ]
    expect(refusals.map((res) => [res.status, res.body.message])).toEqual([
      [403, 'Only an administrator (a partner) can delete an enquiry. Ask one of the partners to do it.'],
      [403, 'Only an administrator (a partner) can mark an enquiry Instructed or undo it. Ask one of the partners to do it.'],
      [403, 'Only an administrator (a partner) can read the audit log. Ask one of the partners to do it.'],
      [403, 'Only an administrator (a partner) can see the report. Ask one of the partners to do it.'],
      [403, 'Only an administrator (a partner) can see the report. Ask one of the partners to do it.'],
    ])
    // What is everyone's stays everyone's.
    await receptionist.patch(`${enquiries}/${id}`).set(sameSite).send({ status: 'contacted', from: 'new' }).expect(200)
    expect((await receptionist.get(staffApi.session.path).expect(200)).body.role).toBe('staff')
    expect((await partner.get(staffApi.session.path).expect(200)).body.role).toBe('administrator')
    await partner.get(staffApi.audit.path).expect(200)
    await partner.get(staffApi.report.path).expect(200)
    await partner.delete(`${enquiries}/${id}`).set(sameSite).expect(204)
  })

  it('lets an administrator undo Instructed, which a member of staff cannot, and the enquiry counts towards retention again', async () => {
    const { store, partner, receptionist, add } = await firm()
    const { id } = await add()
    await partner.patch(`${enquiries}/${id}`).set(sameSite).send({ status: 'instructed', from: 'new' }).expect(200)
    expect(await store.enquiries.removeExpired(new Date(Date.now() + 86_400_000))).toBe(0)
    expect((await receptionist.patch(`${enquiries}/${id}`).set(sameSite).send({ status: 'contacted', from: 'instructed' })).status).toBe(403)
    const undone = await partner.patch(`${enquiries}/${id}`).set(sameSite).send({ status: 'contacted', from: 'instructed' }).expect(200)
    expect(undone.body.status).toBe('contacted')
    expect(undone.body.timeline.at(-1)).toMatchObject({ kind: 'status', status: 'contacted', by: 'orla' })
    expect(await store.enquiries.removeExpired(new Date(Date.now() + 86_400_000))).toBe(1)
  })
})
