import type { RegisteredRouter } from '@tanstack/react-router'
import { inboxRowLinkId } from './inbox/InboxRow.tsx'

const enquiryPath = /^\/staff\/enquiries\/([^/]+)$/

/**
 * A new screen replaces the old one without a page load, so nothing tells a screen reader it
 * changed: focus moves to the new screen's main content, as a page load would put it at the top.
 * Back from an enquiry to the list, it lands on that enquiry's row instead, where the reader left
 * it (the router puts the list back at its scroll position: router.tsx). A change of filters on
 * the same screen leaves focus where it is.
 */
export function moveFocusOnNavigation(router: RegisteredRouter) {
  router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
    if (!fromLocation || !pathChanged) return
    const leftEnquiry = enquiryPath.exec(fromLocation.pathname)?.[1]
    const row = leftEnquiry ? document.getElementById(inboxRowLinkId(decodeURIComponent(leftEnquiry))) : null
    ;(row ?? document.getElementById('main'))?.focus({ preventScroll: row !== null })
  })
}
