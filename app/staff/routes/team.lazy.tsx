import { useQuery } from '@tanstack/react-query'
import { createLazyRoute } from '@tanstack/react-router'
import { staffCopy } from '../../shared/content/staff.ts'
import { staffTeamCopy } from '../../shared/content/staffTeam.ts'
import { sessionQuery } from '../api/queries.ts'
import { teamQuery } from '../team/teamQuery.ts'
import { FreshProof } from '../team/FreshProof.tsx'
import { InviteForm } from '../team/InviteForm.tsx'
import { PendingInvitations } from '../team/PendingInvitations.tsx'
import { TeamList } from '../team/TeamList.tsx'
import { LoadFailed } from '../ui/RouteStates.tsx'
import { useDocumentTitle } from '../ui/useDocumentTitle.ts'

export const Route = createLazyRoute('/signed-in/staff/team')({
  component: TeamScreen,
})

const copy = staffTeamCopy.team

/** The administrators' screen of accounts: who can sign in, who is invited, and inviting another. */
function TeamScreen() {
  const team = useQuery(teamQuery)
  const { data: session } = useQuery(sessionQuery)
  useDocumentTitle(staffCopy.documentTitle(copy.screen))
  return (
    <>
      <h1 className="heading-lg mt-4 text-navy-900 md:mt-6">{copy.heading}</h1>
      <p className="mt-2 max-w-prose">{copy.intro}</p>
      {team.isPending && (
        <p role="status" className="mt-6 text-ink-soft">
          {copy.loading}
        </p>
      )}
      {/* A member of staff reads here the server's refusal, which says who can do this instead. */}
      {team.isError && !team.data && <LoadFailed what={copy.what} error={team.error} retry={() => void team.refetch()} />}
      {team.data && session && (
        <FreshProof>
          <div className="max-w-3xl">
            <TeamList accounts={team.data.accounts} me={session.username} />
            <PendingInvitations invitations={team.data.invitations} />
            <InviteForm />
          </div>
        </FreshProof>
      )}
    </>
  )
}
