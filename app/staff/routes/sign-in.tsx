import { createRoute } from '@tanstack/react-router'
import { staffCopy } from '../copy.ts'
import { staffRedirect } from '../navigation.ts'
import { sessionQuery } from '../queries.ts'
import type { StaffRouter } from '../router.tsx'
import { signInRedirect } from '../signInRedirect.ts'
import { SignInForm } from '../SignInForm.tsx'
import { useDocumentTitle } from '../useDocumentTitle.ts'
import { rootRoute } from './__root.tsx'

export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/staff/sign-in',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: signInRedirect(search.redirect) }),
  // Already signed in: straight on. Unsure (no connection): the form, with the offline notice.
  beforeLoad: async ({ context, search }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery).catch(() => null)
    if (session) throw staffRedirect({ href: search.redirect ?? '/staff' })
  },
  component: SignInScreen,
})

function SignInScreen() {
  const { redirect } = signInRoute.useSearch<StaffRouter>()
  useDocumentTitle(staffCopy.documentTitle('Sign in'))
  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md px-4 py-10 outline-none sm:py-16">
      <p className="eyebrow">{staffCopy.firmName}</p>
      <h1 className="heading-lg mt-1 text-navy-900">Sign in to the inbox</h1>
      <div className="mt-6">
        <SignInForm redirect={redirect} />
      </div>
    </main>
  )
}
