/** The site's origin, fixed at build time from SITE_URL: canonical links, social tags and structured data are absolute. */
export const siteUrl = __SITE_URL__

export const absoluteUrl = (path: string) => new URL(path, siteUrl).href
