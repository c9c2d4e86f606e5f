import { createRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AuditSearchSchema, type AuditSearch } from '../../shared/staffApi.ts'
import { signedInRoute } from './signed-in.tsx'

export const auditRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/staff/audit',
  // Each part that is not valid is left out, as an address typed by hand would mean: a bad page is page 1.
  validateSearch: (search: Record<string, unknown>): AuditSearch =>
    Object.fromEntries(
      (['page', 'actor', 'action', 'enquiry'] as const).flatMap((name) => {
        const parsed = v.safeParse(AuditSearchSchema, { [name]: search[name] })
        const value = parsed.success ? parsed.output[name] : undefined
        return value === undefined ? [] : [[name, value]]
      }),
    ),
}).lazy(() => import('./audit.lazy.tsx').then((screen) => screen.Route))
