import type { MouseEvent } from 'react'

/** Anything but a plain main-button click (a new tab, a download) is left to the browser. */
export const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
