/** The site's origin, fixed at build time from SITE_URL (see vite.config.ts). */
declare const __SITE_URL__: string
