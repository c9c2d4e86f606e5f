import { createRouter as createTanStackRouter } from '@tanstack/react-router'
import { rootRoute } from './routes/__root.tsx'
import { aboutRoute } from './routes/about.tsx'
import { blogRoute } from './routes/blog.tsx'
import { insightRoute } from './routes/blog.$slug.tsx'
import { contactRoute } from './routes/contact.tsx'
import { historyRoute } from './routes/history.tsx'
import { homeRoute } from './routes/index.tsx'
import { privacyPolicyRoute } from './routes/privacy-policy.tsx'
import { serviceDetailRoute } from './routes/services.$serviceId.tsx'
import { servicesRoute } from './routes/services.tsx'
import { teamRoute } from './routes/team.tsx'

/**
 * The site map: one route module per screen of the spec, each with its path, head tags and
 * page. It runs only at build time (and in the development server), rendering every page to
 * HTML; in the browser, pages are static and only their islands run.
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
