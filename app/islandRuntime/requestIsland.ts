import type { IslandName } from '../islands/islands.ts'

export const islandRequestEvent = 'island-request'

export interface IslandRequest {
  name: IslandName
  done: (hydrated: Promise<void>) => void
}

/**
 * Hydrates every island of that name on this page now. An event rather than an import, so that an
 * island's code never imports the runtime, which imports every island.
 */
export function requestIsland(name: IslandName): Promise<void> {
  return new Promise((resolve, reject) => {
    const request: IslandRequest = { name, done: (hydrated) => hydrated.then(resolve, reject) }
    window.dispatchEvent(new CustomEvent(islandRequestEvent, { detail: request }))
  })
}
