import { useQuery } from '@tanstack/react-query'
import { createLazyRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { staffCopy } from '../../shared/content/staff.ts'
import { sessionQuery } from '../api/queries.ts'
import { SignInForm } from '../signIn/SignInForm.tsx'
import { useDocumentTitle } from '../ui/useDocumentTitle.ts'

export const Route = createLazyRoute('/staff/sign-in')({
  component: SignInScreen,
})

// The second step's code comes once the password is right: the first screen stays within its
// JavaScript budget (docs/performance.md).
const SecondFactor = lazy(() => import('../signIn/SecondFactor.tsx').then((step) => ({ default: step.SecondFactor })))

function SignInScreen() {
  const { redirect, reason } = Route.useSearch()
  const { data: session } = useQuery(sessionQuery)
  const atSecondFactor = session?.stage === 'second-factor'
  const copy = atSecondFactor ? staffCopy.secondFactor : staffCopy.signIn
  useDocumentTitle(staffCopy.documentTitle(copy.screen))
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md px-4 py-10 outline-none sm:py-16">
      <p className="eyebrow">{staffCopy.firmName}</p>
      <h1 className="heading-lg mt-1 text-navy-900">{copy.heading}</h1>
      {reason && !atSecondFactor && (
        <p role="status" className="mt-4 rounded-lg border-l-4 border-brass-400 bg-white p-4 text-sm font-medium">
          {staffCopy.signIn[reason]}
        </p>
      )}
      <div className="mt-6">
        {atSecondFactor ? (
          <Suspense fallback={<p role="status">{staffCopy.screen.loading}</p>}>
            <SecondFactor session={session} redirect={redirect} />
          </Suspense>
        ) : (
          <SignInForm redirect={redirect} />
        )}
      </div>
    </main>
  )
}
