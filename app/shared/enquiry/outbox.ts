import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval'
import { announce } from './outboxEvents.ts'
import { refusedKeptDays } from './outboxKeeping.ts'
import { sendEnquiry, type OutgoingEnquiry, type SendOutcome } from './sendEnquiry.ts'

/**
 * Why an enquiry is still waiting: the browser knows it has no connection, or it has one and our
 * server did not take the enquiry (no answer at all, or one such as 503).
 */
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
  /** When it was refused (ms): it is kept for `refusedKeptDays` (outboxKeeping.ts), then dropped. */
  refusedAt?: number
  /**
   * The visitor took it back to correct: into the form of the page named (`page`), or, asked on a
   * page without the form, into the next page with one that opens.
   */
  takenBack?: { page?: string }
}

/** What became of an enquiry that left the outbox. */
export type OutboxReport = { kind: 'delivered'; id: string } | { kind: 'rejected'; id: string; reason: string }

/**
 * The outbox's own record of an enquiry's fate, kept until a page has told the visitor (`told`):
 * a page that starts after the delivery, or misses the news, still learns it here (issue 36 item 14).
 */
export type Fate = OutboxReport & { at: number; told: boolean }

const keptMs = refusedKeptDays * 24 * 60 * 60_000

/** Taken back on a page without the form, and no page's form has it yet. */
const unclaimed = (entry: OutboxEntry) => entry.takenBack !== undefined && entry.takenBack.page === undefined

/**
 * What a live submission came to: `waiting` means kept on this device to be sent later (and why);
 * `unkept` means the browser could not store it either.
 */
export type SubmitOutcome =
  | { kind: 'delivered' }
  | { kind: 'rejected'; reason: string }
  | { kind: 'waiting'; reason: WaitReason }
  | { kind: 'unkept'; reason: string }

export interface ReplayResult {
  reports: OutboxReport[]
  waiting: number
  /** When the oldest waiting enquiry is due (nothing goes before it), for a timer; absent when none waits or another replay was running. */
  nextAttemptAt?: number
}

/** The Background Sync tag the page registers and the service worker answers. */
export const syncTag = 'enquiry-outbox'

/** Wait after the nth failed attempt: 2 s, 4 s, 8 s … at most 5 minutes. */
export const retryDelay = (attempts: number) => Math.min(1000 * 2 ** attempts, 5 * 60_000)

type LockRequest = (name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<unknown>) => Promise<unknown>

/** One step of sending in order: an enquiry's fate, or why the queue stops here. */
type Step = OutboxReport | { kind: 'unsent'; waitReason: WaitReason } | { kind: 'notDue' } | { kind: 'gone' }

export interface OutboxOptions {
  store?: UseStore
  /** Where the fates are recorded: a database of its own, since idb-keyval opens one store per database. */
  fates?: UseStore
  send?: (enquiry: OutgoingEnquiry) => Promise<SendOutcome>
  now?: () => number
  /** Whether the browser believes it has a connection (`navigator.onLine`, in pages and workers). */
  online?: () => boolean
  /** Web Locks, shared by every tab and the service worker; tests may pass their own. */
  locks?: { request: LockRequest } | null
  /** Asks the browser not to clear the site's storage (Safari wipes it after 7 days unused otherwise). */
  persist?: () => Promise<boolean>
  /** This page's own name, for the enquiry its form holds; another tab or a reload has another. */
  page?: string
}

