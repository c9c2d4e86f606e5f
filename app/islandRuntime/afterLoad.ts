/**
 * Runs work once the page has loaded and its first frame is on screen, in a task of its own: two
 * jobs sharing the load event would make one long task, which holds up the first tap on a slow
 * phone. A page of finished HTML loads before that frame is shown, and the work's requests (the
 * outbox's code, the service worker) would then go out ahead of it.
 */
function afterLoad(work: () => void) {
  const queue = () => afterFirstPaint(() => setTimeout(work))
  if (document.readyState === 'complete') queue()
  else window.addEventListener('load', queue, { once: true })
}

/** A browser without paint timing runs it at once; a page opened in the background, when it is shown. */
function afterFirstPaint(run: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return run()
  new PerformanceObserver((_entries, observer) => {
    observer.disconnect()
    run()
  }).observe({ type: 'paint', buffered: true })
}

/**
 * Runs work after the load and the first paint, once the browser has nothing else to do (Safari
 * has no requestIdleCallback: a task after load is the nearest it has), so it never stands
 * between a visitor's first tap and its answer.
 */
export function whenIdle(work: () => void) {
  afterLoad(() => (window.requestIdleCallback ?? setTimeout)(() => work()))
}
