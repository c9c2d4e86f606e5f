import 'virtual:uno.css'
import './styles/base.css'
// Each page has these font faces inline (routes/__root.tsx); importing them here also makes the
// browser build emit the font file they point to.
import './styles/fonts.css'
import { hydrateIslands } from './islands/hydrateIslands.tsx'
import { registerServiceWorker } from './pwa/registerServiceWorker.ts'

// Pages arrive as finished HTML; only their islands become React (see islands/islands.ts).
hydrateIslands()
registerServiceWorker()
