import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pageMeta.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  head: () => pageHead({ path: '/', ...pageMeta.home }),
}).lazy(() => import('./index.lazy.tsx').then((page) => page.Route))
