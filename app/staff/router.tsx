import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { RouteError, RouteLoading, ScreenNotFound } from './ui/RouteStates.tsx'
import { rootRoute } from './routes/__root.tsx'
import { auditRoute } from './routes/audit.tsx'
import { enquiryRoute } from './routes/enquiries.$id.tsx'
import { enrolRoute } from './routes/enrol.tsx'
import { inboxRoute } from './routes/index.tsx'
import { invitationRoute } from './routes/invitation.tsx'
import { preferencesRoute } from './routes/preferences.tsx'
import { reportRoute } from './routes/report.tsx'
import { sessionsRoute } from './routes/sessions.tsx'
import { signInMethodsRoute } from './routes/sign-in-methods.tsx'
import { signedInRoute } from './routes/signed-in.tsx'
import { signInRoute } from './routes/sign-in.tsx'
import { teamRoute } from './routes/team.tsx'
import { parseSearch, stringifySearch } from './searchString.ts'

/** Each screen is a chunk of its own (routes' *.lazy.tsx), fetched when first shown or when a link to it is pointed at. */
const routeTree = rootRoute.addChildren([
  signInRoute,
  enrolRoute,
  invitationRoute,
  signedInRoute.addChildren([inboxRoute, enquiryRoute, reportRoute, auditRoute, teamRoute, preferencesRoute, sessionsRoute, signInMethodsRoute]),
])

export function createStaffRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // Each address keeps its own scroll position, so the list comes back where it was left.
    scrollRestoration: true,
    getScrollRestorationKey: (location) => location.href,
    defaultPendingComponent: RouteLoading,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: ScreenNotFound,
  })
}

// A program of its own (tsconfig.staff.json): the public site registers its router too, and a program registers one.
declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createStaffRouter>
  }
}
