import { loadFullStylesheet } from './fullStylesheet.ts'
import { islands, type IslandName } from './islands.ts'
import { islandRequestEvent, type IslandRequest } from './requestIsland.ts'

const hydrated = new Map<Element, Promise<void>>()
const ready = new WeakSet<Element>()

function hydrate(element: HTMLElement): Promise<void> {
  const existing = hydrated.get(element)
  if (existing) return existing
  const done = Promise.all([import('./mountIsland.tsx'), loadFullStylesheet()])
    .then(([{ mountIsland }]) => mountIsland(element))
    .then(() => void ready.add(element))
  hydrated.set(element, done)
  // Code that failed to arrive (offline before the service worker had it) is asked for again next time.
  done.catch(() => hydrated.delete(element))
  return done
}

/**
 * Pages are finished HTML; an island becomes React only when a visitor reaches for it (points
 * at it, touches it, moves focus into it or changes a field in it), so a page that is only read runs no React at all.
 * A press of one of its buttons, or a form submitted (the browser would otherwise send it as a
 * plain GET), before its code is ready is held back and repeated once the island can handle
 * it. Links work as links anyway. `demand` islands wait for code to ask with requestIsland.
 */
export function hydrateIslands() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (islands[element.dataset.island as IslandName].hydrate === 'use') hydrateOnFirstUse(element)
  }
  window.addEventListener(islandRequestEvent, (event) => {
    const { name, done } = (event as CustomEvent<IslandRequest>).detail
    done(hydrateIsland(name))
  })
}

function hydrateOnFirstUse(element: HTMLElement) {
  for (const reach of ['pointerover', 'focusin', 'input', 'change'] as const) element.addEventListener(reach, () => void hydrate(element), { once: true })
  element.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null
      if (ready.has(element) || !button || button.type === 'submit') return
      event.preventDefault()
      void hydrate(element).then(() => button.click())
    },
    { capture: true },
  )
  element.addEventListener(
    'submit',
    (event) => {
      if (ready.has(element) || !(event.target instanceof HTMLFormElement)) return
      const form = event.target
      event.preventDefault()
      void hydrate(element).then(() => form.requestSubmit())
    },
    { capture: true },
  )
}

/** Hydrates the island of that name on this page now, if it has one (requestIsland.ts asks for it). */
function hydrateIsland(name: IslandName): Promise<void> {
  const element = document.querySelector<HTMLElement>(`[data-island="${name}"]`)
  return element ? hydrate(element) : Promise.resolve()
}
