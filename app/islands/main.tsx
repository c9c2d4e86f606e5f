import 'virtual:uno.css'
import '../shared/styles/base.css'
// Each page has these font faces inline (app/pages/routes/__root.tsx); importing them here also makes the
// browser build emit the font file they point to.
import '../shared/styles/fonts.css'
import { loadIconSprite } from '../shared/components/loadIconSprite.ts'
import { afterLoad } from './afterLoad.ts'
import { hydrateIslands } from './hydrateIslands.ts'
import { registerServiceWorker } from './registerServiceWorker.ts'

// Pages arrive as finished HTML; only their islands become React (see islands.ts).
hydrateIslands()
void loadIconSprite().catch(() => undefined)
registerServiceWorker()
// Enquiries kept on this device are sent from whichever page is open, once it has loaded.
afterLoad(() => void import('./enquiry/watchOutbox.ts').then(({ watchOutbox }) => watchOutbox()))
