import type { SendMailOptions } from 'nodemailer'
import type { Logger } from 'pino'
import { firm } from '../../app/shared/content/firm.ts'
import { heldDays } from '../../app/shared/content/enquiryRetention.ts'
import type { EnquiryRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import { isWorkingDay, officeCalendarDay, officeDay } from '../calendar/workingDay.ts'
import { isoDate } from '../calendar/zonedTime.ts'
import type { EnquiryRepository, EnquirySearch, Store } from '../store/store.ts'
import { inboxLink, messageId } from './inboxLink.ts'
import { londonTime } from './londonTime.ts'
import { errorText, refusedForGood } from './smtpErrors.ts'

const dayMs = 86_400_000
/** A held enquiry is named once it has this few days left before it is erased unreviewed. */
export const heldWarningDays = 7
/** At most this many references a list; the rest are counted. */
const listed = 10

/** One member of staff's working day in the inbox, as counts and references: nothing a visitor wrote. */
export interface Digest {
  username: string
  /** Theirs, not yet contacted, due by today's close. */
  dueToday: { total: number; items: EnquiryRecord[] }
  /** Theirs, not contacted, past the due time. */
  overdue: { total: number; items: EnquiryRecord[] }
  unassigned: number
  /** Everyone's overdue, theirs included. */
  overdueInInbox: number
  held: number
  /** Held ones erased within heldWarningDays unless someone releases them, soonest first. */
  heldErasedSoon: Array<{ id: string; erasedAt: Date }>
}

const erasedAt = (enquiry: EnquiryRecord) => new Date(enquiry.createdAt.getTime() + heldDays * dayMs)

/** What the inbox holds for `username` at `now`, read as its views are (Mine, Unassigned, Overdue, Held). */
export async function digestOf(enquiries: EnquiryRepository, username: string, now: Date, closes: Date): Promise<Digest> {
  const count = async (search: EnquirySearch) => (await enquiries.search(search, { skip: 0, limit: 1 })).total
  // Due at the close itself counts as today: a reply is due at a working day's close.
  const endOfDay = new Date(closes.getTime() + 1)
  const [overdue, dueByClose, unassigned, overdueInInbox, held] = await Promise.all([
    enquiries.search({ assignee: username, overdueAt: now }, { skip: 0, limit: listed }),
    enquiries.search({ assignee: username, overdueAt: endOfDay }, { skip: 0, limit: 100 }),
    count({ assignee: null }),
    count({ overdueAt: now }),
    count({ held: true }),
  ])
  // Held ones are listed newest first: the oldest, which go first, are the last page.
  const oldestHeld = held > 0 ? (await enquiries.search({ held: true }, { skip: Math.max(0, held - 100), limit: 100 })).items : []
  const warnFrom = now.getTime() + heldWarningDays * dayMs
  return {
    username,
    dueToday: { total: dueByClose.total - overdue.total, items: dueByClose.items.filter((enquiry) => enquiry.replyDueAt! >= now).slice(0, listed) },
    overdue,
    unassigned,
    overdueInInbox,
    held,
    heldErasedSoon: oldestHeld
      .map((enquiry) => ({ id: enquiry.id, erasedAt: erasedAt(enquiry) }))
      .filter(({ erasedAt }) => erasedAt.getTime() <= warnFrom)
      .sort((a, b) => a.erasedAt.getTime() - b.erasedAt.getTime()),
  }
}

const isEmpty = (digest: Digest) => digest.dueToday.total + digest.overdue.total + digest.unassigned + digest.overdueInInbox + digest.held === 0

const inboxView = (siteUrl: string, view: string) => new URL(`/staff/?view=${view}`, siteUrl).href

function referenceList(siteUrl: string, items: Array<{ id: string; when: string }>, total: number) {
  const lines = items.map(({ id, when }) => `- ${id}, ${when}: ${inboxLink(siteUrl, id)}`)
  if (total > items.length) lines.push(`- and ${total - items.length} more in the inbox`)
  return lines
}

/** The digest as an e-mail, or undefined when the inbox holds nothing for them today. */
export function digestMessage(
  digest: Digest,
  { from, to, siteUrl, day }: { from: string; to: string; siteUrl: string; day: string },
): SendMailOptions | undefined {
  if (isEmpty(digest)) return undefined
  const { dueToday, overdue } = digest
  const due = (enquiry: EnquiryRecord) => londonTime(enquiry.replyDueAt!)
  const headline = [
    dueToday.total > 0 && `${dueToday.total} due today`,
    overdue.total > 0 && `${overdue.total} overdue`,
    digest.unassigned > 0 && `${digest.unassigned} unassigned`,
    digest.held > 0 && `${digest.held} held`,
  ].filter(Boolean)
  const section = (title: string, total: number, lines: string[]) => (total > 0 ? [`${title} (${total}):`, ...lines, ''] : [])
  return {
    from,
    to,
    subject: `Inbox today: ${headline.join(', ') || `${digest.overdueInInbox} overdue in the inbox`}`,
    messageId: messageId(siteUrl, `digest-${day}-${digest.username}`),
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: [
      `What the ${firm.name} inbox holds for ${digest.username} this morning. References only: the enquiries stay in the inbox.`,
      '',
      ...section(
        'Yours, due a reply today',
        dueToday.total,
        referenceList(
          siteUrl,
          dueToday.items.map((enquiry) => ({ id: enquiry.id, when: `due by ${due(enquiry)}` })),
          dueToday.total,
        ),
      ),
      ...section(
        'Yours, overdue: nobody has contacted them',
        overdue.total,
        referenceList(
          siteUrl,
          overdue.items.map((enquiry) => ({ id: enquiry.id, when: `was due by ${due(enquiry)}` })),
          overdue.total,
        ),
      ),
      ...section('Unassigned', digest.unassigned, [inboxView(siteUrl, 'unassigned')]),
      ...section('Overdue in the whole inbox', digest.overdueInInbox, [inboxView(siteUrl, 'overdue')]),
      ...section('Held as suspected spam, awaiting review', digest.held, [
        inboxView(siteUrl, 'held'),
        ...(digest.heldErasedSoon.length > 0
          ? [
              `Erased unreviewed ${heldDays} days after arrival unless someone releases them; these go within ${heldWarningDays} days:`,
              ...referenceList(
                siteUrl,
                digest.heldErasedSoon.map(({ id, erasedAt }) => ({ id, when: `erased from ${londonTime(erasedAt)}` })),
                digest.heldErasedSoon.length,
              ),
            ]
          : []),
      ]),
      'Each member of staff with an e-mail address gets this when the office opens on a working day, when the inbox holds anything.',
    ].join('\n'),
  }
}

export interface MorningDigests {
  store: Store
  from: string
  siteUrl: string
  logger: Logger
  send(message: SendMailOptions): Promise<unknown>
  /** A failed send is tried again once this lease is over. */
  leaseMs?: number
}

/**
 * Sends each member of staff with an address their digest once a working day, from the office's
 * opening to its close (a server started late in the morning still sends it).
 */
export async function sendMorningDigests({ store, from, siteUrl, logger, send, leaseMs = 10 * 60_000 }: MorningDigests, now: Date) {
  const today = officeCalendarDay(now)
  if (!isWorkingDay(today)) return
  const { opens, closes } = officeDay(today)
  if (now < opens || now >= closes) return
  const day = isoDate(today)
  for (const account of await store.accounts.list()) {
    if (!account.email) continue
    if (!(await store.digests.claim(day, account.username, now, new Date(now.getTime() + leaseMs)))) continue
    const logged = { kind: 'digest', day, username: account.username }
    const message = digestMessage(await digestOf(store.enquiries, account.username, now, closes), { from, to: account.email, siteUrl, day })
    try {
      if (message) await send(message)
    } catch (error) {
      if (!refusedForGood(error)) {
        logger.warn({ ...logged, error: errorText(error) }, 'morning digest not sent; will retry when its lease ends')
        continue
      }
      logger.warn({ ...logged, error: errorText(error) }, 'morning digest refused by the mail server for good; not retried today')
    }
    await store.digests.markSent(day, account.username, now)
    logger.info(logged, message ? 'morning digest done' : 'morning digest: nothing to report')
  }
}
