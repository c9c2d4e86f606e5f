import type { ComponentType } from 'react'

/** A value that comes through JSON.stringify and JSON.parse unchanged. */
type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined }

/** An island's code, loaded on its own. Its props travel in the page as JSON, so the compiler checks that they are. */
type IslandLoader<Props> = () => Promise<ComponentType<Props>>
export const island = <Props extends { [Key in keyof Props]: Json | undefined }>(load: IslandLoader<Props>) => load

/**
 * The interactive parts of the site, by name: the one place an island is registered. Pages are
 * static HTML; only these become React in the browser, each from its own chunk (named after its
 * module), so a page downloads only what a visitor uses. A page places one with <Island>
 * (app/pages/Island.tsx), which also says when it hydrates.
 */
export const islands = {
  Header: island(() => import('./Header.tsx').then((module) => module.Header)),
  OutboxStatus: island(() => import('./enquiry/OutboxStatus.tsx').then((module) => module.OutboxStatus)),
  BlogInsights: island(() => import('./blog/BlogInsights.tsx').then((module) => module.BlogInsights)),
  EnquiryForm: island(() => import('./enquiry/EnquiryForm.tsx').then((module) => module.EnquiryForm)),
  MapFacade: island(() => import('./MapFacade.tsx').then((module) => module.MapFacade)),
  Notifications: island(() => import('../shared/components/Notifications.tsx').then((module) => module.Notifications)),
  RemoveSiteCopy: island(() => import('./RemoveSiteCopy.tsx').then((module) => module.RemoveSiteCopy)),
}

export type IslandName = keyof typeof islands

export type IslandProps<Name extends IslandName> = (typeof islands)[Name] extends IslandLoader<infer Props> ? Props : never

/**
 * When an island becomes React in the browser (hydrateIslands.ts), chosen where a page places it:
 * - `use` (the default): when a visitor first reaches for it: points at it, touches it, moves
 *   focus into it or types in it;
 * - `visible`: when it comes near the screen (or on first use, if sooner);
 * - `idle`: once the page has loaded and the browser has nothing else to do (or on first use);
 * - `demand`: only when code asks for it with requestIsland (the toast region on the first toast).
 */
export type Hydrate = 'use' | 'visible' | 'idle' | 'demand'
