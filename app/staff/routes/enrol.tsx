import { createRoute, redirect } from '@tanstack/react-router'
import { sessionQuery } from '../api/queries.ts'
import { nextScreen } from '../signIn/sessionStage.ts'
import { signInRedirect } from '../signIn/signInRedirect.ts'
import { ScreenError } from '../ui/RouteStates.tsx'
import { rootRoute } from './__root.tsx'

/** Setting up a second factor: only for a session past the password whose account has none. */
export const enrolRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/staff/enrol',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: signInRedirect(search.redirect) }),
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery)
    if (session?.stage !== 'enrol') throw redirect(nextScreen(session, search.redirect))
  },
  errorComponent: ScreenError,
}).lazy(() => import('./enrol.lazy.tsx').then((screen) => screen.Route))
