import { createElement, useEffect, type ComponentType, type ReactNode } from 'react'
import { islandIdPrefix, islands, type IslandName } from './islands.ts'

const hydrated = new Map<Element, Promise<void>>()
const ready = new WeakSet<Element>()

function hydrate(element: HTMLElement): Promise<void> {
  const existing = hydrated.get(element)
  if (existing) return existing
  const name = element.dataset.island as IslandName
  const props: object = JSON.parse(element.dataset.props ?? '{}')
  // React DOM comes with the first island, not with the page: the page's entry stays tiny.
  const done = Promise.all([islands[name].load(), import('react-dom/client')]).then(
    ([Component, { hydrateRoot }]) =>
      new Promise<void>((resolve) => {
        const island = createElement(Component as ComponentType<object>, props)
        const onHydrated = () => {
          ready.add(element)
          resolve()
        }
        hydrateRoot(element, <WhenHydrated onHydrated={onHydrated}>{island}</WhenHydrated>, { identifierPrefix: islandIdPrefix(name) })
      }),
  )
  hydrated.set(element, done)
  return done
}

/** Reports when an island has hydrated and its own effects have run (a parent's effects run last). */
function WhenHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated])
  return children
}

/**
 * Makes each island of the page interactive at the moment its definition asks for. Nothing starts
 * before the page has loaded, so on a slow connection the islands' code never competes with
 * what the visitor sees first; using an island earlier hydrates it at once (hydrateOnFirstUse).
 */
export function hydrateIslands() {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) hydrateOnFirstUse(element)
  if (document.readyState === 'complete') scheduleIslands()
  else window.addEventListener('load', scheduleIslands, { once: true })
}

function scheduleIslands() {
  // Starts a screen's height ahead, so an island is ready before the visitor reaches it.
  const nearScreen = new IntersectionObserver(
    (entries, observer) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const island = entry.target.closest<HTMLElement>('[data-island]')
        if (island) void hydrate(island)
        observer.unobserve(entry.target)
      }
    },
    { rootMargin: '100% 0px' },
  )
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const { hydrate: when } = islands[element.dataset.island as IslandName]
    if (when === 'load') void hydrate(element)
    // The island's wrapper has no box of its own (display: contents), so its content is watched.
    if (when === 'visible') nearScreen.observe(element.firstElementChild ?? element)
  }
}

/**
 * A visitor can reach an island before its code: focusing it starts hydration at once; a press
 * of one of its buttons, or a form submitted (the browser would otherwise send it as a plain
 * GET), is held back and repeated once the island can handle it. Links work as links anyway.
 */
function hydrateOnFirstUse(element: HTMLElement) {
  element.addEventListener('focusin', () => void hydrate(element), { once: true })
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

/** Hydrates the island of that name on this page now, if it has one (for `demand` islands). */
export function hydrateIsland(name: IslandName): Promise<void> {
  const element = document.querySelector<HTMLElement>(`[data-island="${name}"]`)
  return element ? hydrate(element) : Promise.resolve()
}
