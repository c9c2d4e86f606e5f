import type { RegisteredRouter } from '@tanstack/react-router'

/**
 * A new screen replaces the old one without a page load, so nothing tells a screen reader it
 * changed: focus moves to the new screen's main content, as a page load would put it at the top.
 * A change of filters on the same screen leaves focus where it is.
 */
export function moveFocusOnNavigation(router: RegisteredRouter) {
  router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
    if (fromLocation && pathChanged) document.getElementById('main')?.focus()
  })
}
