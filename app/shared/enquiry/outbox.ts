import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval'
import { announce } from './outboxEvents.ts'
import { sendEnquiry, type OutgoingEnquiry, type SendOutcome } from './sendEnquiry.ts'

/** Why an enquiry is still waiting: no connection, or our server could not take it. */
export type WaitReason = 'offline' | 'server'

/** An enquiry kept in the browser (IndexedDB) until the server answers 2xx or the visitor discards it. */
export interface OutboxEntry {
  enquiry: OutgoingEnquiry
  queuedAt: number
  attempts: number
  /** No automatic attempt before this time (ms); the `online` event and app start try anyway. */
  nextAttemptAt: number
  /** Why the last attempt did not deliver it. */
  waitReason?: WaitReason
  /**
   * The server refused it for good during a replay, after the form had been cleared: it is not
   * sent again, but kept for the visitor to correct and send, or discard.
   */
  refusal?: string
}

export type OutboxReport = { kind: 'delivered'; id: string } | { kind: 'rejected'; id: string; reason: string }

/** What a live submission came to; `unkept` means the browser could not store it either. */
export type SubmitOutcome = SendOutcome | { kind: 'unkept'; reason: string }

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

/** No status means the request never got an answer: the connection is the problem. */
const waitReason = (outcome: { status?: number }): WaitReason => (outcome.status === undefined ? 'offline' : 'server')

type LockRequest = (name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<unknown>) => Promise<unknown>

export interface OutboxOptions {
  store?: UseStore
  send?: (enquiry: OutgoingEnquiry) => Promise<SendOutcome>
  now?: () => number
  /** Web Locks, shared by every tab and the service worker; tests may pass their own. */
  locks?: { request: LockRequest } | null
  /** Asks the browser not to clear the site's storage (Safari wipes it after 7 days unused otherwise). */
  persist?: () => Promise<boolean>
}

export function createOutbox({
  store = createStore('clarendon-enquiries', 'outbox'),
  send = sendEnquiry,
  now = Date.now,
  locks = globalThis.navigator?.locks as { request: LockRequest } | undefined,
  // Window-only (the service worker's StorageManager has no persist); the worker only replays.
  persist = () => (globalThis.navigator?.storage as { persist?: () => Promise<boolean> } | undefined)?.persist?.() ?? Promise.resolve(false),
}: OutboxOptions = {}) {
  const heldHere = new Set<string>()
  let persistenceAsked = false

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

  /** Oldest first. A browser with no storage at all (IndexedDB missing or refused) keeps none. */
  async function waiting(): Promise<OutboxEntry[]> {
    const all = await Promise.resolve()
      .then(() => entries<string, OutboxEntry>(store))
      .catch(() => [])
    return all.map(([, entry]) => entry).sort((a, b) => a.queuedAt - b.queuedAt)
  }

  /**
   * One attempt for one entry, under that entry's lock, and what follows from the answer. A
   * refusal in a live submission goes back to the form, which still holds the text; one in a
   * replay is kept, marked, for the visitor to see (the form was cleared long ago).
   */
  async function attempt(entry: OutboxEntry, { live }: { live: boolean }): Promise<SendOutcome> {
    const outcome = await send(entry.enquiry)
    if (outcome.kind === 'unsent') {
      const attempts = entry.attempts + 1
      await set(entry.enquiry.id, { ...entry, attempts, nextAttemptAt: now() + retryDelay(attempts), waitReason: waitReason(outcome) }, store)
    } else if (outcome.kind === 'rejected' && !live) {
      await set(entry.enquiry.id, { ...entry, refusal: outcome.reason }, store)
    } else {
      await del(entry.enquiry.id, store)
    }
    announce({ kind: 'changed' })
    return outcome
  }

  /** Asked once, when the first enquiry is kept; the answer changes nothing here. */
  function askToPersist() {
    if (persistenceAsked) return
    persistenceAsked = true
    void persist().catch(() => false)
  }

  return {
    waiting,

    /**
     * A live submission: kept first, so closing the tab mid-request loses nothing, then sent
     * once. Where the browser cannot keep it (no IndexedDB, or it is full), it is sent directly,
     * and if that fails too the form is told, so that it keeps the text.
     */
    async submit(enquiry: OutgoingEnquiry): Promise<SubmitOutcome> {
      const entry: OutboxEntry = { enquiry, queuedAt: now(), attempts: 0, nextAttemptAt: now() }
      // Without IndexedDB at all, idb-keyval throws before it returns a promise.
      const kept = await Promise.resolve()
        .then(() => set(enquiry.id, entry, store))
        .then(
          () => true,
          () => false,
        )
      if (!kept) {
        const outcome = await send(enquiry)
        return outcome.kind === 'unsent' ? { kind: 'unkept', reason: outcome.reason } : outcome
      }
      askToPersist()
      announce({ kind: 'changed' })
      const outcome = await withLock(`${syncTag}:${enquiry.id}`, false, () => attempt(entry, { live: true }))
      return outcome ?? { kind: 'unsent', reason: 'The enquiry is being sent by another tab' }
    },

    /**
     * Sends every due enquiry (every one, when forced), oldest first, one replay at a time across
     * tabs. The first that cannot go stops the rest, so they arrive in the order they were made.
     */
    async replay({ force = false } = {}): Promise<ReplayResult> {
      const reports: OutboxReport[] = []
      await withLock(syncTag, true, async () => {
        for (const { enquiry } of await waiting()) {
          const stop = await withLock(`${syncTag}:${enquiry.id}`, true, async () => {
            // Read again under the lock: a live submission may have settled it meanwhile.
            const entry = await get<OutboxEntry>(enquiry.id, store)
            if (!entry || entry.refusal !== undefined) return false
            if (!force && entry.nextAttemptAt > now()) return true
            const outcome = await attempt(entry, { live: false })
            if (outcome.kind === 'delivered') reports.push({ kind: 'delivered', id: enquiry.id })
            if (outcome.kind === 'rejected') reports.push({ kind: 'rejected', id: enquiry.id, reason: outcome.reason })
            return outcome.kind === 'unsent'
          })
          if (stop) break
        }
      })
      for (const report of reports) announce(report)
      const left = (await waiting()).filter((entry) => entry.refusal === undefined)
      const due = left.map((entry) => entry.nextAttemptAt)
      return { reports, waiting: left.length, nextAttemptAt: due.length ? Math.min(...due) : undefined }
    },

    /** The visitor no longer wants it sent. */
    async discard(id: string) {
      await withLock(`${syncTag}:${id}`, false, () => del(id, store))
      announce({ kind: 'changed' })
    },
  }
}

export type Outbox = ReturnType<typeof createOutbox>

let defaultOutbox: Outbox | undefined

/** The browser's outbox, opened on first use (never during prerendering, which has no IndexedDB). */
export const getOutbox = () => (defaultOutbox ??= createOutbox())
