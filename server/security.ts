import helmet from 'helmet'

/**
 * One Content-Security-Policy for the whole site. Scripts run only from our origin: pages carry
 * no inline script (the prerender refuses one). Styles allow inline, for each page's critical
 * CSS and the toast library's style attributes.
 */
function cspDirectives() {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
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
