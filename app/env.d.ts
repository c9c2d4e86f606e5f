/** The site's origin, fixed at build time from SITE_URL (see vite.config.ts). */
declare const __SITE_URL__: string

/** Who runs this copy of the site, fixed at build time from OPERATOR_* (see vite.config.ts). */
declare const __OPERATOR__: import('./shared/content/operator.ts').Operator | null

/** Every insight's body as HTML, made from its Markdown at build time (scripts/insightBodies.ts). */
declare module 'virtual:insight-bodies' {
  export const insightBodies: Record<number, string>
}
