import { Link, useNavigate } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiStatus, failureText } from '../api/apiError.ts'
import * as staffApi from '../../shared/staffRoutes/session.ts'
import { call } from '../api/staffRequests.ts'
import { staffCopy } from '../../shared/content/staff.ts'
import { staffTeamCopy } from '../../shared/content/staffTeam.ts'
import { sessionQuery } from '../api/queries.ts'
import { showToast } from './staffToast.ts'
import { forgetDrafts } from '../enquiry/drafts.ts'

const sections = [
  { to: '/staff', name: staffCopy.nav.inbox, administrators: false },
  { to: '/staff/report', name: staffCopy.nav.report, administrators: true },
  { to: '/staff/audit', name: staffCopy.nav.audit, administrators: true },
  { to: '/staff/team', name: staffTeamCopy.nav, administrators: true },
  { to: '/staff/preferences', name: staffCopy.nav.preferences, administrators: false },
  { to: '/staff/sessions', name: staffCopy.nav.sessions, administrators: false },
  { to: '/staff/sign-in-methods', name: staffCopy.nav.signInMethods, administrators: false },
] as const

/** The inbox's name, who is signed in, signing out, and the inbox's sections. */
export function StaffHeader() {
  const { data: session } = useQuery(sessionQuery)
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  const signOut = useMutation({
    mutationFn: () => call(staffApi.signOut),
    onSettled: async (_response, error) => {
      // A session that had already ended is as signed out as one just ended.
      if (error && apiStatus(error) !== 401) {
        void showToast((toast) => toast.error(failureText(error)))
        return
      }
      // Nothing of the inbox stays in memory for the next person at this device (the server
      // expires the cookie).
      queryClient.clear()
      queryClient.setQueryData(sessionQuery.queryKey, null)
      forgetDrafts()
      await navigate({ to: '/staff/sign-in' })
    },
  })

  return (
    <header className="bg-navy-900 text-white">
      <div className="page-container flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
        <Link to="/staff" className="text-white no-underline">
          <span className="block font-serif text-xl font-semibold leading-tight">{staffCopy.appName}</span>
          <span className="block text-xs font-medium uppercase tracking-wider text-brass-300">{staffCopy.firmName}</span>
        </Link>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          {session && (
            <p>
              {staffCopy.signedInAs} <strong>{session.username}</strong>
            </p>
          )}
          <button type="button" disabled={signOut.isPending} className="btn-outline px-4 py-2 disabled:opacity-70" onClick={() => signOut.mutate()}>
            {staffCopy.signOut}
          </button>
        </div>
      </div>
      <nav aria-label={staffCopy.nav.label} className="border-t border-white/15">
        <ul className="page-container grid grid-cols-3 sm:(flex gap-2)">
          {sections
            .filter(({ administrators }) => !administrators || session?.role === 'administrator')
            .map(({ to, name }) => (
              <li key={to}>
                <Link
                  to={to}
                  activeOptions={{ exact: to === '/staff', includeSearch: false }}
                  activeProps={{ 'aria-current': 'page', className: 'border-brass-400 text-white' }}
                  inactiveProps={{ className: 'border-transparent text-navy-100 hover:text-white' }}
                  className="flex min-h-11 items-center justify-center whitespace-nowrap border-b-4 px-1 text-sm font-semibold no-underline sm:(px-3 text-base)"
                >
                  {name}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </header>
  )
}
