import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { createStore, type UseStore } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createOutbox, retryDelay } from './outbox.ts'
import { refusedKeptDays } from './outboxKeeping.ts'
import { announce } from './outboxEvents.ts'
import { sampleEnquiry } from './sampleEnquiry.ts'
import type { OutgoingEnquiry, SendOutcome } from './sendEnquiry.ts'

vi.mock('./outboxEvents.ts', () => ({ announce: vi.fn() }))

const enquiry = () => sampleEnquiry()

/** A send that waits until released, to hold an attempt open while something else happens. */
function heldSend() {
  let release = () => {}
  const send = vi.fn(async (e: OutgoingEnquiry) => {
    await new Promise<void>((resolve) => (release = resolve))
    return delivered(e)
  })
  return { send, release: () => release() }
}

const delivered = (_e: OutgoingEnquiry): SendOutcome => ({ kind: 'delivered' })
const serverDown: SendOutcome = { kind: 'unsent', status: 503, reason: 'down' }
const offline: SendOutcome = { kind: 'unsent', reason: 'Failed to fetch' }
const refused: SendOutcome = { kind: 'rejected', status: 400, reason: 'Please check the highlighted fields' }

let clock = 1_000_000
/** What the browser says of its connection (navigator.onLine). */
let online = true
let dbName: string

/** A fresh IndexedDB per test; another outbox on the same one is what a reload or a new tab sees. */
function outboxWith(send: (e: OutgoingEnquiry) => Promise<SendOutcome>) {
  return createOutbox({
    store: createStore(dbName, 'outbox'),
    fates: createStore(`${dbName}-fates`, 'fates'),
    send,
    now: () => clock,
    online: () => online,
    locks: null,
  })
}

beforeEach(() => {
  dbName = `outbox-${randomUUID()}`
  clock = 1_000_000
  online = true
  vi.mocked(announce).mockClear()
})

describe('a live submission', () => {
  it('when the server takes it, leaves nothing waiting', async () => {
    const outbox = outboxWith(async (e) => delivered(e))
    const e = enquiry()
    expect(await outbox.submit(e)).toMatchObject({ kind: 'delivered' })
    expect(await outbox.waiting()).toEqual([])
  })

  it('when the server refuses it for good, leaves nothing waiting', async () => {
    const outbox = outboxWith(async () => refused)
    expect(await outbox.submit(enquiry())).toEqual({ kind: 'rejected', reason: refused.reason })
    expect(await outbox.waiting()).toEqual([])
  })

  it.each([
    ['the browser is offline', false, offline, 'offline'],
    ['the browser is online but our server does not answer', true, offline, 'server'],
    ['the server is down', true, serverDown, 'server'],
    ['the server asks to wait', true, { kind: 'unsent', status: 429, reason: 'busy' } as SendOutcome, 'busy'],
  ] as const)('when %s, keeps it, says why, and waits before trying again', async (_case, connected, outcome, waitReason) => {
    online = connected
    const outbox = outboxWith(async () => outcome)
    const e = enquiry()
    expect(await outbox.submit(e)).toEqual({ kind: 'waiting', reason: waitReason })
    expect(await outbox.waiting()).toEqual([{ enquiry: e, queuedAt: clock, attempts: 1, nextAttemptAt: clock + retryDelay(1), waitReason }])
    expect(announce).toHaveBeenCalled()
  })

  it('asks once for persistent storage, when the first enquiry is kept, and keeps it even if refused', async () => {
    const persist = vi.fn(async () => false)
    const outbox = createOutbox({ store: createStore(dbName, 'outbox'), send: async () => offline, now: () => clock, locks: null, persist })
    await outbox.submit(enquiry())
    await outbox.submit(enquiry())
    expect(persist).toHaveBeenCalledTimes(1)
    expect(await outbox.waiting()).toHaveLength(2)
  })

  describe('where the browser cannot keep it (no IndexedDB, or it is full)', () => {
    const noStorage = (() => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))) as unknown as UseStore
    const outboxWithout = (send: (e: OutgoingEnquiry) => Promise<SendOutcome>) => createOutbox({ store: noStorage, send, now: () => clock, locks: null })

    it('sends it directly', async () => {
      expect(await outboxWithout(async (e) => delivered(e)).submit(enquiry())).toMatchObject({ kind: 'delivered' })
      expect(await outboxWithout(async () => refused).submit(enquiry())).toEqual({ kind: 'rejected', reason: refused.reason })
    })

    it('says so when that fails too, so the form keeps the text', async () => {
      expect(await outboxWithout(async () => offline).submit(enquiry())).toEqual({ kind: 'unkept', reason: offline.reason })
    })
  })

  it('survives the page: another outbox on the same database finds it', async () => {
    const e = enquiry()
    await outboxWith(async () => offline).submit(e)
    const afterReload = outboxWith(async (sent) => delivered(sent))
    expect((await afterReload.waiting()).map((entry) => entry.enquiry)).toEqual([e])
    expect(await afterReload.replay({ force: true })).toMatchObject({ reports: [{ kind: 'delivered', id: e.id }], waiting: 0 })
  })

  it('sends the fill time and trap measured by the form, unchanged, when replayed days later', async () => {
    const e = enquiry()
    await outboxWith(async () => offline).submit({ ...e, trap: '', fillMs: 41_250 })
    clock += 3 * 24 * 3_600_000
    const send = vi.fn(async (sent: OutgoingEnquiry) => delivered(sent))
    await outboxWith(send).replay()
    expect(send).toHaveBeenCalledWith({ ...e, trap: '', fillMs: 41_250 })
  })
})

