import { createRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AuditSearchSchema } from '../../shared/staffApi.ts'
import { signedInRoute } from './signed-in.tsx'

export const auditRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/staff/audit',
  // A page number that is no page number is page 1, as an address typed by hand would mean.
  validateSearch: (search: Record<string, unknown>): { page?: number } => {
    const parsed = v.safeParse(AuditSearchSchema, search)
    return { page: parsed.success ? parsed.output.page : undefined }
  },
}).lazy(() => import('./audit.lazy.tsx').then((screen) => screen.Route))
