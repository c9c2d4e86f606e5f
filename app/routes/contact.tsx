import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pageMeta.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  head: () => pageHead({ path: '/contact', ...pageMeta.contact, breadcrumbs: [{ name: 'Contact', path: '/contact' }] }),
}).lazy(() => import('./contact.lazy.tsx').then((page) => page.Route))
