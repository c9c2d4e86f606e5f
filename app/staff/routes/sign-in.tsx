import { createRoute, redirect } from '@tanstack/react-router'
import { sessionQuery } from '../api/queries.ts'
import { signInRedirect } from '../signIn/signInRedirect.ts'
import { rootRoute } from './__root.tsx'

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/staff/sign-in',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: signInRedirect(search.redirect) }),
  // Already signed in: straight on. Unsure (no connection): the form, with the offline notice.
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery).catch(() => null)
    if (session) throw redirect({ href: search.redirect ?? '/staff' })
  },
}).lazy(() => import('./sign-in.lazy.tsx').then((screen) => screen.Route))
