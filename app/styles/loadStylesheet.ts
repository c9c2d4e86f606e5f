/**
 * Each page carries the CSS of its first screen inline; the full stylesheet waits in a
 * <noscript> (scripts/prerender.ts) and is added once that screen has been painted, so it
 * never delays what a visitor sees first.
 */
export function loadStylesheetAfterFirstPaint() {
  const deferred = document.querySelector('noscript[data-stylesheet]')?.textContent
  if (!deferred) return
  // A frame callback runs just before a paint; a task queued from it runs just after.
  requestAnimationFrame(() => setTimeout(() => document.head.insertAdjacentHTML('beforeend', deferred)))
}
