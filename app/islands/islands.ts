import type { ComponentType } from 'react'

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined }

/** Its props travel in the page as JSON, so the compiler checks that they are. */
type IslandLoader<Props> = () => Promise<ComponentType<Props>>
export const island = <Props extends { [Key in keyof Props]: Json | undefined }>(load: IslandLoader<Props>) => load

/** The only parts of a page that become React, each from its own chunk; placed with <Island> (app/pages/Island.tsx). */
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

/** `use` (default): first pointing, touch, focus or typing; `visible`: near the screen; `idle`: after load (both also on use); `demand`: requestIsland. */
export type Hydrate = 'use' | 'visible' | 'idle' | 'demand'
