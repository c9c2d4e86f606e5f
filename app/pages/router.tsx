import { type AnyRoute, createRouter as createTanStackRouter } from '@tanstack/react-router'
import type { SiteRoute } from '../shared/site.ts'
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

/** The compiler refuses a page of the site map (app/shared/site.ts) without a route, and a route without a page; build and dev server only. */
const screens = {
  '/': homeRoute,
  '/about': aboutRoute,
  '/services': servicesRoute,
  '/services/$serviceId': serviceDetailRoute,
  '/team': teamRoute,
  '/history': historyRoute,
  '/blog': blogRoute,
  '/blog/$slug': insightRoute,
  '/contact': contactRoute,
  '/privacy-policy': privacyPolicyRoute,
} satisfies { [Path in SiteRoute]: AnyRoute & { fullPath: Path } }

export const routeTree = rootRoute.addChildren(screens)

export function createRouter() {
  return createTanStackRouter({ routeTree })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createRouter>
  }
}
