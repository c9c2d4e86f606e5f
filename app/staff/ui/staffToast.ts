import type { toast } from 'sonner'

// Toasts follow an action, never a screen's opening, so the library loads with the first one;
// a toast asked for before the region is on screen waits for it.
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

export const toastsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  current: () => wanted,
  regionShown: () => regionShown(),
}
