import { useMutation, useQueryClient } from '@tanstack/react-query'
import { staffTeamCopy } from '../../shared/content/staffTeam.ts'
import * as staffApi from '../../shared/staffRoutes/team.ts'
import type { PendingInvitation } from '../../shared/staffRoutes/team.ts'
import { failureText } from '../api/apiError.ts'
import { teamQuery } from './teamQuery.ts'
import { call } from '../api/staffRequests.ts'
import { formatWhen } from '../ui/formatWhen.ts'
import { showToast } from '../ui/staffToast.ts'
import { useMinuteClock } from '../ui/useMinuteClock.ts'

const copy = staffTeamCopy.team

function InvitationCard({ invitation, now }: { invitation: PendingInvitation; now: number }) {
  const queryClient = useQueryClient()
  const { username, email, role, invitedBy, expiresAt } = invitation
  const cancel = useMutation({
    mutationFn: () => call(staffApi.cancelInvitation, { username }),
    onSuccess: () => void showToast((toast) => toast.success(copy.invitationCancelled(username))),
    onError: (error) => void showToast((toast) => toast.error(failureText(error))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
  })
  return (
    <article aria-labelledby={`invitation-${username}`} className="card grid gap-3 p-4 sm:p-5">
      <h3 id={`invitation-${username}`} className="text-lg font-semibold text-navy-900">
        {username}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-soft">{copy.labels.email}</dt>
        <dd>{email}</dd>
        <dt className="text-ink-soft">{copy.labels.role}</dt>
        <dd>{staffTeamCopy.roleNames[role]}</dd>
        <dt className="text-ink-soft">{copy.invitedBy}</dt>
        <dd>{invitedBy}</dd>
        <dt className="text-ink-soft">{copy.expires}</dt>
        <dd>
          <time dateTime={expiresAt}>{formatWhen(expiresAt, now)}</time>
        </dd>
      </dl>
      <button
        type="button"
        disabled={cancel.isPending}
        className="btn justify-self-start border-2 border-rust text-sm text-rust disabled:opacity-70"
        onClick={() => cancel.mutate()}
      >
        {copy.cancelInvitation}
      </button>
    </article>
  )
}

/** Colleagues e-mailed a link who have not yet used it; cancelling one makes its link useless. */
export function PendingInvitations({ invitations }: { invitations: PendingInvitation[] }) {
  const now = useMinuteClock()
  return (
    <section aria-labelledby="invitations-heading" className="mt-8">
      <h2 id="invitations-heading" className="heading-md text-navy-900">
        {copy.invitations}
      </h2>
      {invitations.length === 0 ? (
        <p className="mt-3">{copy.noInvitations}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {invitations.map((invitation) => (
            <li key={invitation.username}>
              <InvitationCard invitation={invitation} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
