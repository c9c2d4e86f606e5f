import { beforeAll, describe, expect, it } from 'vitest'
import { replyDueAt } from '../calendar/replyDue.ts'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import * as staffApi from '../../app/shared/staffRoutes/index.ts'
import { addStaff, sameSite, signedIn } from '../testing/staffTesting.ts'
import { prepareTestApp, testApp } from '../testing/testApp.ts'
import { testClock } from '../testing/testClock.ts'

beforeAll(prepareTestApp)

const path = '/api/consultation-requests'
const hour = 3_600_000

describe('first contact is a contact', () => {
  it('an enquiry handed over with a note stays Overdue and late in the report until a call reaches the enquirer', async () => {
    // Monday 23 November 2026, 10:00 in London: due at Tuesday's close.
    const monday = new Date('2026-11-23T10:00:00Z')
    const { clock, advance } = testClock(monday)
    const { app, store } = await testApp({ clock })
    const niamh = await addStaff(store, 'niamh')
    const ciaran = await addStaff(store, 'ciaran')
    const { enquiry } = await store.enquiries.insert(sampleEnquiry(), { alert: false, at: monday, replyDueAt: replyDueAt(monday) })
    const reception = await signedIn(app, niamh)
    await reception.post(`${path}/${enquiry.id}/assignee`).set(sameSite).send({ to: 'ciaran', from: null }).expect(200)
    await reception.post(`${path}/${enquiry.id}/notes`).set(sameSite).send({ text: 'Ciarán please ring today.' }).expect(201)
    await reception.patch(`${path}/${enquiry.id}`).set(sameSite).send({ status: 'contacted', from: 'new' }).expect(200)

    // Wednesday 09:00: nobody rang.
    advance(47 * hour)
    const partner = await signedIn(app, niamh)
    const overdue = async () => (await partner.get(`${path}?view=overdue`).expect(200)).body.items.map((item: { id: string }) => item.id)
    expect(await overdue()).toEqual([enquiry.id])
    expect((await partner.get(`${path}/${enquiry.id}`).expect(200)).body.firstContactAt).toBeNull()
    const report = async () => (await partner.get(staffApi.report.path).expect(200)).body
    expect(await report()).toMatchObject({ withinPromise: 0, byAssignee: [{ key: 'ciaran', due: 1, contactedInTime: 0 }] })

    // Ciarán rings: no answer, so the clock runs on; then he leaves a message, which is a contact.
    const owner = await signedIn(app, ciaran)
    advance(5 * 60_000)
    await owner.post(`${path}/${enquiry.id}/calls`).set(sameSite).send({ outcome: 'no-answer' }).expect(201)
    expect(await overdue()).toEqual([enquiry.id])
    advance(25 * 60_000)
    const reached = await owner.post(`${path}/${enquiry.id}/calls`).set(sameSite).send({ outcome: 'left-message' }).expect(201)
    expect(reached.body.firstContactAt).toBe('2026-11-25T09:30:00.000Z')
    expect(reached.body.timeline.at(-1)).toEqual({ kind: 'call', outcome: 'left-message', at: '2026-11-25T09:30:00.000Z', by: 'ciaran' })
    expect(await overdue()).toEqual([])
    // Late: seven hours on Monday, eight on Tuesday and half an hour on Wednesday morning.
    const { withinPromise, weeks } = await report()
    expect(withinPromise).toBe(0)
    expect(weeks[0]).toEqual({ weekOf: '2026-11-23', received: 1, held: 0, due: 1, contactedInTime: 0, medianWorkingHoursToContact: 15.5 })
  })
})
