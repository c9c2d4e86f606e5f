import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffTeamCopy } from '../../shared/content/staffTeam.ts'
import type { StaffRole } from '../../shared/staffRoles.ts'
import * as staffApi from '../../shared/staffRoutes/team.ts'
import { failureText } from '../api/apiError.ts'
import { staffAccountsQuery } from '../api/queries.ts'
import { teamQuery } from './teamQuery.ts'
import { call } from '../api/staffRequests.ts'
import { showToast } from '../ui/staffToast.ts'
import { ConfirmChange } from './ConfirmChange.tsx'
import { proofNotGiven, useProven } from './FreshProof.tsx'

const copy = staffTeamCopy.team

type Change = { kind: 'role'; role: StaffRole } | { kind: 'reset' } | { kind: 'remove' }

/** A colleague's account: the other role, new second factors, or gone, each said back in a toast. */
export function AccountActions({ username, role }: { username: string; role: StaffRole }) {
  const queryClient = useQueryClient()
  const proven = useProven()
  const otherRole: StaffRole = role === 'administrator' ? 'staff' : 'administrator'

  const change = useMutation({
    mutationFn: (what: Change) =>
      proven(async () => {
        if (what.kind === 'role') {
          await call(staffApi.setRole, { username }, { role: what.role })
          return copy.roleChanged(username, what.role)
        }
        if (what.kind === 'reset') {
          await call(staffApi.resetFactors, { username })
          return copy.wasReset(username)
        }
        const { returned } = await call(staffApi.removeAccount, { username })
        return copy.removed(username, returned)
      }),
    onSuccess: (said) => void showToast((toast) => toast.success(said)),
    onError: (error) => {
      if (!proofNotGiven(error)) void showToast((toast) => toast.error(failureText(error)))
    },
    // The colleagues an enquiry can be given to are this list too.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }), queryClient.invalidateQueries({ queryKey: staffAccountsQuery.queryKey })]),
  })

  const id = `account-${username}`
  return (
    // Smaller type than a form's buttons, so that the three to a colleague take two lines on a phone, not three.
    <div className="flex flex-wrap gap-2">
      <button type="button" disabled={change.isPending} className="btn-navy text-sm" onClick={() => change.mutate({ kind: 'role', role: otherRole })}>
        {copy.makeRole[otherRole]}
      </button>
      <ConfirmChange
        id={`${id}-reset`}
        label={copy.reset}
        className="btn border-2 border-navy-700 text-sm text-navy-800 hover:bg-navy-50"
        disabled={change.isPending}
        words={{ heading: copy.confirmReset.heading(username), body: copy.confirmReset.body(username), confirm: copy.confirmReset.confirm }}
        onConfirm={() => change.mutate({ kind: 'reset' })}
      />
      <ConfirmChange
        id={`${id}-remove`}
        label={copy.remove}
        className="btn border-2 border-rust text-sm text-rust"
        disabled={change.isPending}
        words={{ heading: copy.confirmRemove.heading(username), body: copy.confirmRemove.body(username), confirm: copy.confirmRemove.confirm }}
        onConfirm={() => change.mutate({ kind: 'remove' })}
      />
    </div>
  )
}
