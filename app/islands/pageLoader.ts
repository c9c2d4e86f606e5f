/*
 * The one script a page runs before its first paint: inline in the head of every page, allowed
 * by its hash in the page's CSP (scripts/prerender.ts, server/security.ts). A plain script, not
 * a module: no imports, and it runs while the head is parsed. On a first visit nothing else is
 * fetched before the page's first frame, so the page needs only its own HTML to paint
 * (docs/changelog.md, "The largest paint and the floor").
 *
 * - The islands' entry (main.tsx, named in data-entry) starts once the first frame is on screen.
 *   A press of a button in an island, or a form submitted, before it runs is held back: marked
 *   data-held, and repeated by the islands runtime once it runs (hydrateIslands.ts).
 * - Once the service worker controls the page, it has everything precached and nothing goes to
 *   the network: the entry then starts as soon as the page is parsed, and headings use the web
 *   font. Until then they keep the fallback measured to its metrics, which is what
 *   `font-display: optional` gives a first visit on a slow phone anyway.
 */
{
  const { entry = '' } = (document.currentScript as HTMLScriptElement).dataset
  let loading = false
  const start = () => {
    if (loading) return
    loading = true
    // Offline before the service worker had it, a later press tries again.
    import(entry).catch(() => {
      loading = false
    })
  }
  // The runtime marks the page the moment it takes over the held presses (hydrateIslands.ts),
  // not when the import settles: a press between the two would be held with nobody to repeat it.
  const running = () => document.documentElement.hasAttribute('data-islands-running')

  const hold = (event: Event) => {
    const target = event.target as Element
    const held = event.type === 'submit' ? target : target.closest?.('button')
    if (running() || !held?.closest('[data-island]')) return
    event.preventDefault()
    held.setAttribute('data-held', '')
    start()
  }
  addEventListener('click', hold, true)
  addEventListener('submit', hold, true)

  // The runtime finds the islands in the page, so it never starts before the page is parsed
  // (a first frame may show only the top of a page still arriving).
  const afterParse = () => (document.readyState === 'loading' ? addEventListener('DOMContentLoaded', start) : start())
  if (navigator.serviceWorker?.controller) {
    document.documentElement.classList.add('heading-font')
    afterParse()
  } else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect()
      setTimeout(afterParse)
    }).observe({ type: 'paint', buffered: true })
  } else addEventListener('load', start)
}
