import type { RegisteredRouter } from '@tanstack/react-router'
import { inboxRowLinkId } from './inbox/InboxRow.tsx'

const enquiryPath = /^\/staff\/enquiries\/([^/]+)$/

/** Without a page load nothing tells a screen reader the screen changed; Back from an enquiry lands on its row. A change of filters leaves focus be. */
export function moveFocusOnNavigation(router: RegisteredRouter) {
  router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
    if (!fromLocation || !pathChanged) return
    const leftEnquiry = enquiryPath.exec(fromLocation.pathname)?.[1]
    const row = leftEnquiry ? document.getElementById(inboxRowLinkId(decodeURIComponent(leftEnquiry))) : null
    ;(row ?? document.getElementById('main'))?.focus({ preventScroll: row !== null })
  })
}
