import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval'
import { announce } from './outboxEvents.ts'
import { sendEnquiry, type OutgoingEnquiry, type SendOutcome } from './sendEnquiry.ts'

/** An enquiry kept in the browser (IndexedDB) until the server answers 2xx or refuses it for good. */
export interface OutboxEntry {
  enquiry: OutgoingEnquiry
  queuedAt: number
  attempts: number
  /** No automatic attempt before this time (ms); the `online` event and app start try anyway. */
  nextAttemptAt: number
}

export type OutboxReport = { kind: 'delivered'; id: string } | { kind: 'rejected'; id: string; reason: string }

export interface ReplayResult {
  reports: OutboxReport[]
  waiting: number
  /** When the earliest waiting enquiry is due, for a timer. */
  nextAttemptAt?: number
}

/** The Background Sync tag the page registers and the service worker answers. */
export const syncTag = 'enquiry-outbox'

/** Wait after the nth failed attempt: 2 s, 4 s, 8 s … at most 5 minutes. */
export const retryDelay = (attempts: number) => Math.min(1000 * 2 ** attempts, 5 * 60_000)

type LockRequest = (name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<unknown>) => Promise<unknown>

export interface OutboxOptions {
  store?: UseStore
  send?: (enquiry: OutgoingEnquiry) => Promise<SendOutcome>
  now?: () => number
  /** Web Locks, shared by every tab and the service worker; tests may pass their own. */
  locks?: { request: LockRequest } | null
}

export function createOutbox({
  store = createStore('clarendon-enquiries', 'outbox'),
  send = sendEnquiry,
  now = Date.now,
  locks = globalThis.navigator?.locks as { request: LockRequest } | undefined,
}: OutboxOptions = {}) {
  const heldHere = new Set<string>()

  /**
   * Runs `task` holding the named lock. With ifAvailable, skips it when another holder has the
   * lock. Without Web Locks (older browsers) the lock covers only this page; the enquiry id
   * makes any overlap harmless, as the server stores a repeat once.
   */
  async function withLock<T>(name: string, ifAvailable: boolean, task: () => Promise<T>): Promise<T | undefined> {
    if (locks) return (await locks.request(name, { ifAvailable }, (lock) => (lock ? task() : Promise.resolve(undefined)))) as T | undefined
    if (heldHere.has(name) && ifAvailable) return undefined
    heldHere.add(name)
    try {
      return await task()
    } finally {
      heldHere.delete(name)
    }
  }

  async function waiting(): Promise<OutboxEntry[]> {
    const all = await entries<string, OutboxEntry>(store)
    return all.map(([, entry]) => entry).sort((a, b) => a.queuedAt - b.queuedAt)
  }

  /** One attempt for one entry, under that entry's lock, and what follows from the answer. */
  async function attempt(entry: OutboxEntry): Promise<SendOutcome> {
    const outcome = await send(entry.enquiry)
    if (outcome.kind === 'unsent') {
      const attempts = entry.attempts + 1
      await set(entry.enquiry.id, { ...entry, attempts, nextAttemptAt: now() + retryDelay(attempts) }, store)
    } else {
      await del(entry.enquiry.id, store)
    }
    announce({ kind: 'changed' })
    return outcome
  }

  return {
    waiting,

    /** A live submission: kept first, so closing the tab mid-request loses nothing, then sent once. */
    async submit(enquiry: OutgoingEnquiry): Promise<SendOutcome> {
      const entry: OutboxEntry = { enquiry, queuedAt: now(), attempts: 0, nextAttemptAt: now() }
      await set(enquiry.id, entry, store)
      announce({ kind: 'changed' })
      const outcome = await withLock(`${syncTag}:${enquiry.id}`, false, () => attempt(entry))
      return outcome ?? { kind: 'unsent', reason: 'The enquiry is being sent by another tab' }
    },

    /** Sends every due enquiry (every one, when forced); one replay at a time across tabs. */
    async replay({ force = false } = {}): Promise<ReplayResult> {
      const reports: OutboxReport[] = []
      await withLock(syncTag, true, async () => {
        for (const { enquiry } of await waiting()) {
          const networkDown = await withLock(`${syncTag}:${enquiry.id}`, true, async () => {
            // Read again under the lock: a live submission may have settled it meanwhile.
            const entry = await get<OutboxEntry>(enquiry.id, store)
            if (!entry || (!force && entry.nextAttemptAt > now())) return false
            const outcome = await attempt(entry)
            if (outcome.kind === 'delivered') reports.push({ kind: 'delivered', id: enquiry.id })
            if (outcome.kind === 'rejected') reports.push({ kind: 'rejected', id: enquiry.id, reason: outcome.reason })
            return outcome.kind === 'unsent' && outcome.status === undefined
          })
          // Without a network the rest would only fail too; they wait for the next chance.
          if (networkDown) break
        }
      })
      for (const report of reports) announce(report)
      const left = await waiting()
      const due = left.map((entry) => entry.nextAttemptAt)
      return { reports, waiting: left.length, nextAttemptAt: due.length ? Math.min(...due) : undefined }
    },
  }
}

export type Outbox = ReturnType<typeof createOutbox>

let defaultOutbox: Outbox | undefined

/** The browser's outbox, opened on first use (never during prerendering, which has no IndexedDB). */
export const getOutbox = () => (defaultOutbox ??= createOutbox())
