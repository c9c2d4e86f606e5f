import { createRoute, redirect } from '@tanstack/react-router'
import { RouteNotFound, ScreenError } from '../ui/RouteStates.tsx'
import { sessionQuery } from '../api/queries.ts'
import { nextScreen } from '../signIn/sessionStage.ts'
import { rootRoute } from './__root.tsx'

/**
 * Every screen with enquiries on it sits under this one, which lets nobody through without a
 * session past both factors: the sign-in screen (or setting up a second factor) comes first,
 * and leads back to the address asked for.
 */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery)
    if (session?.stage !== 'signed-in') throw redirect(nextScreen(session, location.href))
  },
  // In place of the layout when the session check fails (offline); an unknown address under
  // /staff matches the layout's /staff and is answered inside it. Both are in the first chunk,
  // so they can say so even when the layout's own chunk cannot be fetched.
  errorComponent: ScreenError,
  notFoundComponent: RouteNotFound,
}).lazy(() => import('./signed-in.lazy.tsx').then((layout) => layout.Route))
