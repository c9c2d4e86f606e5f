import 'virtual:uno.css'
import '../shared/styles/base.css'
import '../shared/styles/fonts.css'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { loadIconSprite } from '../shared/components/loadIconSprite.ts'
import { moveFocusOnNavigation } from './moveFocusOnNavigation.ts'
import { createStaffQueryClient } from './api/staffQueryClient.ts'
import { createStaffRouter } from './router.tsx'
import { watchApi } from './api/watchApi.ts'

// The staff inbox: a client-side app of its own (index.html), never loaded by the public pages.
// Its data lives in memory only: no persister, no storage, gone with the tab.
const queryClient = createStaffQueryClient()
const router = createStaffRouter(queryClient)
watchApi(queryClient, router)
moveFocusOnNavigation(router)
void loadIconSprite().catch(() => undefined)

const container = document.getElementById('app')
if (!container) throw new Error('index.html has no #app element')
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
