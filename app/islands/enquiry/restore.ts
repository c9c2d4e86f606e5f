import { requestIsland } from '../../islandRuntime/requestIsland.ts'

/** The event by which a refused enquiry is put back into the form on this page. */
export const restoreEvent = 'enquiry-restore'
/** The contact page's parameter that asks its form to take a refused enquiry back. */
export const restoreParam = 'restore'

/**
 * Puts a refused enquiry back into the enquiry form, for the visitor to correct and send: on
 * this page if it has the form, otherwise on the contact page.
 */
export async function restoreIntoForm(id: string) {
  const island = document.querySelector('[data-island="EnquiryForm"]')
  if (!island) {
    window.location.assign(`/contact?${new URLSearchParams({ [restoreParam]: id })}`)
    return
  }
  await requestIsland('EnquiryForm')
  // To the first form only, should a page ever have two; it bubbles so that the waiting panel
  // stops offering back what the form now holds.
  island.querySelector('form')?.dispatchEvent(new CustomEvent(restoreEvent, { detail: id, bubbles: true }))
  island.firstElementChild?.scrollIntoView({ block: 'start' })
}
