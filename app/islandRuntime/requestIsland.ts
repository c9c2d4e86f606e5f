import type { IslandName } from '../islands/islands.ts'

export const islandRequestEvent = 'island-request'

export interface IslandRequest {
  name: IslandName
  done: (hydrated: Promise<void>) => void
}

/** An event, not an import: an island's code never imports the runtime, which imports every island. */
export function requestIsland(name: IslandName): Promise<void> {
  return new Promise((resolve, reject) => {
    const request: IslandRequest = { name, done: (hydrated) => hydrated.then(resolve, reject) }
    window.dispatchEvent(new CustomEvent(islandRequestEvent, { detail: request }))
  })
}
