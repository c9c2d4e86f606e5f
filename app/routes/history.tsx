import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pageMeta.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'

export const historyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/history',
  head: () => pageHead({ path: '/history', ...pageMeta.history, breadcrumbs: [{ name: 'Our History', path: '/history' }] }),
}).lazy(() => import('./history.lazy.tsx').then((page) => page.Route))
