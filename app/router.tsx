import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import { rootRoute } from './routes/__root.tsx'
import { aboutRoute } from './routes/about.tsx'
import { blogRoute } from './routes/blog.tsx'
import { insightRoute } from './routes/blog.$slug.tsx'
import { contactRoute } from './routes/contact.tsx'
import { historyRoute } from './routes/history.tsx'
import { homeRoute } from './routes/index.tsx'
import { legacyRedirectRoutes } from './routes/legacyRedirects.ts'
import { privacyPolicyRoute } from './routes/privacy-policy.tsx'
import { serviceDetailRoute } from './routes/services.$serviceId.tsx'
import { servicesRoute } from './routes/services.tsx'
import { teamRoute } from './routes/team.tsx'

/**
 * The site map: one route per screen of the spec, plus the old site's addresses. Each route
 * file holds the path and head tags; the page itself is in the `.lazy.tsx` file beside it,
 * loaded only for that page.
 */
export const routeTree = rootRoute.addChildren([
  homeRoute,
  aboutRoute,
  servicesRoute,
  serviceDetailRoute,
  teamRoute,
  historyRoute,
  blogRoute,
  insightRoute,
  contactRoute,
  privacyPolicyRoute,
  ...legacyRedirectRoutes,
])

/** The prerender and the development server render every page with it. */
export function createRouter() {
  return createTanStackRouter({ routeTree })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}
