import { createRoute } from '@tanstack/react-router'
import { signedInRoute } from './signed-in.tsx'

export const enquiryRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/staff/enquiries/$id',
}).lazy(() => import('./enquiries.$id.lazy.tsx').then((screen) => screen.Route))
