import { createRoute } from '@tanstack/react-router'
import { parseInboxSearch } from '../inbox/inboxSearch.ts'
import { signedInRoute } from './signed-in.tsx'

export const inboxRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/staff',
  validateSearch: parseInboxSearch,
}).lazy(() => import('./index.lazy.tsx').then((screen) => screen.Route))
