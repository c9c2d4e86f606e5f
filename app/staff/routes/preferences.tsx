import { createRoute } from '@tanstack/react-router'
import { signedInRoute } from './signed-in.tsx'

export const preferencesRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/staff/preferences',
}).lazy(() => import('./preferences.lazy.tsx').then((screen) => screen.Route))
