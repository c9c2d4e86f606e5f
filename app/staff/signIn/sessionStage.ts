import type { StaffSession } from '../../shared/staffApi.ts'
import { stringifySearch } from '../searchString.ts'

/**
 * Where a session may go next, by its stage: a half-signed-in session (password only, or no
 * second factor yet) reaches no screen with enquiries on it, and each step leads back to the
 * address first asked for.
 */
export function nextScreen(session: StaffSession | null, redirect: string | undefined): { href: string } {
  if (!session || session.stage === 'second-factor') return { href: `/staff/sign-in${stringifySearch({ redirect })}` }
  if (session.stage === 'enrol') return { href: `/staff/enrol${stringifySearch({ redirect })}` }
  return { href: redirect ?? '/staff' }
}
