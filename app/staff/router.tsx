import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { RouteError, RouteLoading, ScreenNotFound } from './ui/RouteStates.tsx'
import { rootRoute } from './routes/__root.tsx'
import { auditRoute } from './routes/audit.tsx'
import { enquiryRoute } from './routes/enquiries.$id.tsx'
import { enrolRoute } from './routes/enrol.tsx'
import { inboxRoute } from './routes/index.tsx'
import { preferencesRoute } from './routes/preferences.tsx'
import { reportRoute } from './routes/report.tsx'
import { sessionsRoute } from './routes/sessions.tsx'
import { signedInRoute } from './routes/signed-in.tsx'
import { signInRoute } from './routes/sign-in.tsx'
import { parseSearch, stringifySearch } from './searchString.ts'

/**
 * The staff app's screens, under /staff: sign-in and setting up a second factor, and behind them
 * the inbox, each enquiry, the report, the audit log, the account's preferences and sessions. Each
 * screen's component is a chunk of its own (the routes' *.lazy.tsx), fetched when the screen is
 * first shown or a link to it is pointed at.
 */
const routeTree = rootRoute.addChildren([
  signInRoute,
  enrolRoute,
  signedInRoute.addChildren([inboxRoute, enquiryRoute, reportRoute, auditRoute, preferencesRoute, sessionsRoute]),
])

export function createStaffRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // The list comes back where it was left, by Back or by its link: each address keeps its own
    // scroll position, so /staff?status=new and /staff each have theirs.
    scrollRestoration: true,
    getScrollRestorationKey: (location) => location.href,
    defaultPendingComponent: RouteLoading,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: ScreenNotFound,
  })
}

/*
 * Links, navigation and each screen's params are checked against these routes. The staff app is
 * type-checked as a program of its own (tsconfig.staff.json), because the public site registers
 * its router in the same way (app/pages/router.tsx) and a program can register only one.
 */
declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createStaffRouter>
  }
}
