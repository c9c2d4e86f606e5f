import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react'
import { toastsWanted } from './staffToast.ts'

const Notifications = lazy(() => import('../../shared/components/Notifications.tsx').then((module) => ({ default: module.Notifications })))

/** The site's toast region, put on screen with the first toast (staffToast.ts). */
export function ToastRegion() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.current)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      {/* At the top: at the foot of a phone's screen a toast would cover the form just used (a note's Add button). */}
      <Notifications position="top-center" />
      <RegionShown />
    </Suspense>
  )
}

/** After Notifications in the same boundary, so its effect runs once the region listens for toasts. */
function RegionShown() {
  useEffect(() => toastsWanted.regionShown(), [])
  return null
}
