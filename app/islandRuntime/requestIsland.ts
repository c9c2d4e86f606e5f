import type { IslandName } from '../islands/islands.ts'

/** The event by which code asks the islands runtime (hydrateIslands.ts) to hydrate an island. */
export const islandRequestEvent = 'island-request'

export interface IslandRequest {
  name: IslandName
  done: (hydrated: Promise<void>) => void
}

/**
 * Hydrates every island of that name on this page now, if it has any (for `demand` islands, and
 * an island's code asking for another). It goes through an event rather than an import, so that an
 * island's code never imports the runtime that imports every island.
 */
export function requestIsland(name: IslandName): Promise<void> {
  return new Promise((resolve, reject) => {
    const request: IslandRequest = { name, done: (hydrated) => hydrated.then(resolve, reject) }
    window.dispatchEvent(new CustomEvent(islandRequestEvent, { detail: request }))
  })
}
