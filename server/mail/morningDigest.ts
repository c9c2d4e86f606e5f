import type { SendMailOptions } from 'nodemailer'
import type { Logger } from 'pino'
import { firm } from '../../app/shared/content/firm.ts'
import { heldDays } from '../../app/shared/content/enquiryRetention.ts'
import type { EnquiryRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { InboxView } from '../../app/shared/staffApi.ts'
import { isWorkingDay, officeCalendarDay, officeDay } from '../calendar/workingDay.ts'
import { isoDate } from '../calendar/zonedTime.ts'
import { heldErasedAt } from '../retention.ts'
import type { Clock } from '../staff/clock.ts'
import type { EnquiryRepository, EnquirySearch, Store } from '../store/store.ts'
import { inboxLink, messageId } from './inboxLink.ts'
import { londonTime } from './londonTime.ts'
import { errorText, refusedForGood } from './smtpErrors.ts'

/** A held enquiry is named once it has this few days left before it is erased unreviewed. */
const heldWarningDays = 7
/** At most this many references a list; the rest are counted. */
const listed = 10

interface Listed {
  total: number
  items: EnquiryRecord[]
}

/** What the whole inbox holds this morning, the same for everyone. */
interface InboxToday {
  unassigned: number
  overdue: number
  held: number
  /** Held ones erased within heldWarningDays unless someone releases them, soonest first. */
  heldErasedSoon: Listed
}

/** One member of staff's digest: counts and references, nothing a visitor wrote. */
export interface Digest {
  username: string
  /** Theirs, not yet contacted, due by today's close. */
  dueToday: Listed
  /** Theirs, not contacted, past the due time, longest overdue first. */
  overdue: Listed
  inbox: InboxToday
}

/** The oldest `listed` of a search, oldest first (a search lists newest first), and how many match. */
async function oldestOf(enquiries: EnquiryRepository, search: EnquirySearch): Promise<Listed> {
  const { total } = await enquiries.search(search, { skip: 0, limit: 1 })
  if (total === 0) return { total, items: [] }
  const { items } = await enquiries.search(search, { skip: Math.max(0, total - listed), limit: listed })
  return { total, items: items.reverse() }
}

const count = async (enquiries: EnquiryRepository, search: EnquirySearch) => (await enquiries.search(search, { skip: 0, limit: 1 })).total

const dayMs = 86_400_000

async function inboxToday(enquiries: EnquiryRepository, now: Date): Promise<InboxToday> {
  const [unassigned, overdue, held, heldErasedSoon] = await Promise.all([
    count(enquiries, { assignee: null }),
    count(enquiries, { overdueAt: now }),
    count(enquiries, { held: true }),
    oldestOf(enquiries, { held: true, arrivedBefore: new Date(now.getTime() + (heldWarningDays - heldDays) * dayMs) }),
  ])
  return { unassigned, overdue, held, heldErasedSoon }
}

/** What the inbox holds for `username` at `now`, read as its views are (Mine, Unassigned, Overdue, Held). */
async function digestOf(enquiries: EnquiryRepository, username: string, now: Date, closes: Date, inbox: InboxToday): Promise<Digest> {
  // Due at the close itself counts as today: a reply is due at a working day's close.
  const endOfDay = new Date(closes.getTime() + 1)
  const [overdue, dueByClose] = await Promise.all([
    oldestOf(enquiries, { assignee: username, overdueAt: now }),
    enquiries.search({ assignee: username, overdueAt: endOfDay }, { skip: 0, limit: 100 }),
  ])
  const dueToday = dueByClose.items.filter((enquiry) => enquiry.replyDueAt! >= now)
  return { username, dueToday: { total: dueByClose.total - overdue.total, items: dueToday.slice(0, listed) }, overdue, inbox }
}

const inboxView = (siteUrl: string, view: InboxView) => new URL(`/staff/?view=${view}`, siteUrl).href

function references(siteUrl: string, { total, items }: Listed, when: (enquiry: EnquiryRecord) => string) {
  const lines = items.map((enquiry) => `- ${enquiry.id}, ${when(enquiry)}: ${inboxLink(siteUrl, enquiry.id)}`)
  if (total > items.length) lines.push(`- and ${total - items.length} more in the inbox`)
  return lines
}

/** The digest as an e-mail, or undefined when the inbox holds nothing for them today. */
export function digestMessage(
  digest: Digest,
  { from, to, siteUrl, day }: { from: string; to: string; siteUrl: string; day: string },
): SendMailOptions | undefined {
  const { dueToday, overdue, inbox } = digest
  if (dueToday.total + overdue.total + inbox.unassigned + inbox.overdue + inbox.held === 0) return undefined
  const due = (enquiry: EnquiryRecord) => londonTime(enquiry.replyDueAt!)
  const yours = [dueToday.total > 0 && `${dueToday.total} due today`, overdue.total > 0 && `${overdue.total} overdue`].filter(Boolean)
  const theInbox = [
    inbox.unassigned > 0 && `${inbox.unassigned} unassigned`,
    inbox.overdue > 0 && `${inbox.overdue} overdue`,
    inbox.held > 0 && `${inbox.held} held`,
  ].filter(Boolean)
  const section = (title: string, total: number, lines: string[]) => (total > 0 ? [`${title} (${total}):`, ...lines, ''] : [])
  return {
    from,
    to,
    subject: [yours.length > 0 && `Yours: ${yours.join(', ')}`, theInbox.length > 0 && `Inbox: ${theInbox.join(', ')}`].filter(Boolean).join('. '),
    messageId: messageId(siteUrl, `digest-${day}-${digest.username}`),
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: [
      `What the ${firm.name} inbox holds for ${digest.username} this morning. References only: the enquiries stay in the inbox.`,
      '',
      ...section(
        'Yours, due a reply today',
        dueToday.total,
        references(siteUrl, dueToday, (enquiry) => `due by ${due(enquiry)}`),
      ),
      ...section(
        'Yours, overdue: nobody has contacted them',
        overdue.total,
        references(siteUrl, overdue, (enquiry) => `was due by ${due(enquiry)}`),
      ),
      ...section('Unassigned', inbox.unassigned, [inboxView(siteUrl, 'unassigned')]),
      ...section('Overdue in the whole inbox', inbox.overdue, [inboxView(siteUrl, 'overdue')]),
      ...section('Held as suspected spam, awaiting review', inbox.held, [
        inboxView(siteUrl, 'held'),
        ...(inbox.heldErasedSoon.total > 0
          ? [
              `Erased unreviewed ${heldDays} days after arrival unless someone releases them; these go within ${heldWarningDays} days:`,
              ...references(siteUrl, inbox.heldErasedSoon, (enquiry) => `erased from ${londonTime(heldErasedAt(enquiry.createdAt))}`),
            ]
          : []),
      ]),
      'Each member of staff with an e-mail address gets this when the office opens on a working day, when the inbox holds anything.',
    ].join('\n'),
  }
}

export interface MorningDigestOptions {
  store: Store
  from: string
  siteUrl: string
  logger: Logger
  clock: Clock
  send(message: SendMailOptions): Promise<unknown>
}

/** A failed send is tried again once its lease is over. */
const leaseMs = 10 * 60_000

/**
 * To each member of staff with an address, once a working day between the office's opening and its
 * close, so a server started late still sends it. Each is claimed in the store first, so one sender
 * has it; this process remembers the ones done today, by it or another, so as not to claim them again.
 */
export function morningDigests({ store, from, siteUrl, logger, clock, send }: MorningDigestOptions) {
  const done = new Set<string>()
  const failedHere = new Set<string>()
  return async function sendDue() {
    const today = officeCalendarDay(clock.now())
    if (!isWorkingDay(today)) return
    const { opens, closes } = officeDay(today)
    if (clock.now() < opens || clock.now() >= closes) return
    const day = isoDate(today)
    const waiting = (await store.accounts.list()).filter((account) => account.email && !done.has(`${day} ${account.username}`))
    if (waiting.length === 0) return
    const inbox = await inboxToday(store.enquiries, clock.now())
    for (const { username, email } of waiting) {
      const now = clock.now()
      const key = `${day} ${username}`
      const mine = await store.digests.claim(day, username, now, new Date(now.getTime() + leaseMs))
      // Sent, or another sender has it and retries it itself if it fails; this one's own failure it retries.
      if (!mine) {
        if (!failedHere.has(key)) done.add(key)
        continue
      }
      const logged = { kind: 'digest', day, username }
      const message = digestMessage(await digestOf(store.enquiries, username, now, closes, inbox), { from, to: email!, siteUrl, day })
      try {
        if (message) await send(message)
      } catch (error) {
        // The mail server is down or busy: the others would wait out the same timeout.
        if (!refusedForGood(error)) {
          logger.warn({ ...logged, error: errorText(error) }, 'morning digest not sent; will retry when its lease ends')
          failedHere.add(key)
          return
        }
        logger.warn({ ...logged, error: errorText(error) }, 'morning digest refused by the mail server for good; not retried today')
      }
      await store.digests.markSent(day, username, clock.now())
      done.add(key)
      failedHere.delete(key)
      logger.info(logged, message ? 'morning digest done' : 'morning digest: nothing to report')
    }
  }
}
