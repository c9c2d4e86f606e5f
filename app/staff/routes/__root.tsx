import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { Notifications } from '../../shared/components/Notifications.tsx'
import { ConnectionNotice } from '../ConnectionNotice.tsx'

export interface StaffRouterContext {
  queryClient: QueryClient
}

export const rootRoute = createRootRouteWithContext<StaffRouterContext>()({
  component: StaffRoot,
})

/** Every screen: the connection notice above it, the toasts below. */
function StaffRoot() {
  return (
    <div className="min-h-dvh bg-parchment text-ink">
      <ConnectionNotice />
      <Outlet />
      <Notifications />
    </div>
  )
}
