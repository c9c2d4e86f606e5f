import { Workbox } from 'workbox-window'
import { whenIdle } from './afterLoad.ts'
import { showToast } from './showToast.ts'
import { siteChrome } from '../shared/content/siteChrome.ts'

/**
 * Registers the service worker once the page has loaded and the browser is idle (its install
 * fetches the whole precache, which a first tap should not wait behind), and offers a new
 * deployment with a toast; the page reloads only when the visitor asks, never with a
 * half-filled form. The manifest is linked in every page's HTML (app/pages/routes/__root.tsx).
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const workbox = new Workbox('/sw.js')
  workbox.addEventListener('waiting', () => {
    void showToast((toast) =>
      toast(siteChrome.update.available, {
        duration: Infinity,
        action: {
          label: siteChrome.update.reload,
          onClick: () => {
            workbox.addEventListener('controlling', () => window.location.reload())
            workbox.messageSkipWaiting()
          },
        },
      }),
    )
  })
  // Without a service worker (blocked, private mode, an offline update check) the site still works.
  whenIdle(() => void workbox.register().catch(() => undefined))
}
