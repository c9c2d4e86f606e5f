import type { Tab } from './tab.ts'
import { visitor } from '../testEnquiries.ts'

/** Fills the enquiry form as a visitor would, and sends it. */
export async function sendEnquiry(tab: Tab, email: string, firstName = visitor.firstName) {
  await tab.fill('First name', firstName)
  await tab.fill('Last name', visitor.lastName)
  await tab.fill('Email', email)
  await tab.fill('Phone', visitor.phone)
  await tab.fill('How can we help?', visitor.details)
  await tab.click('button', 'Submit Free Enquiry')
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

/** Whether the browser has Background Sync (Chromium), which sends after the tab is closed. */
export const hasBackgroundSync = (tab: Tab) => tab.run<boolean>(`return 'SyncManager' in window`)

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
