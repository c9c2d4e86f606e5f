import { useQuery } from '@tanstack/react-query'
import { createLazyRoute } from '@tanstack/react-router'
import { staffCopy } from '../../shared/content/staff.ts'
import { staffAccountCopy } from '../../shared/content/staffAccount.ts'
import { factorsQuery, sessionQuery } from '../api/queries.ts'
import { SignInMethods } from '../signInMethods/SignInMethods.tsx'
import { LoadFailed } from '../ui/RouteStates.tsx'
import { useDocumentTitle } from '../ui/useDocumentTitle.ts'

export const Route = createLazyRoute('/signed-in/staff/sign-in-methods')({
  component: SignInMethodsScreen,
})

const copy = staffAccountCopy.signInMethods

/** The account's passkeys, authenticator app and recovery codes, each change behind a fresh proof. */
function SignInMethodsScreen() {
  const factors = useQuery(factorsQuery)
  const { data: session } = useQuery(sessionQuery)
  useDocumentTitle(staffCopy.documentTitle(copy.screen))
  return (
    <>
      <h1 className="heading-lg mt-4 text-navy-900 md:mt-6">{copy.heading}</h1>
      <p className="mt-2 max-w-prose">{copy.intro}</p>
      {factors.isPending && (
        <p role="status" className="mt-6 text-ink-soft">
          {copy.loading}
        </p>
      )}
      {factors.isError && !factors.data && <LoadFailed what={copy.what} error={factors.error} retry={() => void factors.refetch()} />}
      {factors.data && <SignInMethods factors={factors.data} username={session?.username ?? ''} />}
    </>
  )
}
