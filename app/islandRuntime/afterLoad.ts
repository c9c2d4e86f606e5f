/** Each job in a task of its own after the load and first frame: jobs sharing the load event make one long task, holding up a first tap. */
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

/** Idle time can be long coming on a busy page, or never in a headless browser: this is the most it waits. */
const idleWaitMs = 2000

/** Safari has no requestIdleCallback: a task after load is the nearest it has. */
export function whenIdle(work: () => void) {
  afterLoad(() => {
    if (window.requestIdleCallback) window.requestIdleCallback(() => work(), { timeout: idleWaitMs })
    else setTimeout(work)
  })
}
