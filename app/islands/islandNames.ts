/**
 * The names of the site's islands. A module of its own, importing nothing, so that code asking
 * for an island by name (requestIsland.ts) never imports the registry (islands.ts), which
 * imports every island's code; the registry is checked against this list.
 */
export type IslandName = 'Header' | 'OutboxStatus' | 'BlogInsights' | 'EnquiryForm' | 'MapFacade' | 'Notifications' | 'RemoveSiteCopy'
