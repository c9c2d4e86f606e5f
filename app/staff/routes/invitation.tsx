import { createRoute } from '@tanstack/react-router'
import { ScreenError } from '../ui/RouteStates.tsx'
import { rootRoute } from './__root.tsx'

/** A colleague's e-mailed link, opened before they have any account or session. */
export const invitationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/staff/invitation',
  errorComponent: ScreenError,
}).lazy(() => import('./invitation.lazy.tsx').then((screen) => screen.Route))
