import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pageMeta.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'

export const privacyPolicyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  head: () =>
    pageHead({ path: '/privacy-policy', ...pageMeta.privacy, breadcrumbs: [{ name: 'Privacy Policy', path: '/privacy-policy' }] }),
}).lazy(() => import('./privacy-policy.lazy.tsx').then((page) => page.Route))
