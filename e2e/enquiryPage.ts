import type { Page } from '@playwright/test'
import { enquiryForm, enquiryNotices, type KeptBy, waitingCopy } from '../app/shared/content/contact.ts'
import type { Tab } from './engines/tab.ts'
import type { TestEnquiry } from './testEnquiries.ts'

/*
 * The contact page's enquiry form as a visitor meets it, on any engine, in the site's own words
 * (app/shared/content/contact.ts), so a change of copy changes the tests with it.
 */

export const notice = {
  delivered: enquiryNotices.delivered.title,
  kept: enquiryNotices.saved.title,
  waiting: (count = 1) => waitingCopy.panel.count(count),
  refused: waitingCopy.refused,
}

/** Fills the enquiry form with this enquiry, field by field, as a visitor types it. */
export async function fillEnquiry(tab: Tab, enquiry: TestEnquiry) {
  const { fields } = enquiryForm
  await tab.fill(fields.firstName.label, enquiry.firstName)
  await tab.fill(fields.lastName.label, enquiry.lastName)
  await tab.fill(fields.email.label, enquiry.email)
  await tab.fill(fields.phone.label, enquiry.phone)
  await tab.fill(fields.details.label, enquiry.details)
}

export const submitEnquiry = (tab: Tab) => tab.click('button', enquiryForm.submit)

export async function sendEnquiry(tab: Tab, enquiry: TestEnquiry) {
  await fillEnquiry(tab, enquiry)
  await submitEnquiry(tab)
}

/** The notice on every page that counts the enquiries waiting on this device. */
export const waitingNotice = (page: Page, count = 1) => page.getByRole('status').filter({ hasText: notice.waiting(count) })

/** The outbox's IndexedDB store, opened in the page (no driver reads IndexedDB). */
const openOutbox = `
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('clarendon-enquiries')
    open.onupgradeneeded = () => open.result.createObjectStore('outbox')
    open.onsuccess = () => resolve(open.result)
    open.onerror = () => reject(open.error)
  })
  const request = (store, call) => new Promise((resolve) => (call(store).onsuccess = (event) => resolve(event.target.result)))
`

/** The enquiries kept in this browser, read from its own storage. */
export const keptInBrowser = (tab: Tab) =>
  tab.run<number>(`${openOutbox}
    const count = await request(db.transaction('outbox').objectStore('outbox'), (store) => store.count())
    db.close()
    return count
  `)

/**
 * Who sends a kept enquiry on this engine, as the notice should say: the browser after the tab is
 * closed where it has Background Sync (Chromium, whose registration the tests do not refuse), else an open page.
 */
export const keptBy = async (tab: Tab): Promise<KeptBy> => ((await tab.run<boolean>(`return 'SyncManager' in window`)) ? 'backgroundSync' : 'openPage')

/**
 * Changes every enquiry kept in this browser, as a form of an older version of the site might
 * have made it: the way to have the real server refuse a replay.
 */
export const changeKept = (tab: Tab, change: Record<string, string>) =>
  tab.run(`${openOutbox}
    const store = db.transaction('outbox', 'readwrite').objectStore('outbox')
    await new Promise((resolve) => {
      store.openCursor().onsuccess = (event) => {
        const cursor = event.target.result
        if (!cursor) return resolve()
        cursor.update({ ...cursor.value, enquiry: { ...cursor.value.enquiry, ...${JSON.stringify(change)} } })
        cursor.continue()
      }
    })
    db.close()
  `)

/**
 * How long the open page may take to send what it keeps, once the server answers again: until
 * the outbox's next attempt (its backoff grows while the server is down), and a margin for a
 * loaded machine.
 */
export async function deliveryWindow(tab: Tab) {
  const due = await tab.run<number>(`${openOutbox}
    const kept = await request(db.transaction('outbox').objectStore('outbox'), (store) => store.getAll())
    db.close()
    return Math.max(0, ...kept.map((entry) => entry.nextAttemptAt - Date.now()))
  `)
  return due + 20_000
}
