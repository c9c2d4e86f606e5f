import { Outlet, createLazyRoute } from '@tanstack/react-router'
import { AlertsBanner } from '../inbox/AlertsBanner.tsx'
import { StaffHeader } from '../ui/StaffHeader.tsx'
import { ToastRegion } from '../ui/ToastRegion.tsx'
import { staffCopy } from '../../shared/content/staff.ts'

export const Route = createLazyRoute('/signed-in')({
  component: SignedInLayout,
})

/** The header, the alerts banner and the toasts (only signed-in screens show any) around each screen. */
function SignedInLayout() {
  return (
    <>
      <a href="#main" className="sr-only focus:(not-sr-only fixed left-3 top-3 z-100 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 shadow-lg)">
        {staffCopy.skipLink}
      </a>
      <StaffHeader />
      <main id="main" tabIndex={-1} className="page-container pb-16 outline-none">
        <AlertsBanner />
        <Outlet />
      </main>
      <ToastRegion />
    </>
  )
}
