import 'virtual:uno.css'
import '../shared/styles/base.css'
// Each page has these font faces inline (app/pages/routes/__root.tsx); importing them here also makes the
// browser build emit the font file they point to.
import '../shared/styles/fonts.css'
import { whenIdle } from './afterLoad.ts'
import { hydrateIslands } from './hydrateIslands.ts'
import { registerServiceWorker } from './registerServiceWorker.ts'

// Pages arrive as finished HTML, icons included; only their islands become React (see islands.ts).
// Nothing else runs until the browser is idle, so a first tap meets a free main thread.
hydrateIslands()
registerServiceWorker()
// Enquiries kept on this device are sent from whichever page is open, once it has loaded.
whenIdle(() => void import('../islands/enquiry/watchOutbox.ts').then(({ watchOutbox }) => watchOutbox()))
