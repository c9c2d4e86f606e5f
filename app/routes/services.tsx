import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pageMeta.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'

export const servicesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/services',
  head: () => pageHead({ path: '/services', ...pageMeta.services, breadcrumbs: [{ name: 'Services', path: '/services' }] }),
}).lazy(() => import('./services.lazy.tsx').then((page) => page.Route))
