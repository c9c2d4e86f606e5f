import type { ComponentType } from 'react'

/**
 * When an island becomes React in the browser:
 * - `load`: as soon as the page has loaded, for what a visitor may use at once;
 * - `visible`: when it comes near the screen;
 * - `demand`: when code asks for it with `hydrateIsland` (the toast region, on the first toast).
 */
export type Hydrate = 'load' | 'visible' | 'demand'

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
  Header: island('load', () => import('../components/Header.tsx').then((module) => module.Header)),
  OutboxStatus: island('load', () => import('../enquiry/OutboxStatus.tsx').then((module) => module.OutboxStatus)),
  BlogInsights: island('load', () => import('../routes/blog/BlogInsights.tsx').then((module) => module.BlogInsights)),
  EnquiryForm: island('visible', () => import('../enquiry/EnquiryForm.tsx').then((module) => module.EnquiryForm)),
  MapFacade: island('visible', () => import('../components/MapFacade.tsx').then((module) => module.MapFacade)),
  Notifications: island('demand', () => import('../components/Notifications.tsx').then((module) => module.Notifications)),
}

export type IslandName = keyof typeof islands

export type IslandProps<Name extends IslandName> = (typeof islands)[Name] extends IslandDefinition<infer Props> ? Props : never

/** Keeps React's generated ids apart between islands, the same on the server and in the browser. */
export const islandIdPrefix = (name: IslandName) => `${name}-`
