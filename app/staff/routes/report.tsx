import { createRoute } from '@tanstack/react-router'
import { signedInRoute } from './signed-in.tsx'

export const reportRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/staff/report',
}).lazy(() => import('./report.lazy.tsx').then((screen) => screen.Route))
