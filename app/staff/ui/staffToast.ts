import type { toast } from 'sonner'

/*
 * Toasts follow an action (a status changed, an export, a deletion), never the opening of a
 * screen, so the toast library and its region load with the first one (ToastRegion.tsx). A toast
 * asked for before the region is on screen waits for it: a toast made earlier would be lost.
 */
let wanted = false
const listeners = new Set<() => void>()
let regionShown: () => void = () => {}
const regionReady = new Promise<void>((resolve) => {
  regionShown = resolve
})

export async function showToast(show: (toaster: typeof toast) => void) {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  const [{ toast: toaster }] = await Promise.all([import('sonner'), regionReady])
  show(toaster)
}

/** For ToastRegion: whether any toast has been asked for yet, and a way to hear when one is. */
export const toastsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  current: () => wanted,
  /** Called once the region is on screen, so the waiting toasts can be shown in it. */
  regionShown: () => regionShown(),
}
