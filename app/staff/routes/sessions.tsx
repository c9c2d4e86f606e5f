import { createRoute } from '@tanstack/react-router'
import { signedInRoute } from './signed-in.tsx'

export const sessionsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/staff/sessions',
}).lazy(() => import('./sessions.lazy.tsx').then((screen) => screen.Route))
