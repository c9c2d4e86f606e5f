import { createElement, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { type IslandName, islands } from '../islands/islands.ts'

/**
 * Turns one island's server HTML into React. Kept apart from the page's entry so that React
 * itself arrives with the first island a visitor uses, not with the page.
 * Resolves once the island has hydrated and its own effects have run.
 */
export async function mountIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName
  const props: object = JSON.parse(element.dataset.props ?? '{}')
  const Component = (await islands[name]()) as ComponentType<object>
  return new Promise((resolve) => {
    hydrateRoot(element, <WhenHydrated onHydrated={resolve}>{createElement(Component, props)}</WhenHydrated>, {
      // The same prefix the page was rendered with (app/pages/Island.tsx), so React's ids match.
      identifierPrefix: element.dataset.idPrefix,
    })
  })
}

/** Reports when an island has hydrated and its own effects have run (a parent's effects run last). */
function WhenHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated])
  return children
}
