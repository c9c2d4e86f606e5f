import { useQuery } from '@tanstack/react-query'
import { createLazyRoute } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import * as v from 'valibot'
import { staffCopy } from '../../shared/content/staff.ts'
import { staffTeamCopy } from '../../shared/content/staffTeam.ts'
import { openInvitation } from '../../shared/staffRoutes/invitation.ts'
import { failureText } from '../api/apiError.ts'
import { call } from '../api/staffRequests.ts'
import { AcceptInvitation } from '../invitation/AcceptInvitation.tsx'
import { useDocumentTitle } from '../ui/useDocumentTitle.ts'

export const Route = createLazyRoute('/staff/invitation')({
  component: InvitationScreen,
})

const copy = staffTeamCopy.invitation

/** The e-mailed link's secret, after `#` so that no server logs it; read once, then taken out of the address. */
function useLinkToken() {
  const [token] = useState(() => window.location.hash.slice(1))
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search)
  }, [])
  return token
}

/** A colleague's invitation: who it is for, then the password they choose. */
function InvitationScreen() {
  const token = useLinkToken()
  const checked = v.safeParse(openInvitation.input, { token })
  const opened = useQuery({
    queryKey: [openInvitation.path],
    queryFn: () => call(openInvitation, { token }),
    enabled: checked.success,
    // Gone with the screen: the next link opened in this tab is another's.
    gcTime: 0,
  })
  useDocumentTitle(staffCopy.documentTitle(copy.screen))

  // A link cut short is told apart from one the server no longer knows, which says why itself.
  const refusal = !checked.success ? `${checked.issues[0].message} ${copy.incomplete}` : opened.isError ? failureText(opened.error) : undefined

  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md px-4 py-10 outline-none sm:py-16">
      <p className="eyebrow">{staffCopy.firmName}</p>
      <h1 className="heading-lg mt-1 text-navy-900">{copy.heading}</h1>
      {refusal ? (
        <div role="alert" className="mt-6 rounded-lg border-l-4 border-rust bg-rust-light p-4">
          <h2 className="font-semibold text-rust">{copy.notOpened}</h2>
          <p className="mt-1">{refusal}</p>
        </div>
      ) : opened.data ? (
        <AcceptInvitation token={token} invitation={opened.data} />
      ) : (
        <p role="status" className="mt-6 text-ink-soft">
          {copy.opening}
        </p>
      )}
    </main>
  )
}
