import { createRoute, redirect } from '@tanstack/react-router'
import { RouteNotFound, ScreenError } from '../ui/RouteStates.tsx'
import { sessionQuery } from '../api/queries.ts'
import { nextScreen } from '../signIn/sessionStage.ts'
import { rootRoute } from './__root.tsx'

/** No screen with enquiries opens without a session past both factors; sign-in leads back to the address asked for. */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery)
    if (session?.stage !== 'signed-in') throw redirect(nextScreen(session, location.href))
  },
  // In place of the layout when the session check fails (offline); in the first chunk, so it
  // can say so even when the layout's own chunk cannot be fetched.
  errorComponent: ScreenError,
  notFoundComponent: RouteNotFound,
}).lazy(() => import('./signed-in.lazy.tsx').then((layout) => layout.Route))
