import { describe, expect, it } from 'vitest'
import { sampleEnquiry } from '../app/shared/enquiry/sampleEnquiry.ts'
import { enquiryRetention } from '../app/shared/content/enquiryRetention.ts'
import { privacyPolicy } from '../app/shared/content/privacy.ts'
import { loadConfig } from './config.ts'
import { sweep } from './retention.ts'
import { openSqliteStore } from './store/sqliteStore.ts'
import { freshDataDir } from './testing/testApp.ts'
import { storeFilesText } from './testing/storeFiles.ts'

const day = 86_400_000

describe('retention', () => {
  it('deletes enquiries not instructed once the retention period has passed since they arrived, and keeps clients', async () => {
    const store = await openSqliteStore(freshDataDir())
    const now = new Date('2026-11-23T12:00:00Z')
    const arrived = (daysAgo: number) => new Date(now.getTime() - daysAgo * day)
    const add = async (firstName: string, daysAgo: number) =>
      (await store.enquiries.insert(sampleEnquiry({ firstName }), { alert: false, at: arrived(daysAgo), replyDueAt: arrived(daysAgo - 1) })).enquiry
    await add('Expired new', 731)
    const closed = await add('Expired closed', 800)
    const client = await add('Old client', 900)
    await add('Just inside', 729)
    await store.enquiries.changeStatus(closed.id, 'new', { status: 'closed', at: arrived(700), by: 'niamh' })
    await store.enquiries.changeStatus(client.id, 'new', { status: 'instructed', at: arrived(899), by: 'niamh' })
    await store.sessions.set('old-session', { username: 'niamh' }, arrived(1))
    await store.audit.record({ at: arrived(731), actor: 'niamh', action: 'read', enquiryId: closed.id })
    await store.audit.record({ at: arrived(729), actor: 'niamh', action: 'read', enquiryId: client.id })

    expect(await sweep(store, 730, now)).toEqual({ enquiries: 2, held: 0, sessions: 1, auditEntries: 1, digests: 0, invitations: 0 })
    expect((await store.audit.list(10)).map((entry) => entry.enquiryId)).toEqual([client.id])
    expect((await store.enquiries.list()).map((e) => e.firstName).sort()).toEqual(['Just inside', 'Old client'])
    expect(await sweep(store, 730, new Date(now.getTime() + 2 * day))).toEqual({
      enquiries: 1,
      held: 0,
      sessions: 0,
      auditEntries: 1,
      digests: 0,
      invitations: 0,
    })
    await store.close()
  })

  it('leaves nothing of a swept enquiry in the store’s file once the sweep is done', async () => {
    const dataDir = freshDataDir()
    const store = await openSqliteStore(dataDir)
    const now = new Date('2026-11-23T12:00:00Z')
    const details = `Expired matter ${crypto.randomUUID()}`
    await store.enquiries.insert(sampleEnquiry({ details }), { alert: false, at: new Date(now.getTime() - 800 * day), replyDueAt: now })
    const file = () => storeFilesText(dataDir)
    expect(file()).toContain(details)
    expect((await sweep(store, 730, now)).enquiries).toBe(1)
    expect(file()).not.toContain(details)
    await store.close()
  })

  it('erases held enquiries nobody released 30 days after they arrived, and keeps released ones', async () => {
    const dataDir = freshDataDir()
    const store = await openSqliteStore(dataDir)
    const now = new Date('2026-11-23T12:00:00Z')
    const arrived = (daysAgo: number) => new Date(now.getTime() - daysAgo * day)
    const held = async (details: string, daysAgo: number) =>
      (await store.enquiries.insert(sampleEnquiry({ details }), { alert: false, at: arrived(daysAgo), replyDueAt: now, hold: ['trap-filled'] })).enquiry
    const spam = `Cheap watches ${crypto.randomUUID()}`
    await held(spam, 31)
    const recent = await held('Recent', 29)
    const released = await held('Released', 40)
    await store.enquiries.release(released.id, { at: arrived(39), by: 'niamh', replyDueAt: arrived(38), alert: false })

    expect(await sweep(store, 730, now)).toEqual({ enquiries: 0, held: 1, sessions: 0, auditEntries: 0, digests: 0, invitations: 0 })
    expect((await store.enquiries.list()).map((e) => e.id).sort()).toEqual([recent.id, released.id].sort())
    expect(storeFilesText(dataDir)).not.toContain(spam)
    await store.close()
  })

  it('forgets which morning digests went once they are a week old', async () => {
    const store = await openSqliteStore(freshDataDir())
    const now = new Date('2026-11-23T12:00:00Z')
    const later = new Date(now.getTime() + day)
    for (const sent of ['2026-11-13', '2026-11-15', '2026-11-16']) {
      await store.digests.claim(sent, 'niamh', now, later)
      await store.digests.markSent(sent, 'niamh', now)
    }
    expect((await sweep(store, 730, now)).digests).toBe(2)
    expect(await store.digests.claim('2026-11-16', 'niamh', later, later)).toBe(false)
    expect(await store.digests.claim('2026-11-15', 'niamh', now, later)).toBe(true)
    await store.close()
  })

  it('follows the rule the privacy policy states', () => {
    expect(loadConfig({}).retentionDays).toBe(enquiryRetention.days)
    expect(enquiryRetention).toEqual({ days: 30, display: '30 days' })
    const retention = privacyPolicy.sections.find((section) => section.heading === 'How Long It Is Kept')
    expect(JSON.stringify(retention)).toContain(`An enquiry is deleted automatically ${enquiryRetention.display} after it arrives.`)
  })
})
