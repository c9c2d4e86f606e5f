import { requestIsland } from '../requestIsland.ts'

/** The event by which a refused enquiry is put back into the form on this page. */
export const restoreEvent = 'enquiry-restore'
/** The contact page's parameter that asks its form to take a refused enquiry back. */
export const restoreParam = 'restore'

/**
 * Puts a refused enquiry back into the enquiry form, for the visitor to correct and send: on
 * this page if it has the form, otherwise on the contact page.
 */
export async function restoreIntoForm(id: string) {
  const form = document.querySelector('[data-island="EnquiryForm"]')
  if (!form) {
    window.location.assign(`/contact?${new URLSearchParams({ [restoreParam]: id })}`)
    return
  }
  await requestIsland('EnquiryForm')
  window.dispatchEvent(new CustomEvent(restoreEvent, { detail: id }))
  form.scrollIntoView({ block: 'start' })
}
