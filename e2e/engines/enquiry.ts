import type { Tab } from './tab.ts'
import { enquiryForm, enquiryNotices, type KeptBy, waitingCopy } from '../../app/shared/content/contact.ts'
import type { TestEnquiry } from '../testEnquiries.ts'

/** The site's words an engine flow waits for (app/shared/content/contact.ts). */
export const notice = {
  delivered: enquiryNotices.delivered.title,
  kept: enquiryNotices.saved.title,
  waiting: (count = 1) => waitingCopy.panel.count(count),
  refused: waitingCopy.refused,
}

/** Fills the enquiry form with this enquiry, as a visitor types it. */
export async function fillEnquiry(tab: Tab, enquiry: TestEnquiry) {
  const { fields } = enquiryForm
  await tab.fill(fields.firstName.label, enquiry.firstName)
  await tab.fill(fields.lastName.label, enquiry.lastName)
  await tab.fill(fields.email.label, enquiry.email)
  await tab.fill(fields.phone.label, enquiry.phone)
  await tab.fill(fields.details.label, enquiry.details)
}

/** Presses the form's submit button. */
export const submitEnquiry = (tab: Tab) => tab.click('button', enquiryForm.submit)

/** Fills the enquiry form with this enquiry, and sends it. */
export async function sendEnquiry(tab: Tab, enquiry: TestEnquiry) {
  await fillEnquiry(tab, enquiry)
  await submitEnquiry(tab)
}

/** The enquiries kept in this browser, read from its own storage (the outbox's IndexedDB store). */
export const keptInBrowser = (tab: Tab) =>
  tab.run<number>(`
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('clarendon-enquiries')
      open.onupgradeneeded = () => open.result.createObjectStore('outbox')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const count = await new Promise((resolve) => (db.transaction('outbox').objectStore('outbox').count().onsuccess = (event) => resolve(event.target.result)))
    db.close()
    return count
  `)

/**
 * Who sends a kept enquiry on this engine, as the notice should say: the browser after the tab is
 * closed where it has Background Sync (Chromium, whose registration the tests do not refuse), else an open page.
 */
export const keptBy = async (tab: Tab): Promise<KeptBy> => ((await tab.run<boolean>(`return 'SyncManager' in window`)) ? 'backgroundSync' : 'openPage')

/** The value a visitor sees in the field labelled `label`. */
export const fieldValue = (tab: Tab, label: string) =>
  tab.run<string | undefined>(`return [...document.querySelectorAll('label')].find((l) => l.textContent.includes(${JSON.stringify(label)}))?.control?.value`)

/**
 * Changes every enquiry kept in this browser, as a form of an older version of the site might
 * have made it: the way to have the real server refuse a replay.
 */
export const changeKept = (tab: Tab, change: Record<string, string>) =>
  tab.run(`
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('clarendon-enquiries')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
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
  const due = await tab.run<number>(`
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('clarendon-enquiries')
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const kept = await new Promise((resolve) => (db.transaction('outbox').objectStore('outbox').getAll().onsuccess = (event) => resolve(event.target.result)))
    db.close()
    return Math.max(0, ...kept.map((entry) => entry.nextAttemptAt - Date.now()))
  `)
  return due + 20_000
}
