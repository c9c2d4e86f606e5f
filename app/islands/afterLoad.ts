/**
 * Runs work once the page has loaded, in a task of its own: two jobs sharing the load event
 * would make one long task, which holds up the first tap on a slow phone.
 */
export function afterLoad(work: () => void) {
  const queue = () => setTimeout(work)
  if (document.readyState === 'complete') queue()
  else window.addEventListener('load', queue, { once: true })
}
