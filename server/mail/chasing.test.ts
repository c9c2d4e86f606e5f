import type { ParsedMail } from 'mailparser'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { replyDueAt } from '../calendar/replyDue.ts'
import { sampleEnquiry } from '../../app/shared/enquiry/sampleEnquiry.ts'
import { createLogger } from '../logger.ts'
import { openSqliteStore } from '../store/sqliteStore.ts'
import { startSmtpServer } from '../testing/smtpServer.ts'
import { addStaff } from '../testing/staffTesting.ts'
import { closeBeforeRemoval, tempDir } from '../testing/tempDirs.ts'
import { testClock } from '../testing/testClock.ts'
import { startMailSender } from './mailSender.ts'

const siteUrl = 'https://www.clarendon-solicitors.example'
const reception = 'reception@clarendon-solicitors.example'
const partner = 'catherine@clarendon-solicitors.example'
const at = (iso: string) => new Date(iso)
// Monday 23 November 2026, 10:00 in London: due at Tuesday's close.
const monday = at('2026-11-23T10:00:00Z')

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

const to = (message: ParsedMail) =>
  [message.to ?? []]
    .flat()
    .flatMap((address) => address.value.map((one) => one.address!))
    .sort()

describe('chasing an enquiry nobody has contacted', () => {
  it('reminds the owner (or everyone who takes the area) two hours before it is due, and tells the owner and the supervisor when the office opens after', async () => {
    const smtp = await startSmtpServer()
    cleanups.push(smtp.close)
    const store = await openSqliteStore(tempDir('clarendon-chase-'))
    closeBeforeRemoval(() => store.close())
    const { clock, advance } = testClock(monday)
    const mail = { smtpUrl: smtp.url, from: '"Clarendon Solicitors" <website@clarendon-solicitors.example>', to: [reception], escalateTo: [partner] }
    const sender = startMailSender({ store, mail, siteUrl, clock, logger: createLogger('silent'), pollMs: 25 })
    cleanups.push(() => sender.stop())
    for (const [username, email, alertAreas] of [
      ['niamh', 'niamh@clarendon-solicitors.example', ['family-law']],
      ['declan', 'declan@clarendon-solicitors.example', ['licensing']],
    ] as const) {
      await addStaff(store, username)
      await store.accounts.setPreferences(username, { email, alertAreas: [...alertAreas] })
    }
    const arrive = async (serviceType: string, details: string) =>
      (
        await store.enquiries.insert(sampleEnquiry({ serviceType, details }), {
          alert: true,
          chase: true,
          at: monday,
          replyDueAt: replyDueAt(monday),
        })
      ).enquiry.id
    const unassigned = await arrive('family-law', 'The children were not returned on Sunday.')
    const contacted = await arrive('licensing', 'A late licence for a wedding.')
    const forgotten = await arrive('licensing', 'The council wrote about our hours.')
    for (const id of [contacted, forgotten]) await store.enquiries.assign(id, { to: 'declan', at: monday, by: 'niamh' })
    await store.enquiries.logCall(contacted, { outcome: 'spoke', at: at('2026-11-23T11:00:00Z'), by: 'declan' })
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(3), { timeout: 10_000 })

    /** What has gone since `from`, as the mailboxes see it. */
    const sentAfter = async (from: number) => {
      sender.kick()
      await sender.idle()
      return smtp.messages.slice(from).map((message) => [message.subject, to(message), message.text?.match(/Reference: (\S+)/)?.[1]])
    }
    // Tuesday 14:59: nothing yet.
    advance(at('2026-11-24T14:59:00Z').getTime() - monday.getTime())
    expect(await sentAfter(3)).toEqual([])
    // Tuesday 15:00: the owner of the one forgotten, and everyone who takes family law for the one nobody owns.
    advance(60_000)
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(5), { timeout: 10_000 })
    expect((await sentAfter(3)).sort()).toEqual(
      [
        ['Reply due today: Family Law / Divorce', ['niamh@clarendon-solicitors.example', reception], unassigned],
        ['Reply due today: Licensing', ['declan@clarendon-solicitors.example'], forgotten],
      ].sort(),
    )
    // Wednesday 09:00, the office open again: the owner and the supervisor.
    advance(at('2026-11-25T09:00:00Z').getTime() - at('2026-11-24T15:00:00Z').getTime())
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(7), { timeout: 10_000 })
    expect((await sentAfter(5)).sort()).toEqual(
      [
        ['Overdue, nobody has contacted them: Family Law / Divorce', [partner], unassigned],
        ['Overdue, nobody has contacted them: Licensing', [partner, 'declan@clarendon-solicitors.example'].sort(), forgotten],
      ].sort(),
    )
    for (const message of smtp.messages.slice(3)) {
      expect(message.text).toContain(`${siteUrl}/staff/enquiries/`)
      for (const typed of ['Aoife', 'Brennan', 'children', 'wedding', 'council', '@example.com']) expect(message.text).not.toContain(typed)
    }
    expect(await sentAfter(7)).toEqual([])
  })
})
