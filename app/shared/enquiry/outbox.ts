import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval'
import { announce } from './outboxEvents.ts'
import { refusedKeptDays } from './outboxKeeping.ts'
import { sendEnquiry, type OutgoingEnquiry, type SendOutcome } from './sendEnquiry.ts'

export type WaitReason = 'offline' | 'server' | 'busy'

/** An enquiry kept in the browser (IndexedDB) until the server answers 2xx or the visitor discards it. */
export interface OutboxEntry {
  enquiry: OutgoingEnquiry
  queuedAt: number
  attempts: number
  /** No automatic attempt before this time (ms); the `online` event and app start try anyway. */
  nextAttemptAt: number
  waitReason?: WaitReason
  /** Refused for good during a replay, after the form was cleared: kept for the visitor to correct, never sent as it is. */
  refusal?: string
  refusedAt?: number
  /** Into the form of the page named, or, asked on a page without one, into the next page with a form that opens. */
  takenBack?: { page?: string }
}

export type OutboxReport = { kind: 'delivered'; id: string } | { kind: 'rejected'; id: string; reason: string }

/** What became of an enquiry, kept so that a page that starts later, or misses the news, still tells it. */
export type Fate = OutboxReport & { at: number; told: boolean }

const keptMs = refusedKeptDays * 24 * 60 * 60_000

/** Taken back on a page without the form, and no page's form has it yet. */
const unclaimed = (entry: OutboxEntry) => entry.takenBack !== undefined && entry.takenBack.page === undefined

/** `unkept`: neither sent nor stored on this device. */
export type SubmitOutcome =
  | { kind: 'delivered' }
  | { kind: 'rejected'; reason: string }
  | { kind: 'waiting'; reason: WaitReason }
  | { kind: 'unkept'; reason: string }

export interface ReplayResult {
  reports: OutboxReport[]
  waiting: number
  /** When the oldest waiting enquiry is due; absent when none waits or another replay was running. */
  nextAttemptAt?: number
}

export const syncTag = 'enquiry-outbox'

/** Wait after the nth failed attempt: 2 s, 4 s, 8 s … at most 5 minutes. */
export const retryDelay = (attempts: number) => Math.min(1000 * 2 ** attempts, 5 * 60_000)

type LockRequest = (name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<unknown>) => Promise<unknown>

type Step = OutboxReport | { kind: 'unsent'; waitReason: WaitReason } | { kind: 'notDue' } | { kind: 'gone' }

export interface OutboxOptions {
  store?: UseStore
  /** Where the fates are recorded: a database of its own, since idb-keyval opens one store per database. */
  fates?: UseStore
  send?: (enquiry: OutgoingEnquiry) => Promise<SendOutcome>
  now?: () => number
  online?: () => boolean
  /** Web Locks, shared by every tab and the service worker. */
  locks?: { request: LockRequest } | null
  /** Asks the browser not to clear the site's storage (Safari wipes it after 7 days unused otherwise). */
  persist?: () => Promise<boolean>
  /** Names this page's form as the holder of an enquiry taken back; a reload or another tab is another page. */
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
  const localLocks = new Map<string, Promise<unknown>>()
  let persistenceAsked = false

  /** Without Web Locks the lock covers only this page; the id makes any overlap harmless, as the server stores a repeat once. */
  async function withLock<T>(name: string, ifAvailable: boolean, task: () => Promise<T>): Promise<T | undefined> {
    if (locks) return (await locks.request(name, { ifAvailable }, (lock) => (lock ? task() : Promise.resolve(undefined)))) as T | undefined
    const before = localLocks.get(name)
    if (before && ifAvailable) return undefined
    const run = (before ?? Promise.resolve()).catch(() => undefined).then(task)
    localLocks.set(name, run)
    try {
      return await run
    } finally {
      if (localLocks.get(name) === run) localLocks.delete(name)
    }
  }

  /** Oldest first; a refused enquiry older than `refusedKeptDays` is deleted on the way. */
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

  /** `told` when the page that sent it live tells the visitor itself. */
  async function recordFate(report: OutboxReport, told: boolean) {
    await set(report.id, { ...report, at: now(), told } satisfies Fate, fates).catch(() => undefined)
  }

  /** A refusal in a live submission goes back to the form, which still holds the text; one in a replay is kept for the visitor. */
  async function attempt(entry: OutboxEntry, { live }: { live: boolean }): Promise<Step> {
    const { id } = entry.enquiry
    const outcome = await send(entry.enquiry)
    let step: Step
    if (outcome.kind === 'unsent') {
      const attempts = entry.attempts + 1
      step = { kind: 'unsent', waitReason: outcome.status === 429 ? 'busy' : online() ? 'server' : 'offline' }
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

  /** Each under its own lock; the first that cannot go or is not due stops the rest, so enquiries arrive in order. Only under the outbox's lock. */
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

  async function nextAttemptAt() {
    return (await waiting()).find((entry) => entry.refusal === undefined)?.nextAttemptAt
  }

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

  function askToPersist() {
    if (persistenceAsked) return
    persistenceAsked = true
    void persist().catch(() => false)
  }

  return {
    waiting,
    nextAttemptAt,

    fate: (id: string) => get<Fate>(id, fates).catch(() => undefined),

    /** The fates no page has told yet, marked told as they are handed over: one page tells each once. */
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

    /** Kept first, so closing the tab mid-request loses nothing; sent directly where the browser cannot keep it. */
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
        // A replay in another tab sent it first; the form tells it instead of the news.
        const fate = await get<Fate>(enquiry.id, fates).catch(() => undefined)
        if (fate) await recordFate(fate, true)
        return { kind: 'delivered' }
      }
      // Kept behind an older one: it waits for the same reason as that one.
      const oldest = (await waiting()).find((waitingEntry) => waitingEntry.refusal === undefined)
      return { kind: 'waiting', reason: stoppedBy ?? oldest?.waitReason ?? (online() ? 'server' : 'offline') }
    },

    /** Background Sync waits its turn (`waitForTurn`), since the browser puts off a skipped sync for minutes; a page just skips. */
    async replay({ force = false, waitForTurn = false } = {}): Promise<ReplayResult> {
      const ran = await withLock(syncTag, !waitForTurn, () => sendInOrder({ force }))
      const reports = ran?.reports ?? []
      const left = (await waiting()).filter((entry) => entry.refusal === undefined)
      // When another replay holds the outbox, its own changes are announced, and say when next.
      return { reports, waiting: left.length, nextAttemptAt: ran ? left[0]?.nextAttemptAt : undefined }
    },

    /** Into this page's form, or, with none here, into the next page with a form that opens (`claimForThisPage`). */
    async takeBack(id: string, { intoThisPage }: { intoThisPage: boolean }) {
      await (intoThisPage ? holdHere(id, { ifUnclaimed: false }) : update(id, (entry) => ({ ...entry, takenBack: {} })))
      announce()
    },

    /** A page with the form, opening, takes one taken back where there was none: once, so a reload or a second tab does not. */
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
