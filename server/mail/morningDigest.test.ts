import { afterEach, describe, expect, it, vi } from 'vitest'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import { replyDueAt } from '../calendar/replyDue.ts'
import { createLogger } from '../logger.ts'
import { openSqliteStore } from '../store/sqliteStore.ts'
import type { Store } from '../store/store.ts'
import { startSmtpServer } from '../testing/smtpServer.ts'
import { addStaff } from '../testing/staffTesting.ts'
import { closeBeforeRemoval, tempDir } from '../testing/tempDirs.ts'
import { testClock } from '../testing/testClock.ts'
import { startMailSender } from './mailSender.ts'
import { digestMessage } from './morningDigest.ts'

const siteUrl = 'https://www.clarendon-solicitors.example'
const at = (iso: string) => new Date(iso)
const minute = 60_000
// Monday 23 November 2026 in London (GMT): the office opens at 09:00.
const beforeOpening = at('2026-11-23T08:59:00Z')

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function arrive(store: Store, arrivedAt: Date, details: string, hold = false) {
  const { enquiry } = await store.enquiries.insert(sampleEnquiry({ serviceType: 'family-law', details }), {
    at: arrivedAt,
    replyDueAt: replyDueAt(arrivedAt),
    alert: false,
    ...(hold ? { hold: ['trap-filled' as const] } : {}),
  })
  return enquiry.id
}

