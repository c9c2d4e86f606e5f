import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { RouteError, RouteLoading, ScreenNotFound } from './RouteStates.tsx'
import { rootRoute } from './routes/__root.tsx'
import { enquiryRoute } from './routes/enquiries.$id.tsx'
import { inboxRoute } from './routes/index.tsx'
import { signedInRoute } from './routes/signed-in.tsx'
import { signInRoute } from './routes/sign-in.tsx'
import { parseSearch, stringifySearch } from './searchString.ts'

/** The staff app's screens, under /staff: sign-in, and behind it the inbox and each enquiry. */
const routeTree = rootRoute.addChildren([signInRoute, signedInRoute.addChildren([inboxRoute, enquiryRoute])])

export function createStaffRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    parseSearch,
    stringifySearch,
    defaultPendingComponent: RouteLoading,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: ScreenNotFound,
  })
}

export type StaffRouter = ReturnType<typeof createStaffRouter>
