import 'virtual:uno.css'
import './styles/base.css'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { registerServiceWorker } from './pwa/registerServiceWorker.ts'
import { createRouter } from './router.tsx'

hydrateRoot(document, <RouterClient router={createRouter()} />)
registerServiceWorker()
