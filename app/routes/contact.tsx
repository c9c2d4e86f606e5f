import { createRoute } from '@tanstack/react-router'
import { pageMeta } from '../content/pageMeta.ts'
import type { ServiceId } from '../content/types.ts'
import { enquiryService } from '../enquiry/enquiryService.ts'
import { pageHead } from '../seo.ts'
import { rootRoute } from './__root.tsx'

export const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  // A service page's enquiry links name the service, which the form sends along (enquiryService.ts).
  validateSearch: (search: Record<string, unknown>): { service?: ServiceId } => {
    const service = enquiryService(search)
    return service ? { service } : {}
  },
  head: () => pageHead({ path: '/contact', ...pageMeta.contact, breadcrumbs: [{ name: 'Contact', path: '/contact' }] }),
}).lazy(() => import('./contact.lazy.tsx').then((page) => page.Route))
