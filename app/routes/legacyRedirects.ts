import { createRoute, redirect } from '@tanstack/react-router'
import { legacyRedirects, type LegacyRedirect } from '../redirects.ts'
import { rootRoute } from './__root.tsx'

const redirectTo = (to: LegacyRedirect['to']) => () => {
  throw redirect({ to, replace: true })
}

export const legacyRedirectRoutes = legacyRedirects.flatMap(({ from, to, withSubpaths }) => {
  const exact = createRoute({ getParentRoute: () => rootRoute, path: from, beforeLoad: redirectTo(to) })
  if (!withSubpaths) return [exact]
  const below = createRoute({ getParentRoute: () => rootRoute, path: `${from}/$`, beforeLoad: redirectTo(to) })
  return [exact, below]
})
