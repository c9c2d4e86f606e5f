import { createLazyRoute } from '@tanstack/react-router'
import { staffCopy } from '../../shared/content/staff.ts'
import { SignInForm } from '../signIn/SignInForm.tsx'
import { useDocumentTitle } from '../ui/useDocumentTitle.ts'

export const Route = createLazyRoute('/staff/sign-in')({
  component: SignInScreen,
})

function SignInScreen() {
  const { redirect } = Route.useSearch()
  useDocumentTitle(staffCopy.documentTitle(staffCopy.signIn.screen))
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md px-4 py-10 outline-none sm:py-16">
      <p className="eyebrow">{staffCopy.firmName}</p>
      <h1 className="heading-lg mt-1 text-navy-900">{staffCopy.signIn.heading}</h1>
      <div className="mt-6">
        <SignInForm redirect={redirect} />
      </div>
    </main>
  )
}