describe('replaying', () => {
  it('waits out the backoff, unless forced', async () => {
    const send = vi.fn<(e: OutgoingEnquiry) => Promise<SendOutcome>>(async () => serverDown)
    const outbox = outboxWith(send)
    await outbox.submit(enquiry())
    send.mockClear()

    expect((await outbox.replay()).nextAttemptAt).toBe(clock + retryDelay(1))
    expect(send).not.toHaveBeenCalled()
    clock += retryDelay(1)
    await outbox.replay()
    expect(send).toHaveBeenCalledTimes(1)
    await outbox.replay({ force: true })
    expect(send).toHaveBeenCalledTimes(2)
  })

  it('backs off longer after each failure, up to five minutes', async () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([2000, 4000, 8000, 16000])
    expect(retryDelay(20)).toBe(300_000)
    const outbox = outboxWith(async () => serverDown)
    await outbox.submit(enquiry())
    await outbox.replay({ force: true })
    await outbox.replay({ force: true })
    const [entry] = await outbox.waiting()
    expect(entry).toMatchObject({ attempts: 3, nextAttemptAt: clock + retryDelay(3) })
  })

  it('reports deliveries and final refusals to every page; a refused one is kept for the visitor, not sent again', async () => {
    const ok = enquiry()
    const bad = enquiry()
    const answers = new Map([
      [ok.id, delivered(ok)],
      [bad.id, refused],
    ])
    const outbox = outboxWith(async () => offline)
    await outbox.submit(ok)
    clock += 1
    await outbox.submit(bad)

    const send = vi.fn(async (e: OutgoingEnquiry) => {
      clock += 1
      return answers.get(e.id)!
    })
    const online = outboxWith(send)
    const result = await online.replay({ force: true })
    expect(result.reports).toEqual([
      { kind: 'delivered', id: ok.id },
      { kind: 'rejected', id: bad.id, reason: refused.reason },
    ])
    expect(result.waiting).toBe(0)
    expect(announce).toHaveBeenCalled()
    // Whichever page starts or hears of it next tells each fate, and only that one page.
    expect(await outboxWith(send).news()).toEqual([
      { kind: 'delivered', id: ok.id },
      { kind: 'rejected', id: bad.id, reason: refused.reason },
    ])
    expect(await online.news()).toEqual([])
    expect(await online.waiting()).toEqual([expect.objectContaining({ enquiry: bad, refusal: refused.reason })])
    await online.replay({ force: true })
    expect(send).toHaveBeenCalledTimes(2)
    await online.discard(bad.id)
    expect(await online.waiting()).toEqual([])
  })

  it.each([
    ['network failure', offline],
    ['server failure', serverDown],
  ])('stops at the first %s, so that enquiries arrive in the order they were made', async (_case, failure) => {
    const first = enquiry()
    const second = enquiry()
    const queued = outboxWith(async () => offline)
    await queued.submit(first)
    clock += 1
    await queued.submit(second)
    const send = vi.fn<(e: OutgoingEnquiry) => Promise<SendOutcome>>(async () => failure)
    await outboxWith(send).replay({ force: true })
    expect(send.mock.calls.map(([e]) => e.id)).toEqual([first.id])
    send.mockImplementation(async (e) => delivered(e))
    await outboxWith(send).replay({ force: true })
    expect(send.mock.calls.slice(1).map(([e]) => e.id)).toEqual([first.id, second.id])
  })

  it('lets the visitor discard a waiting enquiry', async () => {
    const outbox = outboxWith(async () => offline)
    const e = enquiry()
    await outbox.submit(e)
    await outbox.discard(e.id)
    expect(await outbox.waiting()).toEqual([])
  })

  it('never runs twice at once: a second replay meanwhile sends nothing', async () => {
    const { send, release } = heldSend()
    const queued = outboxWith(async () => offline)
    await queued.submit(enquiry())
    const outbox = outboxWith(send)
    const first = outbox.replay({ force: true })
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    const second = await outbox.replay({ force: true })
    expect(second.reports).toEqual([])
    // No time to wake up at: the replay running announces its changes, which reschedule the page.
    expect(second.nextAttemptAt).toBeUndefined()
    release()
    expect((await first).reports).toHaveLength(1)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('leaves alone an enquiry that a live submission is sending', async () => {
    const { send, release } = heldSend()
    const outbox = outboxWith(send)
    const live = outbox.submit(enquiry())
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect((await outbox.replay({ force: true })).reports).toEqual([])
    release()
    expect((await live).kind).toBe('delivered')
    expect(send).toHaveBeenCalledTimes(1)
  })
})

describe('a new enquiry, in the order they were made', () => {
  it('goes at once when none wait', async () => {
    const send = vi.fn(async (e: OutgoingEnquiry) => delivered(e))
    const e = enquiry()
    expect(await outboxWith(send).submit(e)).toEqual({ kind: 'delivered' })
    expect(send.mock.calls.map(([sent]) => sent.id)).toEqual([e.id])
  })

  it('queues behind one still in its backoff: kept, not sent, with the reason it waits; then both go in order', async () => {
    const older = enquiry()
    await outboxWith(async () => serverDown).submit(older)
    clock += 1
    const send = vi.fn(async (e: OutgoingEnquiry) => delivered(e))
    const outbox = outboxWith(send)
    const newer = enquiry()
    expect(await outbox.submit(newer)).toEqual({ kind: 'waiting', reason: 'server' })
    expect(send).not.toHaveBeenCalled()
    expect((await outbox.waiting()).map((entry) => entry.enquiry.id)).toEqual([older.id, newer.id])

    clock += retryDelay(1)
    expect((await outbox.replay()).reports).toEqual([
      { kind: 'delivered', id: older.id },
      { kind: 'delivered', id: newer.id },
    ])
    expect(send.mock.calls.map(([e]) => e.id)).toEqual([older.id, newer.id])
  })

  it('kept behind an older one, waits for the same reason as that one', async () => {
    online = false
    await outboxWith(async () => offline).submit(enquiry())
    clock += 1
    const send = vi.fn(async (e: OutgoingEnquiry) => delivered(e))
    expect(await outboxWith(send).submit(enquiry())).toEqual({ kind: 'waiting', reason: 'offline' })
    expect(send).not.toHaveBeenCalled()
  })

  it('lets an older one that is due go first, and tells every page it went', async () => {
    const older = enquiry()
    await outboxWith(async () => serverDown).submit(older)
    clock += retryDelay(1)
    const send = vi.fn(async (e: OutgoingEnquiry) => delivered(e))
    const newer = enquiry()
    expect(await outboxWith(send).submit(newer)).toEqual({ kind: 'delivered' })
    expect(send.mock.calls.map(([e]) => e.id)).toEqual([older.id, newer.id])
    // The form tells its own; the older one is news for a page to tell.
    expect(await outboxWith(send).news()).toEqual([{ kind: 'delivered', id: older.id }])
  })

  it('stays behind an older one that fails on the way', async () => {
    const older = enquiry()
    await outboxWith(async () => serverDown).submit(older)
    clock += retryDelay(1)
    const send = vi.fn<(e: OutgoingEnquiry) => Promise<SendOutcome>>(async () => offline)
    const outbox = outboxWith(send)
    expect(await outbox.submit(enquiry())).toEqual({ kind: 'waiting', reason: 'server' })
    expect(send.mock.calls.map(([e]) => e.id)).toEqual([older.id])
  })

  it('made while a replay is sending, waits for it and then goes after the ones before it', async () => {
    const older = enquiry()
    await outboxWith(async () => offline).submit(older)
    const { send, release } = heldSend()
    const outbox = outboxWith(send)
    const replaying = outbox.replay({ force: true })
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    const newer = enquiry()
    const submitted = outbox.submit(newer)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(send).toHaveBeenCalledTimes(1)
    release()
    await replaying
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    release()
    expect(await submitted).toEqual({ kind: 'delivered' })
    expect(send.mock.calls.map(([e]) => e.id)).toEqual([older.id, newer.id])
  })
})

describe('the record of each fate', () => {
  it('keeps a delivery made before any page listened, until one page has told it', async () => {
    const e = enquiry()
    await outboxWith(async () => offline).submit(e)
    // The service worker delivers; the reloaded page starts afterwards.
    await outboxWith(async (sent) => delivered(sent)).replay({ force: true, waitForTurn: true })
    const reloaded = outboxWith(async () => offline)
    expect(await reloaded.fate(e.id)).toMatchObject({ kind: 'delivered' })
    expect(await reloaded.news()).toEqual([{ kind: 'delivered', id: e.id }])
    expect(await outboxWith(async () => offline).news()).toEqual([])
  })

  it('has nothing to tell of a live submission the form told itself', async () => {
    const outbox = outboxWith(async (e) => delivered(e))
    await outbox.submit(enquiry())
    expect(await outbox.news()).toEqual([])
  })

  it('tells a refused enquiry corrected and sent again by a replay as delivered', async () => {
    const e = enquiry()
    await outboxWith(async () => offline).submit(e)
    await outboxWith(async () => refused).replay({ force: true })
    expect(await outboxWith(async () => offline).news()).toEqual([{ kind: 'rejected', id: e.id, reason: refused.reason }])
    // Put back, still not through, then a replay delivers it.
    await outboxWith(async () => offline).submit(e)
    await outboxWith(async (sent) => delivered(sent)).replay({ force: true })
    expect(await outboxWith(async () => offline).news()).toEqual([{ kind: 'delivered', id: e.id }])
  })
})

describe('a refused enquiry kept on the device', () => {
  it(`is dropped ${refusedKeptDays} days after it was refused`, async () => {
    const e = enquiry()
    await outboxWith(async () => offline).submit(e)
    await outboxWith(async () => refused).replay({ force: true })
    clock += refusedKeptDays * 24 * 60 * 60_000 - 1
    expect(await outboxWith(async () => offline).waiting()).toEqual([expect.objectContaining({ refusal: refused.reason })])
    clock += 1
    expect(await outboxWith(async () => offline).waiting()).toEqual([])
    clock -= 1
    // Gone from the device, not merely hidden.
    expect(await outboxWith(async () => offline).waiting()).toEqual([])
  })
})

describe('a refused enquiry taken back to correct', () => {
  /** Two enquiries kept, then refused by a replay, as the visitor finds them later. */
  async function twoRefused() {
    const [first, second] = [enquiry(), enquiry()]
    for (const e of [first, second]) await outboxWith(async () => offline).submit(e)
    clock += 1
    await outboxWith(async () => refused).replay({ force: true })
    return [first, second] as const
  }
  const held = async (page: ReturnType<typeof outboxWith>) => (await page.waiting()).filter(page.heldHere).map((entry) => entry.enquiry.id)

  it("on a page with the form, is that page's form's alone, one enquiry at a time", async () => {
    const [first, second] = await twoRefused()
    const page = outboxWith(async () => offline)
    const otherTab = outboxWith(async () => offline)
    await page.takeBack(first.id, { intoThisPage: true })
    expect(await held(page)).toEqual([first.id])
    expect(await held(otherTab)).toEqual([])
    expect(announce).toHaveBeenCalled()
    await page.takeBack(second.id, { intoThisPage: true })
    expect(await held(page)).toEqual([second.id])
  })

  it('on a page without the form, goes to the first page with one that opens, and to no page after it', async () => {
    const [first] = await twoRefused()
    await outboxWith(async () => offline).takeBack(first.id, { intoThisPage: false })
    const contactPage = outboxWith(async () => offline)
    expect(await contactPage.claimForThisPage()).toBe(true)
    expect(await held(contactPage)).toEqual([first.id])
    // Reloaded, or opened in a second tab: the page's form starts empty, and the panel offers it again.
    const reloaded = outboxWith(async () => offline)
    expect(await reloaded.claimForThisPage()).toBe(false)
    expect(await held(reloaded)).toEqual([])
  })

  it('once sent again, is no longer held by any form', async () => {
    const [first] = await twoRefused()
    const page = outboxWith(async (e) => delivered(e))
    await page.takeBack(first.id, { intoThisPage: true })
    await page.submit(first)
    expect(await held(page)).toEqual([])
  })
})
