/** The site's origin, fixed at build time from SITE_URL (see vite.config.ts). */
declare const __SITE_URL__: string

/** Every insight's body as HTML, made from its Markdown at build time (scripts/insightBodies.ts). */
declare module 'virtual:insight-bodies' {
  export const insightBodies: Record<number, string>
}
