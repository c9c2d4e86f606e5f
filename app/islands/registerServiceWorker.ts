import { Workbox } from 'workbox-window'
import { afterLoad } from './afterLoad.ts'
import { showToast } from './showToast.ts'

/**
 * Registers the service worker once the page has loaded, and offers a new deployment with a
 * toast; the page reloads only when the visitor asks, never with a half-filled form.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return
  const workbox = new Workbox('/sw.js')
  workbox.addEventListener('waiting', () => {
    void showToast((toast) =>
      toast('A new version is available', {
        duration: Infinity,
        action: {
          label: 'Reload',
          onClick: () => {
            workbox.addEventListener('controlling', () => window.location.reload())
            workbox.messageSkipWaiting()
          },
        },
      }),
    )
  })
  afterLoad(() => {
    addInstallManifest()
    // Without a service worker (blocked, private mode, an offline update check) the site still works.
    void workbox.register().catch(() => undefined)
  })
}

/**
 * The web app manifest makes the site installable, which takes the service worker too, so its
 * link comes with it, after the first paint: Chromium fetches a manifest linked in the page
 * while the page loads, ahead of its first frame.
 */
function addInstallManifest() {
  const link = document.createElement('link')
  link.rel = 'manifest'
  link.href = '/manifest.webmanifest'
  document.head.append(link)
}
