/*
 * The one script a page runs before its first paint: inline in the head of every page, allowed
 * by its hash in the page's CSP (scripts/prerender.ts, server/static/securityHeaders.ts). A plain script, not
 * a module: bundled with the little it imports, and it runs while the head is parsed. On a first visit nothing else is
 * fetched before the page's first frame, so the page needs only its own HTML to paint.
 *
 * - The islands' entry (main.tsx, named in data-entry) starts once the first frame is on screen.
 * - Until an island is React (the runtime marks it data-hydrated), a press of one of its buttons
 *   or a form submitted in it is held back here, answered at once where the page can, and
 *   repeated by the runtime once the island has hydrated (hydrateIslands.ts): a toggle
 *   (aria-expanded) flips, which opens the menu by CSS (app/pages/answerBeforeHydration.css); a
 *   form shows the browser's own message on its first invalid field; any other press is marked
 *   as taken. A toggle pressed twice, or closed by Escape or by leaving it, is back where it was,
 *   and is not repeated.
 * - A search typed into a list's filter (data-filters) filters the list at once, and the island
 *   starts from it when it hydrates.
 * - The area of law a service page's link names (/contact?service=family-law) is chosen in the
 *   enquiry form as the page is parsed, before it shows; the form starts from it when it hydrates.
 * - The first keystroke in a form of an island is stamped on the form (data-first-input), for
 *   the enquiry form's fill time (app/islands/enquiry/fillTime.ts).
 * - Once the service worker controls the page, it has everything precached and nothing goes to
 *   the network: the entry then starts as soon as the page is parsed, and headings use the web
 *   font. Until then they keep the fallback measured to its metrics, which is what
 *   `font-display: optional` gives a first visit on a slow phone anyway.
 */
import { fitsFilter } from '../islands/blog/insightFilter.ts'

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

  const hold = (event: Event) => {
    const target = event.target as Element
    const held = event.type === 'submit' ? (target as HTMLFormElement) : target.closest?.('button')
    const island = held?.closest('[data-island]')
    if (!held || !island || island.hasAttribute('data-hydrated')) return
    event.preventDefault()
    const expanded = held.getAttribute('aria-expanded')
    if (expanded) {
      held.setAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true')
      held.toggleAttribute('data-held', expanded !== 'true')
    } else held.setAttribute('data-held', '')
    const form = held instanceof HTMLFormElement ? held : held.type === 'submit' ? held.form : null
    form?.reportValidity()
    // The runtime, if it runs already, hydrates the island now; if not, it finds the press when it starts.
    island.dispatchEvent(new Event('island-held', { bubbles: true }))
    start()
  }
  addEventListener('click', hold, true)
  addEventListener('submit', hold, true)
  // A menu opened before its island was React closes as the island's would: on Escape, focus
  // back on its toggle; on focus or a tap that moves outside it.
  const heldOpen = () => document.querySelector<HTMLElement>('[data-island]:not([data-hydrated]) [aria-expanded="true"][data-held]')
  const close = (toggle: HTMLElement) => {
    toggle.setAttribute('aria-expanded', 'false')
    toggle.removeAttribute('data-held')
  }
  addEventListener('keydown', (event) => {
    const open = event.key === 'Escape' && heldOpen()
    if (!open) return
    close(open)
    open.focus()
  })
  const closeIfOutside = (event: Event) => {
    const open = heldOpen()
    if (open && !open.closest('[data-island]')!.contains(event.target as Node)) close(open)
  }
  addEventListener('focusin', closeIfOutside)
  addEventListener('pointerdown', closeIfOutside)

  // A search typed (or a category chosen) before its island is React filters the served list at
  // once, by the island's own test (app/islands/blog/insightFilter.ts): each item carries the text
  // it matches on, lowercased, and its category. The island then starts from the search as left
  // and renders the same list.
  addEventListener('input', (event) => {
    const fields = (event.target as Element).closest?.<HTMLElement>('[data-filters]')
    const island = fields?.closest('[data-island]')
    if (!fields || !island || island.hasAttribute('data-hydrated')) return
    const [text, category] = fields.querySelectorAll<HTMLInputElement & HTMLSelectElement>('input, select')
    let shown = 0
    for (const item of document.getElementById(fields.dataset.filters!)!.children as HTMLCollectionOf<HTMLElement>) {
      item.hidden = !fitsFilter(item.dataset.match!, item.dataset.category!, text!.value, category!.value)
      if (!item.hidden) shown++
    }
    // Its text node, not a new one: React, hydrating meanwhile, may hold that one already.
    const count = island.querySelector<HTMLElement>('[data-counts]')!
    count.firstChild!.nodeValue = JSON.parse(count.dataset.counts!)[shown]
    island.querySelector<HTMLElement>('[data-none]')!.hidden = shown > 0
  })

  // When the first entry was made in a form, before or after its island is React; a bot's form fills in no time.
  addEventListener(
    'input',
    (event) => {
      const form = (event.target as HTMLInputElement).form
      if (form?.closest('[data-island]') && !form.dataset.firstInput) form.dataset.firstInput = String(Date.now())
    },
    true,
  )

  // The area of law named by ?service= is made the select's own default as soon as the parser has
  // added its option: a mutation observer runs before the browser paints what the parser added,
  // so the page never shows "Choose one" first, and a select whose default it is counts as
  // untouched (hydrateIslands.ts). Only the select's own choices are taken.
  const service = new URLSearchParams(location.search).get('service')
  if (service) {
    const chosen = new WeakSet<HTMLSelectElement>()
    const choose = () => {
      for (const select of document.querySelectorAll<HTMLSelectElement>('[data-island] select[name="serviceType"]')) {
        const option = [...select.options].find((each) => each.value && each.value === service)
        if (!option || chosen.has(select)) continue
        chosen.add(select)
        for (const each of select.options) each.defaultSelected = each === option
      }
    }
    const parsing = new MutationObserver(choose)
    parsing.observe(document, { childList: true, subtree: true })
    addEventListener('DOMContentLoaded', () => {
      parsing.disconnect()
      choose()
    })
  }

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
