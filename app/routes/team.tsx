import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pageMeta.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'

export const teamRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/team',
  head: () => pageHead({ path: '/team', ...pageMeta.team, breadcrumbs: [{ name: 'Team', path: '/team' }] }),
}).lazy(() => import('./team.lazy.tsx').then((page) => page.Route))
