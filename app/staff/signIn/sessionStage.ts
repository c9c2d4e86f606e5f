import type { StaffSession } from '../../shared/staffApi.ts'
import { stringifySearch } from '../searchString.ts'

/** A half-signed-in session reaches no screen with enquiries; each step leads back to the address first asked for. */
export function nextScreen(session: StaffSession | null, redirect: string | undefined): { href: string } {
  if (!session || session.stage === 'second-factor') return { href: `/staff/sign-in${stringifySearch({ redirect })}` }
  if (session.stage === 'enrol') return { href: `/staff/enrol${stringifySearch({ redirect })}` }
  return { href: redirect ?? '/staff' }
}
