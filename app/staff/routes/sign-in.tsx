import { createRoute, redirect } from '@tanstack/react-router'
import { sessionQuery } from '../api/queries.ts'
import { nextScreen } from '../signIn/sessionStage.ts'
import { signInRedirect } from '../signIn/signInRedirect.ts'
import { rootRoute } from './__root.tsx'

export interface SignInSearch {
  redirect?: string
  /** Why the person is here again: their session ended (`expired`), or too many wrong codes ended it (`codes`). */
  reason?: 'expired' | 'codes'
}

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/staff/sign-in',
  validateSearch: (search: Record<string, unknown>): SignInSearch => ({
    redirect: signInRedirect(search.redirect),
    reason: search.reason === 'expired' || search.reason === 'codes' ? search.reason : undefined,
  }),
  // Signed in, or past the password with no second factor yet: straight on. At the second
  // factor: this screen asks for it. Unsure (no connection): the form, with the offline notice.
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery).catch(() => null)
    if (session && session.stage !== 'second-factor') throw redirect(nextScreen(session, search.redirect))
  },
}).lazy(() => import('./sign-in.lazy.tsx').then((screen) => screen.Route))
