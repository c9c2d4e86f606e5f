import type { toast } from 'sonner'
import { requestIsland } from './requestIsland.ts'

/**
 * Toasts are rare, so the toast region (already on the page, announced politely) becomes React,
 * and the toast library loads, with the first one. A toast made before the region is ready
 * waits for it.
 */
export async function showToast(show: (toaster: typeof toast) => void) {
  const [{ toast: toaster }] = await Promise.all([import('sonner'), requestIsland('Notifications')])
  show(toaster)
}
