/* Runs before the first paint, inline and allowed by its CSP hash (scripts/prerender.ts), so a first visit needs only the page's HTML. Until an
 * island is React it holds a press in it, answers where the page can (answerBeforeHydration.css) and leaves it for hydrateIslands.ts to repeat. */
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
  // A menu opened before its island was React closes as the island's would: on Escape (focus back on its toggle), or focus or a tap outside.
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

  // A search typed before its island is React filters the served list by the island's own test; the island starts from it.
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

  // ?service= becomes the select's default as its option is parsed, before the paint: "Choose one" never shows, and the select stays untouched.
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

  // Never before the page is parsed: a first frame may show only the top of a page still arriving.
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
