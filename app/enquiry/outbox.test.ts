import 'fake-indexeddb/auto'
import { randomUUID } from 'node:crypto'
import { createStore } from 'idb-keyval'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createOutbox, retryDelay } from './outbox.ts'
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

const delivered = (e: OutgoingEnquiry): SendOutcome => ({ kind: 'delivered', enquiry: { ...e, createdAt: '2025-01-01T00:00:00.000Z' } })
const serverDown: SendOutcome = { kind: 'unsent', status: 503, reason: 'down' }
const offline: SendOutcome = { kind: 'unsent', reason: 'Failed to fetch' }
const refused: SendOutcome = { kind: 'rejected', status: 400, reason: 'Please check the highlighted fields' }

let clock = 1_000_000
let dbName: string

/** A fresh IndexedDB per test; `again` opens the same one, as a reload or a new tab would. */
function outboxWith(send: (e: OutgoingEnquiry) => Promise<SendOutcome>) {
  return createOutbox({ store: createStore(dbName, 'outbox'), send, now: () => clock, locks: null })
}

beforeEach(() => {
  dbName = `outbox-${randomUUID()}`
  clock = 1_000_000
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
    expect(await outbox.submit(enquiry())).toEqual(refused)
    expect(await outbox.waiting()).toEqual([])
  })

  it.each([
    ['the network is down', offline],
    ['the server is down', serverDown],
    ['the server is busy', { kind: 'unsent', status: 429, reason: 'busy' } as SendOutcome],
  ])('when %s, keeps it and waits before trying again', async (_case, outcome) => {
    const outbox = outboxWith(async () => outcome)
    const e = enquiry()
    await outbox.submit(e)
    expect(await outbox.waiting()).toEqual([{ enquiry: e, queuedAt: clock, attempts: 1, nextAttemptAt: clock + retryDelay(1) }])
    expect(announce).toHaveBeenCalledWith({ kind: 'changed' })
  })

  it('survives the page: another outbox on the same database finds it', async () => {
    const e = enquiry()
    await outboxWith(async () => offline).submit(e)
    const afterReload = outboxWith(async (sent) => delivered(sent))
    expect((await afterReload.waiting()).map((entry) => entry.enquiry)).toEqual([e])
    expect(await afterReload.replay({ force: true })).toMatchObject({ reports: [{ kind: 'delivered', id: e.id }], waiting: 0 })
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

  it('reports deliveries and final refusals to every page, and removes them', async () => {
    const ok = enquiry()
    const bad = enquiry()
    const answers = new Map([[ok.id, delivered(ok)], [bad.id, refused]])
    const outbox = outboxWith(async () => offline)
    await outbox.submit(ok)
    clock += 1
    await outbox.submit(bad)

    const online = outboxWith(async (e) => answers.get(e.id)!)
    const result = await online.replay({ force: true })
    expect(result.reports).toEqual([
      { kind: 'delivered', id: ok.id },
      { kind: 'rejected', id: bad.id, reason: refused.reason },
    ])
    expect(result.waiting).toBe(0)
    expect(announce).toHaveBeenCalledWith({ kind: 'delivered', id: ok.id })
    expect(announce).toHaveBeenCalledWith({ kind: 'rejected', id: bad.id, reason: refused.reason })
  })

  it('stops at the first network failure, since the rest would fail too', async () => {
    const send = vi.fn<(e: OutgoingEnquiry) => Promise<SendOutcome>>(async () => offline)
    const outbox = outboxWith(send)
    await outbox.submit(enquiry())
    await outbox.submit(enquiry())
    send.mockClear()
    await outbox.replay({ force: true })
    expect(send).toHaveBeenCalledTimes(1)
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
