import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { HoldReason } from '../../app/shared/enquiry/enquiryRecord.ts'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import type { InsertOptions, MailJob, NewEnquiry, Store } from './store.ts'

const hoursAgo = (hours: number, from = new Date()) => new Date(from.getTime() - hours * 3_600_000)
const hoursAfter = (hours: number, from = new Date()) => new Date(from.getTime() + hours * 3_600_000)
const change = (status: 'contacted' | 'instructed' | 'closed', by = 'niamh', at = new Date()) => ({ status, at, by })
/** A sample enquiry as the API hands it to the store: every field, the optional ones empty. */
const anEnquiry = (overrides: Partial<NewEnquiry> = {}): NewEnquiry => ({ ...sampleEnquiry(), heardFrom: '', sentFrom: '', ...overrides })
/** How the server stores an enquiry unless a test says otherwise: no e-mail, its reply due a day later. */
const stored = (overrides: Partial<InsertOptions> = {}): InsertOptions => ({ alert: false, replyDueAt: hoursAfter(24, overrides.at), ...overrides })
const trapped: HoldReason[] = ['trap-filled']
/** A time far enough ahead that every queued e-mail is due, for claims that are not about timing. */
const later = () => hoursAfter(24 * 30)

/** What every Store must do, whatever keeps the data. */
export function describeStoreContract(name: string, open: () => Promise<{ store: Store; reopen: () => Promise<Store> }>) {
  describe(`${name} store`, () => {
    let store: Store
    let reopen: () => Promise<Store>

    beforeEach(async () => {
      ;({ store, reopen } = await open())
    })
    afterEach(async () => {
      await store.close()
    })

    describe('enquiries', () => {
      it('stores an enquiry with the time it arrived, as New, and gives it back as the domain record', async () => {
        const before = Date.now()
        const sent = anEnquiry({ firstName: 'Séamus', heardFrom: 'recommendation', sentFrom: '/services/family-law' })
        const replyDueAt = hoursAfter(30)
        const { enquiry, created } = await store.enquiries.insert(sent, stored({ replyDueAt }))
        expect(created).toBe(true)
        expect(enquiry.createdAt).toBeInstanceOf(Date)
        expect(enquiry.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
        const record = {
          ...sent,
          createdAt: enquiry.createdAt,
          status: 'new',
          held: false,
          assignee: null,
          replyDueAt,
          firstContactAt: null,
          timeline: [{ kind: 'status', status: 'new', at: enquiry.createdAt, by: 'website' }],
        }
        expect(enquiry).toEqual(record)
        expect(await store.enquiries.get(enquiry.id)).toEqual(record)
        expect(await store.enquiries.list()).toEqual([record])
      })

      it('when the same enquiry arrives twice, stores it once and returns the first', async () => {
        const first = await store.enquiries.insert(anEnquiry({ details: 'first attempt' }), stored({ alert: true }))
        const again = await store.enquiries.insert({ ...anEnquiry({ details: 'replayed' }), id: first.enquiry.id }, stored({ alert: true }))
        expect(again).toEqual({ enquiry: first.enquiry, created: false })
        expect(await store.enquiries.list()).toHaveLength(1)
        expect((await store.mail.status()).waiting).toBe(1)
      })

      it('when copies of one enquiry arrive at once, stores exactly one, with one alert and one acknowledgement', async () => {
        const enquiry = anEnquiry()
        const copy = () => store.enquiries.insert(enquiry, stored({ alert: true, acknowledge: { addressKey: `key-${enquiry.id}` } }))
        const results = await Promise.all(Array.from({ length: 8 }, copy))
        expect(results.filter((r) => r.created)).toHaveLength(1)
        expect(new Set(results.map((r) => r.enquiry.createdAt.getTime())).size).toBe(1)
        expect(await store.enquiries.list()).toHaveLength(1)
        expect((await claimAll()).map((job) => job.kind).sort()).toEqual(['acknowledgement', 'alert'])
      })

      it('lists and searches newest first, a page at a time, with the total', async () => {
        for (const [hours, firstName] of [
          [3, 'Oldest'],
          [2, 'Middle'],
          [1, 'Newest'],
        ] as const) {
          await store.enquiries.insert(anEnquiry({ firstName }), stored({ at: hoursAgo(hours) }))
        }
        expect((await store.enquiries.list()).map((e) => e.firstName)).toEqual(['Newest', 'Middle', 'Oldest'])
        const page2 = await store.enquiries.search({}, { skip: 2, limit: 2 })
        expect(page2.items.map((e) => e.firstName)).toEqual(['Oldest'])
        expect(page2.total).toBe(3)
      })

      it('lists each change at once: a new enquiry, a status changed, an enquiry deleted', async () => {
        const statuses = async () => (await store.enquiries.search({}, { skip: 0, limit: 10 })).items.map((e) => `${e.firstName} ${e.status}`)
        const { enquiry: first } = await store.enquiries.insert(anEnquiry({ firstName: 'First' }), stored({ at: hoursAgo(2) }))
        expect(await statuses()).toEqual(['First new'])
        const { enquiry: second } = await store.enquiries.insert(anEnquiry({ firstName: 'Second' }), stored({ at: hoursAgo(1) }))
        await store.enquiries.insert(anEnquiry({ firstName: 'Earlier' }), stored({ at: hoursAgo(3) }))
        expect(await statuses()).toEqual(['Second new', 'First new', 'Earlier new'])
        await store.enquiries.changeStatus(first.id, 'new', change('contacted'))
        expect(await statuses()).toEqual(['Second new', 'First contacted', 'Earlier new'])
        expect((await store.enquiries.search({ status: 'contacted' }, { skip: 0, limit: 10 })).total).toBe(1)
        await store.enquiries.remove(second.id)
        expect(await statuses()).toEqual(['First contacted', 'Earlier new'])
        expect((await store.enquiries.list()).map((e) => e.firstName)).toEqual(['First', 'Earlier'])
        expect(await store.enquiries.removeExpired(hoursAgo(2.5))).toBe(1)
        expect(await statuses()).toEqual(['First contacted'])
      })

      it('filters by status and service, and finds by name, e-mail or phone however it is spaced', async () => {
        const { enquiry: aoife } = await store.enquiries.insert(
          anEnquiry({ firstName: 'Aoife', lastName: 'Brennan', serviceType: 'licensing', phone: '07700 900123' }),
          stored(),
        )
        await store.enquiries.insert(anEnquiry({ firstName: 'Ciarán', lastName: "O'Neill", email: 'ciaran@example.org', phone: '+44 28 7126 0000' }), stored())
        await store.enquiries.changeStatus(aoife.id, 'new', change('contacted'))
        const names = async (search: Parameters<Store['enquiries']['search']>[0]) =>
          (await store.enquiries.search(search, { skip: 0, limit: 10 })).items.map((e) => e.firstName)
        expect(await names({ status: 'contacted' })).toEqual(['Aoife'])
        expect(await names({ status: 'new' })).toEqual(['Ciarán'])
        expect(await names({ service: 'licensing' })).toEqual(['Aoife'])
        expect(await names({ service: 'none' })).toEqual(['Ciarán'])
        expect(await names({ q: 'aoife brennan' })).toEqual(['Aoife'])
        expect(await names({ q: "o'neill" })).toEqual(['Ciarán'])
        expect(await names({ q: 'EXAMPLE.ORG' })).toEqual(['Ciarán'])
        expect(await names({ q: '07700900123' })).toEqual(['Aoife'])
        expect(await names({ q: '7126 0000' })).toEqual(['Ciarán'])
        expect(await names({ q: '028 7126 0000' })).toEqual(['Ciarán'])
        expect(await names({ q: '+447700900123' })).toEqual(['Aoife'])
        expect(await names({ q: '.*' })).toEqual([])
        expect(await names({ q: 'aoife', status: 'new' })).toEqual([])
      })

      it('records each status change on the timeline with who and when, never as a contact, unless a colleague changed it first', async () => {
        const { enquiry } = await store.enquiries.insert(anEnquiry(), stored())
        const at = new Date(enquiry.createdAt.getTime() + 90_000)
        const contacted = await store.enquiries.changeStatus(enquiry.id, 'new', change('contacted', 'niamh', at))
        expect(contacted).toEqual({
          ...enquiry,
          status: 'contacted',
          firstContactAt: null,
          timeline: [
            { kind: 'status', status: 'new', at: enquiry.createdAt, by: 'website' },
            { kind: 'status', status: 'contacted', at, by: 'niamh' },
          ],
        })
        expect(await store.enquiries.changeStatus(enquiry.id, 'new', change('closed', 'declan'))).toBeUndefined()
        expect((await store.enquiries.get(enquiry.id))?.status).toBe('contacted')
        const closed = await store.enquiries.changeStatus(enquiry.id, 'contacted', change('closed', 'declan', hoursAfter(2, at)))
        expect(closed?.firstContactAt).toBeNull()
        expect(closed?.timeline).toHaveLength(3)
        expect(await store.enquiries.changeStatus(crypto.randomUUID(), 'new', change('closed'))).toBeUndefined()
      })

      it('deletes one enquiry, and says whether there was one', async () => {
        const { enquiry } = await store.enquiries.insert(anEnquiry(), stored())
        expect(await store.enquiries.remove(enquiry.id)).toBe(true)
        expect(await store.enquiries.get(enquiry.id)).toBeUndefined()
        expect(await store.enquiries.remove(enquiry.id)).toBe(false)
      })

      it('removes expired enquiries, but never one that became a client', async () => {
        const now = new Date()
        const old = await store.enquiries.insert(anEnquiry({ firstName: 'Old' }), stored({ at: hoursAgo(48, now) }))
        const client = await store.enquiries.insert(anEnquiry({ firstName: 'Client' }), stored({ at: hoursAgo(48, now) }))
        const closed = await store.enquiries.insert(anEnquiry({ firstName: 'Closed' }), stored({ at: hoursAgo(47, now) }))
        await store.enquiries.insert(anEnquiry({ firstName: 'Recent' }), stored({ at: hoursAgo(1, now) }))
        await store.enquiries.changeStatus(client.enquiry.id, 'new', change('instructed'))
        await store.enquiries.changeStatus(closed.enquiry.id, 'new', change('closed'))
        expect(await store.enquiries.removeExpired(hoursAgo(24, now))).toBe(2)
        expect((await store.enquiries.list()).map((e) => e.firstName).sort()).toEqual(['Client', 'Recent'])
        expect(await store.enquiries.get(old.enquiry.id)).toBeUndefined()
      })

      it('keeps enquiries, their statuses and waiting alerts when it is closed and opened again', async () => {
        const { enquiry } = await store.enquiries.insert(anEnquiry(), stored({ alert: true }))
        await store.enquiries.changeStatus(enquiry.id, 'new', change('contacted'))
        const before = await store.enquiries.get(enquiry.id)
        await store.close()
        store = await reopen()
        expect(await store.enquiries.get(enquiry.id)).toEqual(before)
        expect((await store.mail.status()).waiting).toBe(1)
      })
    })

    describe('the working day: holds, owners, notes and related enquiries', () => {
      it('when an enquiry is held as suspected spam, it is kept with its reason, no clock and no e-mail, and listed only under Held', async () => {
        const { enquiry } = await store.enquiries.insert(
          anEnquiry({ firstName: 'Suspect' }),
          stored({ alert: true, acknowledge: { addressKey: 'key-suspect' }, hold: ['trap-filled', 'too-fast'] }),
        )
        await store.enquiries.insert(anEnquiry({ firstName: 'Real' }), stored())
        expect(enquiry).toMatchObject({ held: true, replyDueAt: null, status: 'new' })
        expect(enquiry.timeline).toEqual([
          { kind: 'status', status: 'new', at: enquiry.createdAt, by: 'website' },
          { kind: 'held', reasons: ['trap-filled', 'too-fast'], at: enquiry.createdAt, by: 'website' },
        ])
        expect((await store.mail.status()).waiting).toBe(0)
        const names = async (search: Parameters<Store['enquiries']['search']>[0]) =>
          (await store.enquiries.search(search, { skip: 0, limit: 10 })).items.map((e) => e.firstName)
        expect(await names({})).toEqual(['Real'])
        expect(await names({ held: false })).toEqual(['Real'])
        expect(await names({ held: true })).toEqual(['Suspect'])
        expect((await store.enquiries.search({ held: true }, { skip: 0, limit: 10 })).total).toBe(1)
        expect(await names({ held: true, overdueAt: later() })).toEqual([])
        // The held one did not use up its address's acknowledgement for the day.
        await store.enquiries.insert(anEnquiry({ firstName: 'Later' }), stored({ acknowledge: { addressKey: 'key-suspect' } }))
        expect((await claimAll()).map((job) => job.kind)).toEqual(['acknowledgement'])
      })

      it('when a held enquiry is released, its alert and acknowledgement are queued and its clock starts', async () => {
        const { enquiry } = await store.enquiries.insert(anEnquiry({ email: 'Held@Example.com' }), stored({ alert: true, hold: trapped, at: hoursAgo(5) }))
        const at = new Date()
        const replyDueAt = hoursAfter(24, at)
        const released = await store.enquiries.release(enquiry.id, { at, by: 'niamh', replyDueAt, alert: true, acknowledge: { addressKey: 'key-held' } })
        expect(released).toMatchObject({ held: false, replyDueAt, firstContactAt: null })
        expect(released?.timeline.at(-1)).toEqual({ kind: 'released', at, by: 'niamh' })
        expect(await store.enquiries.release(enquiry.id, { at, by: 'niamh', replyDueAt, alert: true })).toBeUndefined()
        expect(await store.enquiries.release(crypto.randomUUID(), { at, by: 'niamh', replyDueAt, alert: true })).toBeUndefined()
        const kinds = await claimAll()
        expect(kinds.map((job) => [job.kind, job.recipient]).sort()).toEqual([
          ['acknowledgement', 'Held@Example.com'],
          ['alert', undefined],
        ])
        expect((await store.enquiries.search({}, { skip: 0, limit: 10 })).items.map((e) => e.id)).toEqual([enquiry.id])
        const [row] = await store.enquiries.reportRows(hoursAgo(6))
        expect(row).toMatchObject({ wasHeld: true, held: false, clockFrom: at, replyDueAt })
      })

      it('erases held enquiries that arrived before the cutoff, and only those', async () => {
        const old = await store.enquiries.insert(anEnquiry({ firstName: 'OldHeld' }), stored({ hold: trapped, at: hoursAgo(24 * 31) }))
        await store.enquiries.insert(anEnquiry({ firstName: 'NewHeld' }), stored({ hold: trapped, at: hoursAgo(24) }))
        await store.enquiries.insert(anEnquiry({ firstName: 'OldReal' }), stored({ at: hoursAgo(24 * 31) }))
        const released = await store.enquiries.insert(anEnquiry({ firstName: 'Released' }), stored({ hold: trapped, at: hoursAgo(24 * 31) }))
        await store.enquiries.release(released.enquiry.id, { at: new Date(), by: 'niamh', replyDueAt: hoursAfter(24), alert: false })
        expect(await store.enquiries.removeHeld(hoursAgo(24 * 30))).toBe(1)
        expect(await store.enquiries.get(old.enquiry.id)).toBeUndefined()
        expect((await store.enquiries.list()).map((e) => e.firstName).sort()).toEqual(['NewHeld', 'OldReal', 'Released'])
      })

      it('"Take it": assigns an enquiry to whoever took it first, lets anyone reassign it, and records each on the timeline', async () => {
        const { enquiry } = await store.enquiries.insert(anEnquiry(), stored())
        const at = new Date()
        const taken = await store.enquiries.assign(enquiry.id, { to: 'niamh', from: null, at, by: 'niamh' })
        expect(taken?.assignee).toBe('niamh')
        // Declan's screen still showed it unassigned: his "Take it" finds Niamh was quicker.
        expect(await store.enquiries.assign(enquiry.id, { to: 'declan', from: null, at, by: 'declan' })).toBeUndefined()
        const given = await store.enquiries.assign(enquiry.id, { to: 'declan', from: 'niamh', at: hoursAfter(1, at), by: 'niamh' })
        const unassigned = await store.enquiries.assign(enquiry.id, { to: null, at: hoursAfter(2, at), by: 'orla' })
        expect(given?.assignee).toBe('declan')
        expect(unassigned?.assignee).toBeNull()
        expect(unassigned?.timeline.slice(1)).toEqual([
          { kind: 'assigned', to: 'niamh', at, by: 'niamh' },
          { kind: 'assigned', to: 'declan', at: hoursAfter(1, at), by: 'niamh' },
          { kind: 'assigned', to: null, at: hoursAfter(2, at), by: 'orla' },
        ])
        // Taking an enquiry is not contacting its sender.
        expect(unassigned?.firstContactAt).toBeNull()
        expect(await store.enquiries.assign(crypto.randomUUID(), { to: 'niamh', at, by: 'niamh' })).toBeUndefined()
      })

      it('removing an account returns its open enquiries to Unassigned, each with a timeline entry, and leaves the rest', async () => {
        const at = new Date()
        await store.accounts.add({
          username: 'maeve',
          role: 'administrator',
          email: null,
          alertAreas: null,
          passwordHash: '$argon2id$stand-in',
          passwordChangedAt: at,
          createdAt: at,
        })
        const given = async (firstName: string, to: string, status?: 'contacted' | 'instructed') => {
          const { enquiry } = await store.enquiries.insert(anEnquiry({ firstName }), stored())
          await store.enquiries.assign(enquiry.id, { to, at, by: 'niamh' })
          if (status) await store.enquiries.changeStatus(enquiry.id, 'new', { status, at, by: 'maeve' })
          return enquiry.id
        }
        const open = [await given('Fresh', 'maeve'), await given('Rung', 'maeve', 'contacted')]
        const instructed = await given('Client', 'maeve', 'instructed')
        const niamhs = await given('Other', 'niamh')
        const removedAt = hoursAfter(1, at)
        expect(await store.accounts.remove('maeve', { at: removedAt, by: 'orla' })).toBe(2)
        for (const id of open) {
          const enquiry = await store.enquiries.get(id)
          expect(enquiry?.assignee).toBeNull()
          expect(enquiry?.timeline.at(-1)).toEqual({ kind: 'returned', from: 'maeve', at: removedAt, by: 'orla' })
        }
        expect((await store.enquiries.search({ assignee: null }, { skip: 0, limit: 10 })).items.map((e) => e.firstName).sort()).toEqual(['Fresh', 'Rung'])
        expect((await store.enquiries.get(instructed))?.assignee).toBe('maeve')
        expect((await store.enquiries.get(niamhs))?.assignee).toBe('niamh')
        expect(await store.accounts.find('maeve')).toBeUndefined()
      })

      it('appends internal notes with author and time; a note is never a contact', async () => {
        const { enquiry } = await store.enquiries.insert(anEnquiry(), stored())
        const at = hoursAfter(1, enquiry.createdAt)
        await store.enquiries.addNote(enquiry.id, { text: 'Ciarán please ring today.', at, by: 'niamh' })
        const second = await store.enquiries.addNote(enquiry.id, { text: 'Rang again: call back Monday.', at: hoursAfter(3, at), by: 'declan' })
        expect(second?.firstContactAt).toBeNull()
        expect(second?.timeline.slice(1)).toEqual([
          { kind: 'note', text: 'Ciarán please ring today.', at, by: 'niamh' },
          { kind: 'note', text: 'Rang again: call back Monday.', at: hoursAfter(3, at), by: 'declan' },
        ])
        expect(await store.enquiries.get(enquiry.id)).toEqual(second)
        expect(await store.enquiries.addNote(crypto.randomUUID(), { text: 'lost', at, by: 'niamh' })).toBeUndefined()
      })

      it('logs calls with who, when and how they went; the first that reached the enquirer is the first contact', async () => {
        const { enquiry } = await store.enquiries.insert(anEnquiry(), stored())
        const at = hoursAfter(1, enquiry.createdAt)
        const unanswered = await store.enquiries.logCall(enquiry.id, { outcome: 'no-answer', at, by: 'ciaran' })
        expect(unanswered?.firstContactAt).toBeNull()
        await store.enquiries.logCall(enquiry.id, { outcome: 'left-message', at: hoursAfter(2, at), by: 'ciaran' })
        const spoke = await store.enquiries.logCall(enquiry.id, { outcome: 'spoke', at: hoursAfter(4, at), by: 'niamh' })
        expect(spoke?.firstContactAt).toEqual(hoursAfter(2, at))
        expect(spoke?.timeline.slice(1)).toEqual([
          { kind: 'call', outcome: 'no-answer', at, by: 'ciaran' },
          { kind: 'call', outcome: 'left-message', at: hoursAfter(2, at), by: 'ciaran' },
          { kind: 'call', outcome: 'spoke', at: hoursAfter(4, at), by: 'niamh' },
        ])
        expect(await store.enquiries.get(enquiry.id)).toEqual(spoke)
        expect(await store.enquiries.logCall(crypto.randomUUID(), { outcome: 'spoke', at, by: 'niamh' })).toBeUndefined()
      })

      it('queues a reply with its timeline entry; it is the first contact once sent, and not before', async () => {
        const { enquiry } = await store.enquiries.insert(anEnquiry({ email: 'aoife@example.com' }), stored())
        const at = hoursAfter(1, enquiry.createdAt)
        const replyId = crypto.randomUUID()
        const reply = { subject: 'Your enquiry', text: 'Dear Aoife,\nWe can help.' }
        const queued = await store.enquiries.queueReply(enquiry.id, { replyId, ...reply, at, by: 'niamh' })
        expect(queued?.firstContactAt).toBeNull()
        expect(queued?.timeline.at(-1)).toEqual({ kind: 'reply', replyId, ...reply, at, by: 'niamh' })
        const job = await store.mail.claim('test', later(), hoursAfter(1, later()))
        expect(job).toMatchObject({ id: replyId, kind: 'reply', enquiryId: enquiry.id, recipient: 'aoife@example.com', reply })
        expect((await store.enquiries.get(enquiry.id))?.firstContactAt).toBeNull()
        const sentAt = hoursAfter(2, at)
        await store.mail.markSent(replyId, 'test', sentAt)
        const sent = await store.enquiries.get(enquiry.id)
        expect(sent?.firstContactAt).toEqual(sentAt)
        expect(sent?.timeline.at(-1)).toEqual({ kind: 'reply-sent', replyId, at: sentAt, by: 'niamh' })
        expect((await store.enquiries.search({ overdueAt: later() }, { skip: 0, limit: 10 })).total).toBe(0)
        expect(await store.enquiries.queueReply(crypto.randomUUID(), { replyId: crypto.randomUUID(), ...reply, at, by: 'niamh' })).toBeUndefined()
      })

      it('filters the inbox by assignee, unassigned and overdue, newest first with the total', async () => {
        const now = new Date()
        const mine = await store.enquiries.insert(anEnquiry({ firstName: 'Mine' }), stored({ at: hoursAgo(30, now), replyDueAt: hoursAgo(6, now) }))
        const late = await store.enquiries.insert(anEnquiry({ firstName: 'Late' }), stored({ at: hoursAgo(29, now), replyDueAt: hoursAgo(5, now) }))
        const done = await store.enquiries.insert(anEnquiry({ firstName: 'Done' }), stored({ at: hoursAgo(28, now), replyDueAt: hoursAgo(4, now) }))
        await store.enquiries.insert(anEnquiry({ firstName: 'Fresh' }), stored({ at: hoursAgo(1, now), replyDueAt: hoursAfter(23, now) }))
        await store.enquiries.insert(anEnquiry({ firstName: 'Held' }), stored({ hold: trapped, at: hoursAgo(40, now) }))
        await store.enquiries.assign(mine.enquiry.id, { to: 'niamh', from: null, at: now, by: 'niamh' })
        await store.enquiries.assign(late.enquiry.id, { to: 'declan', from: null, at: now, by: 'declan' })
        await store.enquiries.addNote(mine.enquiry.id, { text: 'Ciarán please ring today.', at: hoursAgo(4, now), by: 'orla' })
        await store.enquiries.logCall(done.enquiry.id, { outcome: 'spoke', at: hoursAgo(3, now), by: 'orla' })
        const found = async (search: Parameters<Store['enquiries']['search']>[0], page = { skip: 0, limit: 10 }) => {
          const { items, total } = await store.enquiries.search(search, page)
          return [items.map((e) => e.firstName), total]
        }
        expect(await found({ assignee: 'niamh' })).toEqual([['Mine'], 1])
        expect(await found({ assignee: null })).toEqual([['Fresh', 'Done'], 2])
        expect(await found({ overdueAt: now })).toEqual([['Late', 'Mine'], 2])
        expect(await found({ overdueAt: now }, { skip: 1, limit: 1 })).toEqual([['Mine'], 2])
        expect(await found({ overdueAt: now, assignee: 'declan' })).toEqual([['Late'], 1])
        expect(await found({ overdueAt: hoursAgo(5.5, now) })).toEqual([['Mine'], 1])
      })

      it('finds the same sender’s other enquiries by e-mail (any case) or phone (however written), newest first, at most 20', async () => {
        const { enquiry } = await store.enquiries.insert(anEnquiry({ email: 'aoife@example.com', phone: '+442896496123' }), stored())
        const byEmail = await store.enquiries.insert(
          anEnquiry({ email: 'AOIFE@Example.com', phone: '+353871234567', serviceType: 'wills-probate' }),
          stored({ at: hoursAgo(48) }),
        )
        const byBoth = await store.enquiries.insert(anEnquiry({ email: 'aoife@example.com', phone: '+442896496123' }), stored({ at: hoursAgo(24) }))
        // From before numbers were stored in E.164: the same number, as it was typed.
        const byPhone = await store.enquiries.insert(anEnquiry({ email: 'other@example.com', phone: '028 9649 6123' }), stored({ at: hoursAgo(72) }))
        await store.enquiries.insert(anEnquiry({ email: 'stranger@example.com', phone: '+442871260000' }), stored({ at: hoursAgo(12) }))
        const related = await store.enquiries.related(enquiry)
        expect(related.map((r) => [r.id, r.matchedBy])).toEqual([
          [byBoth.enquiry.id, ['email', 'phone']],
          [byEmail.enquiry.id, ['email']],
          [byPhone.enquiry.id, ['phone']],
        ])
        expect(related[1]).toEqual({
          id: byEmail.enquiry.id,
          createdAt: byEmail.enquiry.createdAt,
          status: 'new',
          serviceType: 'wills-probate',
          matchedBy: ['email'],
        })
        for (let i = 0; i < 20; i++)
          await store.enquiries.insert(anEnquiry({ email: 'aoife@example.com', phone: `+4477009001${i}` }), stored({ at: hoursAgo(100 + i) }))
        const capped = await store.enquiries.related(enquiry)
        expect(capped).toHaveLength(20)
        expect(capped.slice(0, 3).map((r) => r.id)).toEqual([byBoth.enquiry.id, byEmail.enquiry.id, byPhone.enquiry.id])
      })

      it('gives the conflict check every enquiry’s parties but the held ones’, and finds an enquiry by its other party', async () => {
        const at = hoursAgo(3)
        const { enquiry } = await store.enquiries.insert(
          anEnquiry({ firstName: 'Síle', lastName: "O'Neill", email: 'Sile@Example.com', otherParty: 'Declan O Neill', serviceType: 'family-law' }),
          stored({ at }),
        )
        const older = await store.enquiries.insert(anEnquiry({ firstName: 'Rory', lastName: 'Quinn' }), stored({ at: hoursAgo(4) }))
        await store.enquiries.insert(anEnquiry({ otherParty: 'Declan O Neill' }), stored({ hold: trapped }))
        expect((await store.enquiries.parties()).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())).toEqual([
          expect.objectContaining({ id: older.enquiry.id, firstName: 'Rory', lastName: 'Quinn', otherParty: '' }),
          {
            id: enquiry.id,
            createdAt: at,
            status: 'new',
            serviceType: 'family-law',
            firstName: 'Síle',
            lastName: "O'Neill",
            otherParty: 'Declan O Neill',
            emailKey: 'sile@example.com',
            phoneKey: '+442896496123',
          },
        ])
        expect((await store.enquiries.search({ q: 'declan' }, { skip: 0, limit: 20 })).items.map((found) => found.id)).toEqual([enquiry.id])
        expect((await store.enquiries.get(enquiry.id))?.otherParty).toBe('Declan O Neill')
      })

      it('gives the report its rows since a date: arrival, area, source, page, owner, hold, clock and first contact, and no personal data', async () => {
        const at = hoursAgo(10)
        const heldAt = hoursAgo(9)
        const calledAt = hoursAgo(7)
        const replyDueAt = hoursAfter(14)
        const { enquiry } = await store.enquiries.insert(
          anEnquiry({ serviceType: 'family-law', heardFrom: 'recommendation', sentFrom: '/services/family-law' }),
          stored({ at, replyDueAt }),
        )
        await store.enquiries.insert(anEnquiry(), stored({ hold: trapped, at: heldAt }))
        await store.enquiries.insert(anEnquiry(), stored({ at: hoursAgo(24 * 100) }))
        await store.enquiries.assign(enquiry.id, { to: 'niamh', at: hoursAgo(8), by: 'niamh' })
        await store.enquiries.addNote(enquiry.id, { text: 'Ring her after lunch.', at: hoursAgo(7.5), by: 'niamh' })
        await store.enquiries.logCall(enquiry.id, { outcome: 'spoke', at: calledAt, by: 'niamh' })
        expect(await store.enquiries.reportRows(hoursAgo(24))).toEqual([
          {
            createdAt: at,
            serviceType: 'family-law',
            heardFrom: 'recommendation',
            sentFrom: '/services/family-law',
            assignee: 'niamh',
            wasHeld: false,
            held: false,
            clockFrom: at,
            replyDueAt,
            firstContactAt: calledAt,
          },
          {
            createdAt: heldAt,
            serviceType: '',
            heardFrom: '',
            sentFrom: '',
            assignee: null,
            wasHeld: true,
            held: true,
            clockFrom: heldAt,
            replyDueAt: null,
            firstContactAt: null,
          },
        ])
      })
    })

    /** Claims and ends every due e-mail, returning them. */
    async function claimAll() {
      const jobs: MailJob[] = []
      for (
        let job = await store.mail.claim('test', later(), hoursAfter(1, later()));
        job;
        job = await store.mail.claim('test', later(), hoursAfter(1, later()))
      ) {
        jobs.push(job)
        await store.mail.markSent(job.id, 'test', new Date())
      }
      return jobs
    }

    describe('the mail queue', () => {
      it('queues the alert and the acknowledgement in the same write as the enquiry, each with what its message may say', async () => {
        const replyDueAt = hoursAfter(20)
        const { enquiry } = await store.enquiries.insert(
          anEnquiry({ email: 'aoife@example.com', serviceType: 'licensing' }),
          stored({ alert: true, acknowledge: { addressKey: 'key-aoife' }, replyDueAt }),
        )
        expect((await store.mail.status()).waiting).toBe(2)
        const jobs = await claimAll()
        const common = { enquiryId: enquiry.id, serviceType: 'licensing', createdAt: enquiry.createdAt, replyDueAt, owner: null, contacted: false, attempts: 0 }
        expect(jobs.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
          { ...common, id: expect.any(String), kind: 'acknowledgement', recipient: 'aoife@example.com' },
          { ...common, id: expect.any(String), kind: 'alert' },
        ])
        expect(jobs[0]?.id).not.toBe(jobs[1]?.id)
        expect(await store.mail.status()).toEqual({ waiting: 0, failing: 0, failingSince: null, lastError: null, lastRefusal: null })
      })

      it('queues the reminder and the escalation for later, not waiting until due, each with the owner and whether it was contacted when claimed', async () => {
        // Due Tuesday 24 November 2026 at the close: reminded at 15:00, escalated at Wednesday's opening.
        const replyDueAt = new Date('2026-11-24T17:00:00Z')
        const at = new Date('2026-11-23T10:00:00Z')
        const { enquiry } = await store.enquiries.insert(anEnquiry(), stored({ chase: true, at, replyDueAt }))
        await store.enquiries.insert(anEnquiry(), stored({ chase: true, hold: trapped, at }))
        await store.enquiries.assign(enquiry.id, { to: 'declan', at, by: 'niamh' })
        const claim = (now: string) => store.mail.claim('test', new Date(now), hoursAfter(1, new Date(now)))
        expect(await claim('2026-11-24T14:59:00Z')).toBeUndefined()
        const reminder = await claim('2026-11-24T15:00:00Z')
        expect(reminder).toMatchObject({ kind: 'reminder', enquiryId: enquiry.id, owner: 'declan', contacted: false })
        await store.mail.markSent(reminder!.id, 'test', new Date('2026-11-24T15:00:00Z'))
        await store.enquiries.logCall(enquiry.id, { outcome: 'spoke', at: new Date('2026-11-24T16:00:00Z'), by: 'declan' })
        expect(await claim('2026-11-25T08:59:00Z')).toBeUndefined()
        const escalation = await claim('2026-11-25T09:00:00Z')
        expect(escalation).toMatchObject({ kind: 'escalation', owner: 'declan', contacted: true })
        await store.mail.markSent(escalation!.id, 'test', new Date('2026-11-25T09:00:00Z'))
        // One that arrives now is chased tomorrow: nothing of it waits yet.
        await store.enquiries.insert(anEnquiry(), stored({ chase: true }))
        expect((await store.mail.status()).waiting).toBe(0)
      })

      it('acknowledges an address at most once a day, however many enquiries it sends', async () => {
        const at = hoursAgo(30)
        const ack = (addressKey: string, hours: number) => stored({ acknowledge: { addressKey }, at: hoursAfter(hours, at) })
        await store.enquiries.insert(anEnquiry(), ack('key-a', 0))
        await store.enquiries.insert(anEnquiry(), ack('key-a', 1))
        await store.enquiries.insert(anEnquiry(), ack('key-b', 2))
        await store.enquiries.insert(anEnquiry(), ack('key-a', 23.9))
        await store.enquiries.insert(anEnquiry(), ack('key-a', 24.1))
        expect((await claimAll()).map((job) => job.kind)).toEqual(['acknowledgement', 'acknowledgement', 'acknowledgement'])
      })

      it('reads the acknowledgement’s address from the enquiry when it is sent, and the assignment’s recipient is the username', async () => {
        const { enquiry } = await store.enquiries.insert(anEnquiry({ email: 'sender@example.com' }), stored({ acknowledge: { addressKey: 'key-sender' } }))
        await store.enquiries.assign(enquiry.id, { to: 'niamh', at: new Date(), by: 'declan' })
        await store.mail.queueAssignment(enquiry.id, 'niamh', new Date())
        await store.mail.queueAssignment(crypto.randomUUID(), 'niamh', new Date())
        const jobs = await claimAll()
        expect(jobs.map((job) => [job.kind, job.recipient, job.enquiryId])).toEqual([
          ['acknowledgement', 'sender@example.com', enquiry.id],
          ['assignment', 'niamh', enquiry.id],
        ])
      })

      it('an erased enquiry takes its queued e-mails with it', async () => {
        const gone = await store.enquiries.insert(anEnquiry(), stored({ alert: true, acknowledge: { addressKey: 'key-gone' } }))
        const expired = await store.enquiries.insert(anEnquiry(), stored({ alert: true, at: hoursAgo(48) }))
        await store.enquiries.insert(anEnquiry(), stored({ alert: true }))
        await store.mail.queueAssignment(gone.enquiry.id, 'niamh', new Date())
        expect((await store.mail.status()).waiting).toBe(5)
        await store.enquiries.remove(gone.enquiry.id)
        await store.enquiries.removeExpired(hoursAgo(24))
        expect(await store.enquiries.get(expired.enquiry.id)).toBeUndefined()
        expect((await store.mail.status()).waiting).toBe(1)
      })

      it('leases a due e-mail to one sender at a time, and ends it when sent', async () => {
        const { enquiry } = await store.enquiries.insert(anEnquiry({ firstName: 'Aoife', serviceType: 'licensing' }), stored({ alert: true }))
        await store.enquiries.insert(anEnquiry(), stored())
        const now = new Date()
        const lease = new Date(now.getTime() + 60_000)
        const claims = await Promise.all([store.mail.claim('one', now, lease), store.mail.claim('two', now, lease)])
        const [job] = claims.filter(Boolean)
        expect(claims.filter(Boolean)).toHaveLength(1)
        expect(job).toMatchObject({ kind: 'alert', enquiryId: enquiry.id, serviceType: 'licensing', createdAt: enquiry.createdAt, attempts: 0 })
        const holder = claims[0] ? 'one' : 'two'
        await store.mail.markSent(job!.id, holder === 'one' ? 'two' : 'one', new Date())
        expect((await store.mail.status()).waiting).toBe(1)
        await store.mail.markSent(job!.id, holder, new Date())
        expect(await store.mail.status()).toEqual({ waiting: 0, failing: 0, failingSince: null, lastError: null, lastRefusal: null })
        expect(await store.mail.claim('one', new Date(Date.now() + 3_600_000), lease)).toBeUndefined()
      })

      it('gives a failed e-mail back with its error, due again at the retry time', async () => {
        const { enquiry } = await store.enquiries.insert(anEnquiry(), stored({ alert: true }))
        const now = new Date()
        const job = await store.mail.claim('one', now, new Date(now.getTime() + 60_000))
        await store.mail.markFailed(job!.id, 'one', 'connect ECONNREFUSED', new Date(now.getTime() + 30_000))
        expect(await store.mail.status()).toEqual({
          waiting: 1,
          failing: 1,
          failingSince: enquiry.createdAt,
          lastError: 'connect ECONNREFUSED',
          lastRefusal: null,
        })
        expect(await store.mail.claim('one', now, new Date(now.getTime() + 60_000))).toBeUndefined()
        const retry = await store.mail.claim('two', new Date(now.getTime() + 31_000), new Date(now.getTime() + 91_000))
        expect(retry).toMatchObject({ id: job!.id, attempts: 1 })
      })

      it('ends an e-mail refused for good: no longer waiting or failing, its refusal given for the day asked', async () => {
        await store.enquiries.insert(anEnquiry(), stored({ alert: true }))
        const now = new Date()
        const job = await store.mail.claim('one', now, new Date(now.getTime() + 60_000))
        await store.mail.markRefused(job!.id, 'two', '550 no such mailbox', now)
        expect((await store.mail.status()).waiting).toBe(1)
        await store.mail.markRefused(job!.id, 'one', '550 no such mailbox', now)
        expect(await store.mail.status(new Date(now.getTime() - 1000))).toEqual({
          waiting: 0,
          failing: 0,
          failingSince: null,
          lastError: null,
          lastRefusal: { at: now, error: '550 no such mailbox' },
        })
        expect((await store.mail.status(new Date(now.getTime() + 1000))).lastRefusal).toBeNull()
        expect(await store.mail.claim('one', new Date(now.getTime() + 3_600_000), new Date(now.getTime() + 3_660_000))).toBeUndefined()
      })

      it('lets another sender take an e-mail whose lease ran out', async () => {
        await store.enquiries.insert(anEnquiry(), stored({ alert: true }))
        // Real time passes: MongoDB judges leases by its own clock, which a caller cannot move on.
        // Five seconds, so a stall of the machine between two claims cannot end the lease early.
        const lease = (ms: number) => {
          const now = new Date()
          return [now, new Date(now.getTime() + ms)] as const
        }
        expect(await store.mail.claim('crashed', ...lease(5_000))).toBeDefined()
        expect(await store.mail.claim('other', ...lease(60_000))).toBeUndefined()
        await new Promise((resolve) => setTimeout(resolve, 5_100))
        expect(await store.mail.claim('other', ...lease(60_000))).toBeDefined()
      })
    })

    describe('staff accounts', () => {
      const account = (username: string, at = new Date()) => ({
        username,
        role: 'staff' as const,
        email: null,
        alertAreas: null,
        passwordHash: `$argon2id$stand-in-${username}`,
        passwordChangedAt: at,
        createdAt: at,
      })

      it('adds an account once per username, finds, lists and removes it', async () => {
        const niamh = account('niamh')
        expect(await store.accounts.add(niamh)).toBe(true)
        expect(await store.accounts.add(account('niamh'))).toBe(false)
        expect(await store.accounts.add(account('declan'))).toBe(true)
        expect(await store.accounts.find('niamh')).toEqual({ ...niamh, totpSecret: null, totpLastStep: 0, passkeys: [], recoveryCodeHashes: [] })
        expect((await store.accounts.list()).map((a) => a.username)).toEqual(['declan', 'niamh'])
        expect(await store.accounts.remove('niamh', { at: new Date(), by: 'declan' })).toBe(0)
        expect(await store.accounts.remove('niamh', { at: new Date(), by: 'declan' })).toBeUndefined()
        expect(await store.accounts.find('niamh')).toBeUndefined()
      })

      it('changes a password and its date, and keeps accounts across a restart', async () => {
        await store.accounts.add(account('niamh', new Date('2026-01-01T00:00:00Z')))
        const later = new Date('2026-06-01T00:00:00Z')
        expect(await store.accounts.setPassword('niamh', '$argon2id$new', later)).toBe(true)
        expect(await store.accounts.setPassword('nobody', '$argon2id$new', later)).toBe(false)
        await store.close()
        store = await reopen()
        expect(await store.accounts.find('niamh')).toMatchObject({ passwordHash: '$argon2id$new', passwordChangedAt: later })
      })

      it('keeps each account’s e-mail and the areas of law it is alerted for (all by default), and lists them without the password', async () => {
        const at = new Date('2026-01-01T00:00:00Z')
        await store.accounts.add({ ...account('niamh', at), email: 'niamh@clarendon.example' })
        await store.accounts.add(account('declan', at))
        expect(await store.accounts.setPreferences('declan', { email: 'declan@clarendon.example', alertAreas: ['family-law', 'wills-probate'] })).toBe(true)
        expect(await store.accounts.setPreferences('nobody', { email: null, alertAreas: null })).toBe(false)
        expect(await store.accounts.setRole('niamh', 'administrator')).toBe(true)
        expect(await store.accounts.setRole('nobody', 'staff')).toBe(false)
        await store.close()
        store = await reopen()
        expect(await store.accounts.list()).toEqual([
          {
            username: 'declan',
            role: 'staff',
            email: 'declan@clarendon.example',
            alertAreas: ['family-law', 'wills-probate'],
            createdAt: at,
            passwordChangedAt: at,
          },
          { username: 'niamh', role: 'administrator', email: 'niamh@clarendon.example', alertAreas: null, createdAt: at, passwordChangedAt: at },
        ])
        expect(await store.accounts.setPreferences('declan', { email: null, alertAreas: [] })).toBe(true)
        expect(await store.accounts.find('declan')).toMatchObject({ email: null, alertAreas: [] })
      })

      it('keeps a TOTP key and accepts each step of it once, later steps only', async () => {
        await store.accounts.add(account('niamh'))
        expect(await store.accounts.setTotp('niamh', 'JBSWY3DPEHPK3PXP')).toBe(true)
        expect(await store.accounts.setTotp('nobody', 'JBSWY3DPEHPK3PXP')).toBe(false)
        expect(await store.accounts.spendTotpStep('niamh', 100)).toBe(true)
        const twice = await Promise.all([store.accounts.spendTotpStep('niamh', 101), store.accounts.spendTotpStep('niamh', 101)])
        expect(twice.filter(Boolean)).toHaveLength(1)
        expect(await store.accounts.spendTotpStep('niamh', 100)).toBe(false)
        expect(await store.accounts.spendTotpStep('nobody', 100)).toBe(false)
        await store.close()
        store = await reopen()
        expect(await store.accounts.find('niamh')).toMatchObject({ totpSecret: 'JBSWY3DPEHPK3PXP', totpLastStep: 101 })
      })

      it('keeps passkeys with their counters, and recovery codes each good once; a reset removes all', async () => {
        const at = new Date('2026-03-01T09:00:00Z')
        await store.accounts.add(account('niamh', at))
        const passkey = { id: 'cred-1', publicKey: 'pk-1', counter: 0, transports: ['internal'], name: 'Laptop', createdAt: at, lastUsedAt: null }
        expect(await store.accounts.addPasskey('niamh', passkey)).toBe(true)
        expect(await store.accounts.addPasskey('niamh', { ...passkey, id: 'cred-2', name: 'Phone' })).toBe(true)
        const used = new Date('2026-03-02T09:00:00Z')
        expect(await store.accounts.recordPasskeyUse('niamh', 'cred-2', 7, used)).toBe(true)
        expect(await store.accounts.recordPasskeyUse('niamh', 'cred-3', 7, used)).toBe(false)
        expect(await store.accounts.addPasskey('niamh', { ...passkey, id: 'cred-lost', name: 'Lost phone' })).toBe(true)
        expect(await store.accounts.removePasskey('niamh', 'cred-lost')).toBe(true)
        expect(await store.accounts.removePasskey('niamh', 'cred-lost')).toBe(false)
        expect(await store.accounts.setRecoveryCodes('niamh', ['hash-a', 'hash-b'])).toBe(true)
        const twice = await Promise.all([store.accounts.spendRecoveryCode('niamh', 'hash-a'), store.accounts.spendRecoveryCode('niamh', 'hash-a')])
        expect(twice.filter(Boolean)).toHaveLength(1)
        expect(await store.accounts.spendRecoveryCode('niamh', 'hash-c')).toBe(false)
        await store.close()
        store = await reopen()
        expect(await store.accounts.find('niamh')).toMatchObject({
          passkeys: [passkey, { ...passkey, id: 'cred-2', name: 'Phone', counter: 7, lastUsedAt: used }],
          recoveryCodeHashes: ['hash-b'],
        })
        await store.accounts.setTotp('niamh', 'JBSWY3DPEHPK3PXP')
        const reset = new Date('2026-03-03T09:00:00Z')
        expect(await store.accounts.resetFactors('niamh', reset)).toBe(true)
        expect(await store.accounts.resetFactors('nobody', reset)).toBe(false)
        expect(await store.accounts.find('niamh')).toMatchObject({ totpSecret: null, passkeys: [], recoveryCodeHashes: [], passwordChangedAt: reset })
      })

      it('makes one first second factor of several enrolments at once, and none once the account has one', async () => {
        const at = new Date('2026-03-01T09:00:00Z')
        await store.accounts.add(account('niamh', at))
        const passkey = { id: 'cred-1', publicKey: 'pk-1', counter: 0, transports: [], name: 'Laptop', createdAt: at, lastUsedAt: null }
        const enrolments = await Promise.all([
          ...Array.from({ length: 4 }, (_, i) => store.accounts.enrolFirst('niamh', { totp: `sealed-${i}` })),
          ...Array.from({ length: 4 }, (_, i) => store.accounts.enrolFirst('niamh', { passkey: { ...passkey, id: `cred-${i}` } })),
        ])
        expect(enrolments.filter(Boolean)).toHaveLength(1)
        const { totpSecret, passkeys } = (await store.accounts.find('niamh'))!
        expect(Number(totpSecret !== null) + passkeys.length).toBe(1)
        await store.accounts.resetFactors('niamh', at)
        expect(await store.accounts.enrolFirst('niamh', { passkey })).toBe(true)
        expect(await store.accounts.enrolFirst('niamh', { totp: 'sealed-later' })).toBe(false)
        expect(await store.accounts.enrolFirst('nobody', { totp: 'sealed-later' })).toBe(false)
      })
    })

    describe('morning digests', () => {
      it('gives each day and member of staff to one sender at a time, again once its lease ends unsent, never once sent', async () => {
        const now = new Date()
        const lease = hoursAfter(0.1, now)
        const claims = await Promise.all(Array.from({ length: 8 }, () => store.digests.claim('2026-11-23', 'niamh', now, lease)))
        expect(claims.filter(Boolean)).toHaveLength(1)
        expect(await store.digests.claim('2026-11-23', 'declan', now, lease)).toBe(true)
        expect(await store.digests.claim('2026-11-23', 'niamh', hoursAfter(0.05, now), lease)).toBe(false)
        // The sender failed or stopped: once its lease is over, another takes it.
        expect(await store.digests.claim('2026-11-23', 'niamh', lease, hoursAfter(0.2, now))).toBe(true)
        await store.digests.markSent('2026-11-23', 'niamh', now)
        expect(await store.digests.claim('2026-11-23', 'niamh', hoursAfter(24, now), hoursAfter(25, now))).toBe(false)
        expect(await store.digests.claim('2026-11-24', 'niamh', now, lease)).toBe(true)
        expect(await store.digests.removeBefore('2026-11-24')).toBe(2)
        expect(await store.digests.claim('2026-11-23', 'niamh', now, lease)).toBe(true)
      })
    })

    describe('invitations', () => {
      const invited = (username: string, tokenHash: string, createdAt: Date) => ({
        username,
        tokenHash,
        email: `${username}@example.com`,
        role: 'staff' as const,
        invitedBy: 'niamh',
        createdAt,
        expiresAt: hoursAfter(72, createdAt),
      })

      it('keeps one open invitation a username, found by its token until it expires, then forgotten', async () => {
        const now = new Date()
        expect(await store.invitations.add(invited('ciaran', 'hash-1', now))).toBe(true)
        expect(await store.invitations.add(invited('ciaran', 'hash-2', hoursAfter(1, now)))).toBe(false)
        expect(await store.invitations.find('hash-1', hoursAfter(71, now))).toMatchObject({ username: 'ciaran', email: 'ciaran@example.com', role: 'staff' })
        expect(await store.invitations.find('hash-1', hoursAfter(72, now))).toBeUndefined()
        expect((await store.invitations.list(now)).map(({ username }) => username)).toEqual(['ciaran'])
        // Once expired, the username can be invited again, with a new link.
        expect(await store.invitations.add(invited('ciaran', 'hash-2', hoursAfter(73, now)))).toBe(true)
        expect(await store.invitations.find('hash-1', hoursAfter(73, now))).toBeUndefined()
        expect(await store.invitations.add(invited('aoife', 'hash-3', now))).toBe(true)
        expect(await store.invitations.removeExpired(hoursAfter(100, now))).toBe(1)
        expect((await store.invitations.list(hoursAfter(100, now))).map(({ username }) => username)).toEqual(['ciaran'])
        expect(await store.invitations.cancel('ciaran')).toBe(true)
        expect(await store.invitations.cancel('ciaran')).toBe(false)
        expect(await store.invitations.list(now)).toEqual([])
      })

      it('gives an invitation to one of several takes at once, and never after', async () => {
        const now = new Date()
        await store.invitations.add(invited('ciaran', 'hash-1', now))
        const taken = await Promise.all(Array.from({ length: 8 }, () => store.invitations.take('hash-1', now)))
        expect(taken.filter(Boolean)).toEqual([expect.objectContaining({ username: 'ciaran', invitedBy: 'niamh' })])
        expect(await store.invitations.take('hash-1', now)).toBeUndefined()
        await store.invitations.add(invited('aoife', 'hash-2', now))
        expect(await store.invitations.take('hash-2', hoursAfter(72, now))).toBeUndefined()
      })
    })

    describe('sessions, audit log and secrets', () => {
      it('keeps a session until it expires or is destroyed, across a restart', async () => {
        const now = new Date()
        await store.sessions.set('sid-1', { username: 'niamh' }, new Date(now.getTime() + 60_000))
        await store.sessions.set('sid-2', { username: 'declan' }, new Date(now.getTime() + 60_000))
        await store.close()
        store = await reopen()
        expect(await store.sessions.get('sid-1', now)).toEqual({ username: 'niamh' })
        expect(await store.sessions.get('sid-1', new Date(now.getTime() + 61_000))).toBeUndefined()
        await store.sessions.touch('sid-1', new Date(now.getTime() + 120_000))
        expect(await store.sessions.get('sid-1', new Date(now.getTime() + 61_000))).toEqual({ username: 'niamh' })
        await store.sessions.destroy('sid-1')
        expect(await store.sessions.get('sid-1', now)).toBeUndefined()
        expect(await store.sessions.removeExpired(new Date(now.getTime() + 61_000))).toBe(1)
      })

      it("lists an account's sessions and ends all but one", async () => {
        const now = new Date()
        const later = new Date(now.getTime() + 60_000)
        await store.sessions.set('key-1', { username: 'niamh', n: 1 }, later)
        await store.sessions.set('key-2', { username: 'niamh', n: 2 }, later)
        await store.sessions.set('key-3', { username: 'declan' }, later)
        await store.sessions.set('key-4', { username: 'niamh', n: 4 }, now)
        const listed = await store.sessions.listFor('niamh', now)
        expect(listed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([
          { key: 'key-1', data: { username: 'niamh', n: 1 } },
          { key: 'key-2', data: { username: 'niamh', n: 2 } },
        ])
        expect(await store.sessions.destroyFor('niamh', 'key-2')).toBe(2)
        expect(await store.sessions.get('key-1', now)).toBeUndefined()
        expect(await store.sessions.get('key-2', now)).toEqual({ username: 'niamh', n: 2 })
        expect(await store.sessions.get('key-3', now)).toEqual({ username: 'declan' })
        expect(await store.sessions.destroyFor('niamh')).toBe(1)
      })

      it('pages the audit log newest first, and removes entries older than a cutoff', async () => {
        for (const [hours, action] of [
          [3, 'read'],
          [2, 'status'],
          [1, 'note'],
        ] as const) {
          await store.audit.record({ at: hoursAgo(hours), actor: 'niamh', action, enquiryId: 'enquiry-1' })
        }
        const first = await store.audit.page({ skip: 0, limit: 2 })
        expect(first.total).toBe(3)
        expect(first.items.map((entry) => entry.action)).toEqual(['note', 'status'])
        expect((await store.audit.page({ skip: 2, limit: 2 })).items.map((entry) => entry.action)).toEqual(['read'])
        expect(await store.audit.page({ skip: 0, limit: 10 }, { action: 'status' })).toEqual({
          items: [expect.objectContaining({ action: 'status' })],
          total: 1,
        })
        await store.audit.record({ at: hoursAgo(0.5), actor: 'declan', action: 'read', enquiryId: 'enquiry-2' })
        expect((await store.audit.page({ skip: 0, limit: 10 }, { actor: 'niamh', action: 'read' })).items.map((entry) => entry.enquiryId)).toEqual([
          'enquiry-1',
        ])
        expect((await store.audit.page({ skip: 0, limit: 10 }, { enquiryId: 'enquiry-2' })).total).toBe(1)
        expect(await store.audit.removeBefore(hoursAgo(1.5))).toBe(2)
        expect((await store.audit.list(10)).map((entry) => entry.action)).toEqual(['read', 'note'])
      })

      it('records audit entries, newest first, and keeps them after the enquiry is gone', async () => {
        const { enquiry } = await store.enquiries.insert(anEnquiry(), stored())
        await store.audit.record({ at: hoursAgo(1), actor: 'niamh', action: 'export', enquiryId: enquiry.id })
        await store.audit.record({ at: hoursAgo(0.5), actor: 'declan', action: 'release', enquiryId: enquiry.id })
        await store.audit.record({ at: new Date(), actor: 'api', action: 'delete', enquiryId: enquiry.id })
        await store.enquiries.remove(enquiry.id)
        expect((await store.audit.list(10)).map(({ actor, action, enquiryId }) => [actor, action, enquiryId])).toEqual([
          ['api', 'delete', enquiry.id],
          ['declan', 'release', enquiry.id],
          ['niamh', 'export', enquiry.id],
        ])
      })

      it('makes a secret once and gives the same one after a restart', async () => {
        const secret = await store.secret('session')
        expect(secret.length).toBeGreaterThanOrEqual(32)
        expect(await store.secret('session')).toBe(secret)
        await store.close()
        store = await reopen()
        expect(await store.secret('session')).toBe(secret)
      })

      it('counts attempts per key in its rate limiters', async () => {
        const limiter = store.rateLimiter({ keyPrefix: `contract-${crypto.randomUUID()}`, points: 2, durationSeconds: 60 })
        await limiter.consume('198.51.100.7')
        await limiter.consume('198.51.100.7')
        await expect(limiter.consume('198.51.100.7')).rejects.toMatchObject({ remainingPoints: 0 })
        await expect(limiter.consume('203.0.113.9')).resolves.toMatchObject({ remainingPoints: 1 })
      })

      it('answers a ping while it is open', async () => {
        await expect(store.ping()).resolves.toBeUndefined()
      })
    })
  })
}
