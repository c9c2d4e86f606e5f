import { Outlet, createRoute } from '@tanstack/react-router'
import { AlertsBanner } from '../AlertsBanner.tsx'
import { RouteNotFound, ScreenError } from '../RouteStates.tsx'
import { staffRedirect } from '../navigation.ts'
import { sessionQuery } from '../queries.ts'
import { StaffHeader } from '../StaffHeader.tsx'
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
    if (!session) throw staffRedirect({ to: '/staff/sign-in', search: { redirect: location.href } })
  },
  component: SignedInLayout,
  // In place of the layout when the session check fails (offline); an unknown address under
  // /staff matches the layout's /staff and is answered inside it.
  errorComponent: ScreenError,
  notFoundComponent: RouteNotFound,
})

function SignedInLayout() {
  return (
    <>
      <a href="#main" className="sr-only focus:(not-sr-only fixed left-3 top-3 z-100 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 shadow-lg)">
        Skip to main content
      </a>
      <StaffHeader />
      <main id="main" tabIndex={-1} className="page-container pb-16 outline-none">
        <AlertsBanner />
        <Outlet />
      </main>
    </>
  )
}
