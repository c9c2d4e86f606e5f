import { createRoute, redirect } from '@tanstack/react-router'
import { RouteNotFound, ScreenError } from '../ui/RouteStates.tsx'
import { sessionQuery } from '../api/queries.ts'
import { rootRoute } from './__root.tsx'

/**
 * Every screen with enquiries on it sits under this one, which lets nobody through without a
 * session: the sign-in screen comes first, and leads back to the address asked for.
 */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery)
    if (!session) throw redirect({ to: '/staff/sign-in', search: { redirect: location.href } })
  },
  // In place of the layout when the session check fails (offline); an unknown address under
  // /staff matches the layout's /staff and is answered inside it. Both are in the first chunk,
  // so they can say so even when the layout's own chunk cannot be fetched.
  errorComponent: ScreenError,
  notFoundComponent: RouteNotFound,
}).lazy(() => import('./signed-in.lazy.tsx').then((layout) => layout.Route))
