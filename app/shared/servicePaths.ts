/** A practice area's address, and the other way round: one pattern for the site, the server and the service worker. */
export const servicePath = (id: string) => `/services/${id}`

export const serviceIdOf = (pathname: string) => /^\/services\/([^/]+)$/.exec(pathname)?.[1]
