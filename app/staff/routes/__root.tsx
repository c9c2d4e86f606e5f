import type { QueryClient } from '@tanstack/react-query'
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { ConnectionNotice } from '../ui/ConnectionNotice.tsx'

export interface StaffRouterContext {
  queryClient: QueryClient
}

export const rootRoute = createRootRouteWithContext<StaffRouterContext>()({
  component: StaffRoot,
})

function StaffRoot() {
  return (
    <div className="min-h-dvh bg-parchment text-ink">
      <ConnectionNotice />
      <Outlet />
    </div>
  )
}
