/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { getOutbox, syncTag } from '../shared/enquiry/outbox.ts'
import { serviceIdOf } from '../shared/servicePaths.ts'
import { staffOfflineResponse } from './staffOfflinePage.ts'

declare const self: ServiceWorkerGlobalScope

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

// /about is answered with about.html; the contact page with ?service= is the contact page too:
// its scripts read the parameter.
precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: true, ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^service$/] })
cleanupOutdatedCaches()

// The staff inbox always comes from the network and is never stored on the device; offline, a
// page written here says it needs a connection.
const isStaffApp = (url: URL) => url.pathname === '/staff' || url.pathname.startsWith('/staff/')
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isStaffApp(url),
  async ({ request }) => {
    try {
      return await fetch(request)
    } catch {
      return staffOfflineResponse()
    }
  },
)

// An address the precache does not know goes to the network, as always; offline, it gets the
// not-found page the server would have sent. The API is never cached.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
  async ({ request, url }) => {
    try {
      return await fetch(request)
    } catch {
      const page = serviceIdOf(url.pathname) !== undefined ? 'service-not-found.html' : '404.html'
      return (await matchPrecache(page)) ?? Response.error()
    }
  },
)

// Background Sync sends waiting enquiries even after the tab is closed; a failure makes the browser
// retry later. Open pages hear of it on the outbox's channel.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent
  if (sync.tag !== syncTag) return
  sync.waitUntil(
    getOutbox()
      .replay({ force: true, waitForTurn: true })
      .then(({ waiting }) => {
        if (waiting > 0) throw new Error(`${waiting} enquiries still waiting`)
      }),
  )
})

// A new version waits until the visitor chooses Reload (never mid-way through a form).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
})

// On the first visit, take charge of the open page at once, so it works offline without a reload.
clientsClaim()
