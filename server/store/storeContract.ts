import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import type { Store } from './store.ts'

const hoursAgo = (hours: number, from = new Date()) => new Date(from.getTime() - hours * 3_600_000)
const change = (status: 'contacted' | 'instructed' | 'closed', by = 'niamh', at = new Date()) => ({ status, at, by })

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
        const sent = sampleEnquiry({ firstName: 'Séamus' })
        const { enquiry, created } = await store.enquiries.insert(sent, { alert: false })
        expect(created).toBe(true)
        expect(enquiry.createdAt).toBeInstanceOf(Date)
        expect(enquiry.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
        const record = { ...sent, createdAt: enquiry.createdAt, status: 'new', history: [{ status: 'new', at: enquiry.createdAt, by: 'website' }] }
        expect(enquiry).toEqual(record)
        expect(await store.enquiries.get(enquiry.id)).toEqual(record)
        expect(await store.enquiries.list()).toEqual([record])
      })

      it('when the same enquiry arrives twice, stores it once and returns the first', async () => {
        const first = await store.enquiries.insert(sampleEnquiry({ details: 'first attempt' }), { alert: true })
        const again = await store.enquiries.insert({ ...sampleEnquiry({ details: 'replayed' }), id: first.enquiry.id }, { alert: true })
        expect(again).toEqual({ enquiry: first.enquiry, created: false })
        expect(await store.enquiries.list()).toHaveLength(1)
        expect((await store.alerts.status()).waiting).toBe(1)
      })

      it('when copies of one enquiry arrive at once, stores exactly one', async () => {
        const enquiry = sampleEnquiry()
        const results = await Promise.all(Array.from({ length: 8 }, () => store.enquiries.insert(enquiry, { alert: false })))
        expect(results.filter((r) => r.created)).toHaveLength(1)
        expect(new Set(results.map((r) => r.enquiry.createdAt.getTime())).size).toBe(1)
        expect(await store.enquiries.list()).toHaveLength(1)
      })

      it('lists and searches newest first, a page at a time, with the total', async () => {
        for (const [hours, firstName] of [
          [3, 'Oldest'],
          [2, 'Middle'],
          [1, 'Newest'],
        ] as const) {
          await store.enquiries.insert(sampleEnquiry({ firstName }), { alert: false, at: hoursAgo(hours) })
        }
        expect((await store.enquiries.list()).map((e) => e.firstName)).toEqual(['Newest', 'Middle', 'Oldest'])
        const page2 = await store.enquiries.search({}, { skip: 2, limit: 2 })
        expect(page2.items.map((e) => e.firstName)).toEqual(['Oldest'])
        expect(page2.total).toBe(3)
      })

      it('lists each change at once: a new enquiry, a status changed, an enquiry deleted', async () => {
        const statuses = async () => (await store.enquiries.search({}, { skip: 0, limit: 10 })).items.map((e) => `${e.firstName} ${e.status}`)
        const { enquiry: first } = await store.enquiries.insert(sampleEnquiry({ firstName: 'First' }), { alert: false, at: hoursAgo(2) })
        expect(await statuses()).toEqual(['First new'])
        const { enquiry: second } = await store.enquiries.insert(sampleEnquiry({ firstName: 'Second' }), { alert: false, at: hoursAgo(1) })
        await store.enquiries.insert(sampleEnquiry({ firstName: 'Earlier' }), { alert: false, at: hoursAgo(3) })
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
          sampleEnquiry({ firstName: 'Aoife', lastName: 'Brennan', serviceType: 'licensing', phone: '07700 900123' }),
          { alert: false },
        )
        await store.enquiries.insert(sampleEnquiry({ firstName: 'Ciarán', lastName: "O'Neill", email: 'ciaran@example.org', phone: '+44 28 7126 0000' }), {
          alert: false,
        })
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
        expect(await names({ q: '.*' })).toEqual([])
        expect(await names({ q: 'aoife', status: 'new' })).toEqual([])
      })

      it('records each status change with who and when, unless a colleague changed it first', async () => {
        const { enquiry } = await store.enquiries.insert(sampleEnquiry(), { alert: false })
        const at = new Date(enquiry.createdAt.getTime() + 90_000)
        const contacted = await store.enquiries.changeStatus(enquiry.id, 'new', change('contacted', 'niamh', at))
        expect(contacted).toEqual({
          ...enquiry,
          status: 'contacted',
          history: [
            { status: 'new', at: enquiry.createdAt, by: 'website' },
            { status: 'contacted', at, by: 'niamh' },
          ],
        })
        expect(await store.enquiries.changeStatus(enquiry.id, 'new', change('closed', 'declan'))).toBeUndefined()
        expect((await store.enquiries.get(enquiry.id))?.status).toBe('contacted')
        expect(await store.enquiries.changeStatus(crypto.randomUUID(), 'new', change('closed'))).toBeUndefined()
      })

      it('deletes one enquiry, and says whether there was one', async () => {
        const { enquiry } = await store.enquiries.insert(sampleEnquiry(), { alert: false })
        expect(await store.enquiries.remove(enquiry.id)).toBe(true)
        expect(await store.enquiries.get(enquiry.id)).toBeUndefined()
        expect(await store.enquiries.remove(enquiry.id)).toBe(false)
      })

      it('removes expired enquiries, but never one that became a client', async () => {
        const now = new Date()
        const old = await store.enquiries.insert(sampleEnquiry({ firstName: 'Old' }), { alert: false, at: hoursAgo(48, now) })
        const client = await store.enquiries.insert(sampleEnquiry({ firstName: 'Client' }), { alert: false, at: hoursAgo(48, now) })
        const closed = await store.enquiries.insert(sampleEnquiry({ firstName: 'Closed' }), { alert: false, at: hoursAgo(47, now) })
        await store.enquiries.insert(sampleEnquiry({ firstName: 'Recent' }), { alert: false, at: hoursAgo(1, now) })
        await store.enquiries.changeStatus(client.enquiry.id, 'new', change('instructed'))
        await store.enquiries.changeStatus(closed.enquiry.id, 'new', change('closed'))
        expect(await store.enquiries.removeExpired(hoursAgo(24, now))).toBe(2)
        expect((await store.enquiries.list()).map((e) => e.firstName).sort()).toEqual(['Client', 'Recent'])
        expect(await store.enquiries.get(old.enquiry.id)).toBeUndefined()
      })

      it('keeps enquiries, their statuses and waiting alerts when it is closed and opened again', async () => {
        const { enquiry } = await store.enquiries.insert(sampleEnquiry(), { alert: true })
        await store.enquiries.changeStatus(enquiry.id, 'new', change('contacted'))
        const before = await store.enquiries.get(enquiry.id)
        await store.close()
        store = await reopen()
        expect(await store.enquiries.get(enquiry.id)).toEqual(before)
        expect((await store.alerts.status()).waiting).toBe(1)
      })
    })

    describe('alerts', () => {
      it('leases a due alert to one sender at a time, and ends it when sent', async () => {
        const { enquiry } = await store.enquiries.insert(sampleEnquiry({ firstName: 'Aoife', serviceType: 'licensing' }), { alert: true })
        await store.enquiries.insert(sampleEnquiry(), { alert: false })
        const now = new Date()
        const lease = new Date(now.getTime() + 60_000)
        const claims = await Promise.all([store.alerts.claim('one', now, lease), store.alerts.claim('two', now, lease)])
        const [job] = claims.filter(Boolean)
        expect(claims.filter(Boolean)).toHaveLength(1)
        expect(job).toEqual({ enquiryId: enquiry.id, firstName: 'Aoife', serviceType: 'licensing', createdAt: enquiry.createdAt, attempts: 0 })
        const holder = claims[0] ? 'one' : 'two'
        await store.alerts.markSent(enquiry.id, holder === 'one' ? 'two' : 'one', new Date())
        expect((await store.alerts.status()).waiting).toBe(1)
        await store.alerts.markSent(enquiry.id, holder, new Date())
        expect(await store.alerts.status()).toEqual({ waiting: 0, failing: 0, failingSince: null, lastError: null })
        expect(await store.alerts.claim('one', new Date(Date.now() + 3_600_000), lease)).toBeUndefined()
      })

      it('gives a failed alert back with its error, due again at the retry time', async () => {
        const { enquiry } = await store.enquiries.insert(sampleEnquiry(), { alert: true })
        const now = new Date()
        await store.alerts.claim('one', now, new Date(now.getTime() + 60_000))
        await store.alerts.markFailed(enquiry.id, 'one', 'connect ECONNREFUSED', new Date(now.getTime() + 30_000))
        expect(await store.alerts.status()).toEqual({ waiting: 1, failing: 1, failingSince: enquiry.createdAt, lastError: 'connect ECONNREFUSED' })
        expect(await store.alerts.claim('one', now, new Date(now.getTime() + 60_000))).toBeUndefined()
        const retry = await store.alerts.claim('two', new Date(now.getTime() + 31_000), new Date(now.getTime() + 91_000))
        expect(retry?.attempts).toBe(1)
      })

      it('lets another sender take an alert whose lease ran out', async () => {
        await store.enquiries.insert(sampleEnquiry(), { alert: true })
        // Real time passes: MongoDB judges leases by its own clock, which a caller cannot move on.
        // Five seconds, so a stall of the machine between two claims cannot end the lease early.
        const lease = (ms: number) => {
          const now = new Date()
          return [now, new Date(now.getTime() + ms)] as const
        }
        expect(await store.alerts.claim('crashed', ...lease(5_000))).toBeDefined()
        expect(await store.alerts.claim('other', ...lease(60_000))).toBeUndefined()
        await new Promise((resolve) => setTimeout(resolve, 5_100))
        expect(await store.alerts.claim('other', ...lease(60_000))).toBeDefined()
      })
    })

    describe('staff accounts', () => {
      const account = (username: string, at = new Date()) => ({
        username,
        passwordHash: `$argon2id$stand-in-${username}`,
        passwordChangedAt: at,
        createdAt: at,
      })

      it('adds an account once per username, finds, lists and removes it', async () => {
        const niamh = account('niamh')
        expect(await store.accounts.add(niamh)).toBe(true)
        expect(await store.accounts.add(account('niamh'))).toBe(false)
        expect(await store.accounts.add(account('declan'))).toBe(true)
        expect(await store.accounts.find('niamh')).toEqual(niamh)
        expect((await store.accounts.list()).map((a) => a.username)).toEqual(['declan', 'niamh'])
        expect(await store.accounts.remove('niamh')).toBe(true)
        expect(await store.accounts.remove('niamh')).toBe(false)
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

      it('records audit entries, newest first, and keeps them after the enquiry is gone', async () => {
        const { enquiry } = await store.enquiries.insert(sampleEnquiry(), { alert: false })
        await store.audit.record({ at: hoursAgo(1), actor: 'niamh', action: 'export', enquiryId: enquiry.id })
        await store.audit.record({ at: new Date(), actor: 'api', action: 'delete', enquiryId: enquiry.id })
        await store.enquiries.remove(enquiry.id)
        expect((await store.audit.list(10)).map(({ actor, action, enquiryId }) => [actor, action, enquiryId])).toEqual([
          ['api', 'delete', enquiry.id],
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
