import type { toast } from 'sonner'
import { requestIsland } from './requestIsland.ts'

/** Toasts are rare: the toast region becomes React, and the library loads, with the first one. */
export async function showToast(show: (toaster: typeof toast) => void) {
  const [{ toast: toaster }] = await Promise.all([import('sonner'), requestIsland('Notifications')])
  show(toaster)
}