describe("each member of staff's morning digest", () => {
  it('comes once when the office opens on a working day: their due and overdue, the unassigned, the held and which go soon, by reference only', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(smtp.close)
    const store = await openSqliteStore(tempDir('clarendon-digest-'))
    closeBeforeRemoval(() => store.close())
    const { clock, advance } = testClock(beforeOpening)
    const mail = {
      smtpUrl: smtp.url,
      from: '"Clarendon Solicitors" <website@clarendon-solicitors.example>',
      to: ['reception@clarendon-solicitors.example'],
      morningDigests: true,
    }
    // Two senders on one store, as two server processes would be: still one digest each.
    const senders = [0, 1].map(() => startMailSender({ store, mail, siteUrl, clock, logger: createLogger('silent'), pollMs: 25 }))
    cleanups.push(() => Promise.all(senders.map((sender) => sender.stop())))
    for (const [username, email] of [
      ['niamh', 'niamh@clarendon-solicitors.example'],
      ['declan', 'declan@clarendon-solicitors.example'],
      ['maeve', null],
    ] as const) {
      await addStaff(store, username, 'staff')
      await store.accounts.setPreferences(username, { email, alertAreas: null })
    }
    // Due at Monday's close, and due at Friday's and forgotten: both Niamh's.
    const dueToday = await arrive(store, at('2026-11-20T10:00:00Z'), 'The children were not returned on Sunday.')
    const overdue = await arrive(store, at('2026-11-19T10:00:00Z'), 'The house sale fell through.')
    const called = await arrive(store, at('2026-11-20T11:00:00Z'), 'A question about a will.')
    for (const id of [dueToday, overdue, called]) await store.enquiries.assign(id, { to: 'niamh', at: at('2026-11-20T12:00:00Z'), by: 'niamh' })
    await store.enquiries.logCall(called, { outcome: 'spoke', at: at('2026-11-20T14:00:00Z'), by: 'niamh' })
    const unassigned = await arrive(store, at('2026-11-23T08:00:00Z'), 'A neighbour built on our land.')
    // Held 25 days (erased in 5 unless released) and held 2 days.
    const heldLong = await arrive(store, at('2026-10-29T10:00:00Z'), 'Cheap watches for sale', true)
    const heldNew = await arrive(store, at('2026-11-21T10:00:00Z'), 'Backlinks for your site', true)

    const settle = async () => {
      for (const sender of senders) sender.kick()
      await Promise.all(senders.map((sender) => sender.idle()))
    }
    await settle()
    expect(smtp.messages).toEqual([])

    advance(minute)
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(2), { timeout: 10_000 })
    const byRecipient = Object.fromEntries(smtp.messages.map((message) => [[message.to ?? []].flat()[0]!.value[0]!.address, message]))
    const niamh = byRecipient['niamh@clarendon-solicitors.example']!
    expect(niamh.subject).toBe('Yours: 1 due today, 1 overdue. Inbox: 1 unassigned, 1 overdue, 2 held')
    expect(niamh.text).toContain(
      `Yours, due a reply today (1):\n- ${dueToday}, due by Monday 23 November 2026 at 17:00: ${siteUrl}/staff/enquiries/${dueToday}`,
    )
    expect(niamh.text).toContain(`Yours, overdue: nobody has contacted them (1):\n- ${overdue}, was due by Friday 20 November 2026 at 17:00`)
    expect(niamh.text).toContain(`Unassigned (1):\n${siteUrl}/staff/?view=unassigned`)
    expect(niamh.text).toContain(`Held as suspected spam, awaiting review (2):\n${siteUrl}/staff/?view=held`)
    expect(niamh.text).toContain(`- ${heldLong}, erased from Saturday 28 November 2026 at 10:00`)
    for (const id of [called, unassigned, heldNew]) expect(niamh.text).not.toContain(id)
    const declan = byRecipient['declan@clarendon-solicitors.example']!
    expect(declan.subject).toBe('Inbox: 1 unassigned, 1 overdue, 2 held')
    expect(declan.text).toContain('Overdue in the whole inbox (1)')
    expect(declan.text).not.toContain('Yours')
    for (const message of smtp.messages) {
      expect(message.headers.get('auto-submitted')).toBe('auto-generated')
      for (const typed of ['Aoife', 'Brennan', 'children', 'house', 'neighbour', 'watches', 'Backlinks', '@example.com'])
        expect(message.text).not.toContain(typed)
    }

    // Later that day, and at the next poll: nothing more.
    advance(3 * 60 * minute)
    await settle()
    expect(smtp.messages).toHaveLength(2)
    // Saturday: the office is shut, so no digest; Monday brings the next.
    advance(at('2026-11-28T09:30:00Z').getTime() - clock.now().getTime())
    await settle()
    expect(smtp.messages).toHaveLength(2)
    advance(at('2026-11-30T09:00:00Z').getTime() - clock.now().getTime())
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(4), { timeout: 10_000 })
  })

  it('goes again once its lease ends when the mail server was busy', async () => {
    const smtp = await startSmtpServer({ refuseFirst: 1 })
    cleanups.push(smtp.close)
    const store = await openSqliteStore(tempDir('clarendon-digest-'))
    closeBeforeRemoval(() => store.close())
    const { clock, advance } = testClock(beforeOpening)
    const mail = { smtpUrl: smtp.url, from: 'website@clarendon-solicitors.example', to: ['reception@clarendon-solicitors.example'], morningDigests: true }
    const sender = startMailSender({ store, mail, siteUrl, clock, logger: createLogger('silent'), pollMs: 25 })
    cleanups.push(() => sender.stop())
    await addStaff(store, 'niamh', 'staff')
    await store.accounts.setPreferences('niamh', { email: 'niamh@clarendon-solicitors.example', alertAreas: null })
    await arrive(store, at('2026-11-23T08:00:00Z'), 'A neighbour built on our land.')
    const settle = async () => {
      sender.kick()
      await sender.idle()
    }
    // 09:00: the mail server turns the first one away.
    advance(minute)
    await settle()
    expect(smtp.messages).toHaveLength(0)
    // Within its lease, nobody tries again; after it, the next look sends it.
    advance(9 * minute)
    await settle()
    expect(smtp.messages).toHaveLength(0)
    advance(2 * minute)
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 10_000 })
    expect(smtp.messages[0]!.subject).toBe('Inbox: 1 unassigned')
  })

  it('says nothing when the inbox holds nothing for them', () => {
    const none = { total: 0, items: [] }
    const nothing = { username: 'niamh', dueToday: none, overdue: none, inbox: { unassigned: 0, overdue: 0, held: 0, heldErasedSoon: none } }
    const addresses = { from: 'website@clarendon-solicitors.example', to: 'niamh@clarendon-solicitors.example', siteUrl, day: '2026-11-23' }
    expect(digestMessage(nothing, addresses)).toBeUndefined()
    expect(digestMessage({ ...nothing, inbox: { ...nothing.inbox, unassigned: 1 } }, addresses)?.subject).toBe('Inbox: 1 unassigned')
  })
})
