import 'virtual:uno.css'
import '../shared/styles/base.css'
// Inline in each page already; imported so the build emits the font file they point to.
import '../shared/styles/fonts.css'
import { whenIdle } from './afterLoad.ts'
import { hydrateIslands } from './hydrateIslands.ts'
import { registerServiceWorker } from './registerServiceWorker.ts'

// Only the islands become React; the rest waits for idle, so a first tap meets a free main thread.
hydrateIslands()
registerServiceWorker()
// Enquiries kept on this device are sent from whichever page is open, once it has loaded.
whenIdle(() => void import('../islands/enquiry/watchOutbox.ts').then(({ watchOutbox }) => watchOutbox()))
