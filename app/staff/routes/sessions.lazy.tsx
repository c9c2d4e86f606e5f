import { useQuery } from '@tanstack/react-query'
import { createLazyRoute } from '@tanstack/react-router'
import { staffCopy } from '../../shared/content/staff.ts'
import { staffAccountCopy } from '../../shared/content/staffAccount.ts'
import { sessionsQuery } from '../api/queries.ts'
import { SessionList } from '../sessions/SessionList.tsx'
import { LoadFailed } from '../ui/RouteStates.tsx'
import { useDocumentTitle } from '../ui/useDocumentTitle.ts'

export const Route = createLazyRoute('/signed-in/staff/sessions')({
  component: SessionsScreen,
})

const copy = staffAccountCopy.sessions

function SessionsScreen() {
  const sessions = useQuery(sessionsQuery)
  useDocumentTitle(staffCopy.documentTitle(copy.screen))
  return (
    <>
      <h1 className="heading-lg mt-4 text-navy-900 md:mt-6">{copy.heading}</h1>
      <p className="mt-2 max-w-prose">{copy.intro}</p>
      {sessions.isPending && (
        <p role="status" className="mt-6 text-ink-soft">
          {copy.loading}
        </p>
      )}
      {sessions.isError && !sessions.data && <LoadFailed what={copy.what} error={sessions.error} retry={() => void sessions.refetch()} />}
      {sessions.data && <SessionList sessions={sessions.data} />}
    </>
  )
}
