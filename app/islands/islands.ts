import type { ComponentType } from 'react'

/**
 * When an island becomes React in the browser:
 * - `use`: when a visitor first reaches for it (see hydrateIslands.ts);
 * - `demand`: when code asks for it with `requestIsland` (the toast region on the first toast,
 *   the outbox status when enquiries are waiting).
 */
export type Hydrate = 'use' | 'demand'

interface IslandDefinition<Props extends object> {
  hydrate: Hydrate
  load: () => Promise<ComponentType<Props>>
}

const island = <Props extends object>(hydrate: Hydrate, load: () => Promise<ComponentType<Props>>): IslandDefinition<Props> => ({ hydrate, load })

/**
 * The interactive parts of the site, by name. Pages are static HTML; only these become React
 * in the browser, each with its own code, so a page downloads only what it can use. An island's
 * name is its module's file name (the prerender finds its code by it).
 */
export const islands = {
  Header: island('use', () => import('./Header.tsx').then((module) => module.Header)),
  OutboxStatus: island('demand', () => import('./enquiry/OutboxStatus.tsx').then((module) => module.OutboxStatus)),
  BlogInsights: island('use', () => import('./blog/BlogInsights.tsx').then((module) => module.BlogInsights)),
  EnquiryForm: island('use', () => import('./enquiry/EnquiryForm.tsx').then((module) => module.EnquiryForm)),
  MapFacade: island('use', () => import('./MapFacade.tsx').then((module) => module.MapFacade)),
  Notifications: island('demand', () => import('../shared/components/Notifications.tsx').then((module) => module.Notifications)),
}

export type IslandName = keyof typeof islands

export type IslandProps<Name extends IslandName> = (typeof islands)[Name] extends IslandDefinition<infer Props> ? Props : never

/** Keeps React's generated ids apart between islands, the same on the server and in the browser. */
export const islandIdPrefix = (name: IslandName) => `${name}-`
