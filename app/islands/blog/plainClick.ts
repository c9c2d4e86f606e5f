import type { MouseEvent } from 'react'

/**
 * A click the page may handle in place: the main button, no modifier. Anything else (a new tab,
 * a new window, a download) is left to the browser, which follows the link's href.
 */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
