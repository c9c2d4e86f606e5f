import { createRoute } from '@tanstack/react-router'
import { signedInRoute } from './signed-in.tsx'

export const teamRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/staff/team',
}).lazy(() => import('./team.lazy.tsx').then((screen) => screen.Route))