export function createOutbox({
  store = createStore('clarendon-enquiries', 'outbox'),
  fates = createStore('clarendon-enquiry-fates', 'fates'),
  send = sendEnquiry,
  now = Date.now,
  online = () => globalThis.navigator?.onLine !== false,
  locks = globalThis.navigator?.locks as { request: LockRequest } | undefined,
  // Window-only (the service worker's StorageManager has no persist); the worker only replays.
  persist = () => (globalThis.navigator?.storage as { persist?: () => Promise<boolean> } | undefined)?.persist?.() ?? Promise.resolve(false),
  page = crypto.randomUUID(),
}: OutboxOptions = {}) {
  /** Without Web Locks, each lock is a queue of tasks in this page only. */
  const heldHere = new Map<string, Promise<unknown>>()
  let persistenceAsked = false

  /**
   * Runs `task` holding the named lock, after any holder before it. With ifAvailable, skips it
   * when the lock is held. Without Web Locks (older browsers) the lock covers only this page;
   * the enquiry id makes any overlap harmless, as the server stores a repeat once.
   */
  async function withLock<T>(name: string, ifAvailable: boolean, task: () => Promise<T>): Promise<T | undefined> {
    if (locks) return (await locks.request(name, { ifAvailable }, (lock) => (lock ? task() : Promise.resolve(undefined)))) as T | undefined
    const before = heldHere.get(name)
    if (before && ifAvailable) return undefined
    const run = (before ?? Promise.resolve()).catch(() => undefined).then(task)
    heldHere.set(name, run)
    try {
      return await run
    } finally {
      if (heldHere.get(name) === run) heldHere.delete(name)
    }
  }

  /**
   * Oldest first. A browser with no storage at all (IndexedDB missing or refused) keeps none. A
   * refused enquiry older than `refusedKeptDays` is dropped here.
   */
  async function waiting(): Promise<OutboxEntry[]> {
    const all = await Promise.resolve()
      .then(() => entries<string, OutboxEntry>(store))
      .catch(() => [])
    const expired = (entry: OutboxEntry) => entry.refusal !== undefined && (entry.refusedAt ?? entry.queuedAt) + keptMs <= now()
    for (const [id, entry] of all) if (expired(entry)) await del(id, store).catch(() => undefined)
    return all
      .map(([, entry]) => entry)
      .filter((entry) => !expired(entry))
      .sort((a, b) => a.queuedAt - b.queuedAt)
  }

  /** Records what became of an enquiry; `told` when the page that sent it live tells the visitor itself. */
  async function recordFate(report: OutboxReport, told: boolean) {
    await set(report.id, { ...report, at: now(), told } satisfies Fate, fates).catch(() => undefined)
  }

  /**
   * One attempt for one entry, and what follows from the answer. A refusal in a live submission
   * goes back to the form, which still holds the text; one in a replay is kept, marked, for the
   * visitor to see (the form was cleared long ago).
   */
  async function attempt(entry: OutboxEntry, { live }: { live: boolean }): Promise<Step> {
    const { id } = entry.enquiry
    const outcome = await send(entry.enquiry)
    let step: Step
    if (outcome.kind === 'unsent') {
      const attempts = entry.attempts + 1
      step = { kind: 'unsent', waitReason: online() ? 'server' : 'offline' }
      await set(id, { ...entry, attempts, nextAttemptAt: now() + retryDelay(attempts), waitReason: step.waitReason }, store)
    } else if (outcome.kind === 'rejected') {
      step = { kind: 'rejected', id, reason: outcome.reason }
      await recordFate(step, live)
      await (live ? del(id, store) : set(id, { ...entry, refusal: outcome.reason, refusedAt: now() }, store))
    } else {
      step = { kind: 'delivered', id }
      // Recorded before the entry goes, so that no page sees it gone without its fate.
      await recordFate(step, live)
      await del(id, store)
    }
    announce()
    return step
  }

  /**
   * Sends waiting enquiries oldest first, each under its own lock (a discard waits for it). The
   * first that cannot go, or that is still in its backoff (unless forced), stops the rest: so
   * they arrive in the order they were made. Called only under the outbox's own lock.
   * `live` is the id of the visitor's submission in hand (due at once, being new).
   */
  async function sendInOrder({ force, live }: { force: boolean; live?: string }) {
    const reports: OutboxReport[] = []
    for (const { enquiry } of await waiting()) {
      const step = await withLock(`${syncTag}:${enquiry.id}`, false, async (): Promise<Step> => {
        // Read again under the lock: it may have been discarded or refused meanwhile.
        const entry = await get<OutboxEntry>(enquiry.id, store)
        if (!entry || entry.refusal !== undefined) return { kind: 'gone' }
        if (!force && entry.nextAttemptAt > now()) return { kind: 'notDue' }
        return attempt(entry, { live: enquiry.id === live })
      })
      if (!step || step.kind === 'gone') continue
      if (step.kind === 'notDue') return { reports }
      if (step.kind === 'unsent') return { reports, stoppedBy: step.waitReason }
      reports.push(step)
    }
    return { reports }
  }

  /** When the oldest waiting enquiry is due: nothing can go before it. */
  async function nextAttemptAt() {
    return (await waiting()).find((entry) => entry.refusal === undefined)?.nextAttemptAt
  }

  /** Changes a kept entry under its own lock, unless it has gone meanwhile. */
  async function update(id: string, change: (entry: OutboxEntry) => OutboxEntry | undefined) {
    return withLock(`${syncTag}:${id}`, false, async () => {
      const entry = await get<OutboxEntry>(id, store)
      const changed = entry && change(entry)
      if (changed) await set(id, changed, store)
      return changed !== undefined
    })
  }

  /** This page's form holds one enquiry: the one it held before is offered back again. */
  async function holdHere(id: string, { ifUnclaimed }: { ifUnclaimed: boolean }) {
    const held = await update(id, (entry) => (ifUnclaimed && !unclaimed(entry) ? undefined : { ...entry, takenBack: { page } }))
    if (!held) return false
    for (const entry of await waiting()) {
      if (entry.enquiry.id !== id && entry.takenBack?.page === page) await update(entry.enquiry.id, ({ takenBack: _, ...rest }) => rest)
    }
    return true
  }

  /** Asked once, when the first enquiry is kept; the answer changes nothing here. */
  function askToPersist() {
    if (persistenceAsked) return
    persistenceAsked = true
    void persist().catch(() => false)
  }

  return {
    waiting,
    nextAttemptAt,

    /** The recorded fate of one enquiry, whether told or not (the form's confirmation reads it). */
    fate: (id: string) => get<Fate>(id, fates).catch(() => undefined),

    /**
     * The fates no page has told yet, marked told as they are handed over, so that one page tells
     * each once, however many pages start or hear of it. Old records are dropped on the way.
     */
    async news(): Promise<OutboxReport[]> {
      const untold = await withLock(`${syncTag}:news`, false, async () => {
        const all = (await entries<string, Fate>(fates).catch(() => [])).sort(([, a], [, b]) => a.at - b.at)
        const fresh: OutboxReport[] = []
        for (const [id, fate] of all) {
          if (fate.at + keptMs <= now()) await del(id, fates).catch(() => undefined)
          else if (!fate.told) {
            await set(id, { ...fate, told: true }, fates)
            const { at: _at, told: _told, ...report } = fate
            fresh.push(report)
          }
        }
        return fresh
      })
      return untold ?? []
    },

    /**
     * A live submission: kept first, so closing the tab mid-request loses nothing, then sent in
     * line: at once when nothing waits, otherwise behind the enquiries already waiting (those due
     * go first), so that enquiries arrive in the order they were made. Where the browser cannot
     * keep it (no IndexedDB, or it is full), it is sent directly, and if that fails too the form
     * is told, so that it keeps the text.
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
        if (outcome.kind === 'unsent') return { kind: 'unkept', reason: outcome.reason }
        return outcome.kind === 'rejected' ? { kind: 'rejected', reason: outcome.reason } : { kind: 'delivered' }
      }
      askToPersist()
      announce()
      const { reports, stoppedBy } = (await withLock(syncTag, false, () => sendInOrder({ force: false, live: enquiry.id }))) ?? { reports: [] }
      // The older ones sent on the way are news for every page (recorded untold); this one's fate is the form's.
      const own = reports.find((report) => report.id === enquiry.id)
      if (own?.kind === 'rejected') return { kind: 'rejected', reason: own.reason }
      const left = await get<OutboxEntry>(enquiry.id, store)
      if (own?.kind === 'delivered') return { kind: 'delivered' }
      if (!left) {
        // Not in the reports but gone: a replay in another tab sent it before this one got its
        // turn, and recorded it for a page to tell; the form tells it instead.
        const fate = await get<Fate>(enquiry.id, fates).catch(() => undefined)
        if (fate) await recordFate(fate, true)
        return { kind: 'delivered' }
      }
      // Kept behind an older one: it waits for the same reason as that one.
      const oldest = (await waiting()).find((waitingEntry) => waitingEntry.refusal === undefined)
      return { kind: 'waiting', reason: stoppedBy ?? oldest?.waitReason ?? (online() ? 'server' : 'offline') }
    },

    /**
     * Sends every due enquiry (every one, when forced), oldest first, one replay at a time across
     * tabs. A page skips its replay while another holds the outbox; the service worker's Background
     * Sync waits its turn (`waitForTurn`), since a sync it skipped is put off by the browser for minutes.
     */
    async replay({ force = false, waitForTurn = false } = {}): Promise<ReplayResult> {
      const ran = await withLock(syncTag, !waitForTurn, () => sendInOrder({ force }))
      const reports = ran?.reports ?? []
      const left = (await waiting()).filter((entry) => entry.refusal === undefined)
      // When another replay holds the outbox, its own changes are announced, and say when next.
      return { reports, waiting: left.length, nextAttemptAt: ran ? left[0]?.nextAttemptAt : undefined }
    },

    /**
     * The visitor wants a refused enquiry back to correct it: into this page's form, or, when this
     * page has none, into the next page with a form that opens (`claimForThisPage`).
     */
    async takeBack(id: string, { intoThisPage }: { intoThisPage: boolean }) {
      await (intoThisPage ? holdHere(id, { ifUnclaimed: false }) : update(id, (entry) => ({ ...entry, takenBack: {} })))
      announce()
    },

    /**
     * A page with the form, opening, takes an enquiry taken back where there was none; once, so
     * that a reload or a second tab does not take it again. Whether it took one.
     */
    async claimForThisPage() {
      for (const entry of await waiting()) {
        if (unclaimed(entry) && (await holdHere(entry.enquiry.id, { ifUnclaimed: true }))) {
          announce()
          return true
        }
      }
      return false
    },

    /** Whether this page's form holds it: the page offers it back no more. */
    heldHere: (entry: OutboxEntry) => entry.takenBack?.page === page,

    /** The visitor no longer wants it sent. */
    async discard(id: string) {
      await withLock(`${syncTag}:${id}`, false, () => del(id, store))
      announce()
    },
  }
}

export type Outbox = ReturnType<typeof createOutbox>

let defaultOutbox: Outbox | undefined

/** The browser's outbox, opened on first use (never during prerendering, which has no IndexedDB). */
export const getOutbox = () => (defaultOutbox ??= createOutbox())
