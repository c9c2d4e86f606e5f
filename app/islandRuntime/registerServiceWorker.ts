import { Workbox } from 'workbox-window'
import { whenIdle } from './afterLoad.ts'
import { showToast } from './showToast.ts'
import { siteChrome } from '../shared/content/siteChrome.ts'

/** At idle: its install fetches the whole precache, which a first tap should not wait behind. An update is offered, never reloaded under a form. */
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
