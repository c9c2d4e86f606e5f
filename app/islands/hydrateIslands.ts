import { afterLoad } from './afterLoad.ts'
import { loadFullStylesheet } from './fullStylesheet.ts'
import type { Hydrate } from './islands.ts'
import { type IslandRequest, islandRequestEvent } from './requestIsland.ts'

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

/** Starts hydrating an island at the moment its trigger names (see Hydrate in islands.ts). */
const triggers: Record<Hydrate, (element: HTMLElement) => void> = {
  use: hydrateOnFirstUse,
  visible: (element) => {
    hydrateOnFirstUse(element)
    // The island's element has no box of its own (display: contents), so its children are watched.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void hydrate(element)
      },
      { rootMargin: '200px' },
    )
    for (const child of element.children) observer.observe(child)
  },
  idle: (element) => {
    hydrateOnFirstUse(element)
    // Safari has no requestIdleCallback; a task after load is the nearest it has.
    afterLoad(() => (window.requestIdleCallback ?? setTimeout)(() => void hydrate(element)))
  },
  demand: () => {},
}

/**
 * Pages are finished HTML; each island becomes React when its trigger says, so a page that is
 * only read runs no React at all. A press of one of its buttons, or a form submitted (the
 * browser would otherwise send it as a plain GET), before its code is ready is held back and
 * repeated once the island can handle it; so is one the page loader held before this ran
 * (pageLoader.ts). Links work as links anyway.
 */
export function hydrateIslands() {
  // From here on the page loader holds nothing more: this runtime handles every press itself.
  document.documentElement.setAttribute('data-islands-running', '')
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) triggers[element.dataset.hydrate as Hydrate](element)
  for (const held of document.querySelectorAll<HTMLElement>('[data-island] [data-held]')) {
    held.removeAttribute('data-held')
    const element = held.closest<HTMLElement>('[data-island]')!
    void hydrate(element).then(() => (held instanceof HTMLFormElement ? held.requestSubmit() : held.click()))
  }
  window.addEventListener(islandRequestEvent, (event) => {
    const { name, done } = (event as CustomEvent<IslandRequest>).detail
    done(Promise.all(Array.from(document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`), hydrate)).then(() => {}))
  })
}

function hydrateOnFirstUse(element: HTMLElement) {
  // The runtime starts after the first paint: a visitor may have typed into the island already.
  if (reachedBeforeStart(element)) void hydrate(element)
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

/** Focus inside the island, or a field changed from what the page was served with. */
function reachedBeforeStart(element: HTMLElement) {
  if (element.contains(document.activeElement)) return true
  const changed = (field: Element) =>
    field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
        ? field.checked !== field.defaultChecked
        : (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue
  return [...element.querySelectorAll('input, textarea, select')].some(changed)
}
