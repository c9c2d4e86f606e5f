import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pageMeta.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'

export const aboutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/about',
  head: () => pageHead({ path: '/about', ...pageMeta.about, breadcrumbs: [{ name: 'About', path: '/about' }] }),
}).lazy(() => import('./about.lazy.tsx').then((page) => page.Route))
