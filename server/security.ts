import helmet from 'helmet'

/**
 * One Content-Security-Policy for the whole site. Scripts run only from our origin or, for the
 * router's inline hydration data, by the sha256 of each page's inline script (no 'unsafe-inline').
 * Styles allow inline attributes because React style props and the toast library need them.
 */
export function cspDirectives(scriptHashes: readonly string[] = []) {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    // The embedded map loads only when the visitor asks for it.
    'frame-src': ['https://www.openstreetmap.org'],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  }
}

const sharedOptions = {
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginEmbedderPolicy: false,
}

/** Security headers for every response. */
export const securityHeaders = () =>
  helmet({ ...sharedOptions, contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() } })

/** The policy of one prerendered page, allowing exactly its own inline scripts. */
export const pagePolicy = (scriptHashes: readonly string[]) =>
  helmet.contentSecurityPolicy({ useDefaults: false, directives: cspDirectives(scriptHashes) })
