import { loadIconSprite } from '../shared/components/loadIconSprite.ts'
import { whenIdle } from './afterLoad.ts'
import { loadFullStylesheet } from './fullStylesheet.ts'
import type { Hydrate } from '../islands/islands.ts'
import { type IslandRequest, islandRequestEvent } from './requestIsland.ts'

const hydrated = new Map<Element, Promise<void>>()
let spriteAsked = false

function hydrate(element: HTMLElement): Promise<void> {
  const existing = hydrated.get(element)
  if (existing) return existing
  // The icons an island may draw once used that its page did not; nothing waits for them.
  if (!spriteAsked) void loadIconSprite().catch(() => undefined)
  spriteAsked = true
  const done = Promise.all([import('./mountIsland.tsx'), loadFullStylesheet()])
    .then(([{ mountIsland }]) => mountIsland(element))
    .then(() => {
      // From here on the island handles its own presses; those the page loader held are repeated.
      element.setAttribute('data-hydrated', '')
      for (const held of element.querySelectorAll<HTMLElement>('[data-held]')) {
        held.removeAttribute('data-held')
        if (held instanceof HTMLFormElement) held.requestSubmit()
        else held.click()
      }
    })
  hydrated.set(element, done)
  // Code that failed to arrive (offline before the service worker had it) is asked for again next time.
  done.catch(() => hydrated.delete(element))
  return done
}

const triggers: Record<Hydrate, (element: HTMLElement) => void> = {
  use: hydrateOnFirstUse,
  visible: (element) => {
    hydrateOnFirstUse(element)
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
    whenIdle(() => void hydrate(element))
  },
  demand: () => {},
}

/** A page only read runs no React; a press the page loader held (`island-held`) hydrates its island at once and is repeated. */
export function hydrateIslands() {
  document.documentElement.setAttribute('data-islands-running', '')
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) triggers[element.dataset.hydrate as Hydrate](element)
  for (const held of document.querySelectorAll<HTMLElement>('[data-island] [data-held], form[data-held]')) {
    void hydrate(held.closest<HTMLElement>('[data-island]')!)
  }
  document.addEventListener('island-held', (event) => wakeAfterTheAnswer(event.target as HTMLElement))
  window.addEventListener(islandRequestEvent, (event) => {
    const { name, done } = (event as CustomEvent<IslandRequest>).detail
    done(Promise.all(Array.from(document.querySelectorAll<HTMLElement>(`[data-island="${name}"]`), hydrate)).then(() => {}))
  })
}

function hydrateOnFirstUse(element: HTMLElement) {
  // The runtime starts after the first paint: a visitor may have typed into the island already.
  if (reachedBeforeStart(element)) void hydrate(element)
  for (const reach of ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const) {
    element.addEventListener(reach, () => wakeAfterTheAnswer(element), { once: true })
  }
}

/** Starting an island (its requests, the stylesheet) takes tens of ms on a slow phone: a press's own frame is painted first. */
function wakeAfterTheAnswer(element: HTMLElement) {
  requestAnimationFrame(() => setTimeout(() => void hydrate(element)))
}

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
