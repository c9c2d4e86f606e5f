import { createElement, useEffect, type ComponentType, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { type IslandName, islands } from '../islands/islands.ts'

/** Apart from the page's entry, so React arrives with the first island a visitor uses. */
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

/** A parent's effects run after its children's. */
function WhenHydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated])
  return children
}
