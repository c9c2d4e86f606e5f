import { createRoute } from '@tanstack/react-router'
import { signedInRoute } from './signed-in.tsx'

export const signInMethodsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/staff/sign-in-methods',
}).lazy(() => import('./sign-in-methods.lazy.tsx').then((screen) => screen.Route))
