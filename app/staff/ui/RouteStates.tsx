import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { failureText } from '../api/apiError.ts'
import { staffCopy } from '../../shared/content/staff.ts'

// Inside the signed-in layout these sit in its <main>; the "Screen" versions bring one where no layout rendered.
export function RouteLoading() {
  return (
    <p role="status" className="page-container py-10 text-ink-soft">
      {staffCopy.screen.loading}
    </p>
  )
}

export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <div role="alert" className="py-10">
      <h1 className="heading-md text-navy-900">{staffCopy.screen.couldNotOpen}</h1>
      <p className="mt-2">{failureText(error)}</p>
      <button type="button" className="btn-navy mt-4" onClick={() => void router.invalidate()}>
        {staffCopy.screen.tryAgain}
      </button>
    </div>
  )
}

export function RouteNotFound() {
  return (
    <div className="py-10">
      <h1 className="heading-md text-navy-900">{staffCopy.screen.notFound}</h1>
      <p className="mt-4">
        <Link to="/staff" className="link-underline font-semibold text-navy-800">
          {staffCopy.screen.goToInbox}
        </Link>
      </p>
    </div>
  )
}

function Screen({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="page-container outline-none">
      {children}
    </main>
  )
}

export const ScreenError = (props: ErrorComponentProps) => (
  <Screen>
    <RouteError {...props} />
  </Screen>
)

export const ScreenNotFound = () => (
  <Screen>
    <RouteNotFound />
  </Screen>
)

export function LoadFailed({ what, error, retry }: { what: string; error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="mt-6 rounded-lg border-l-4 border-rust bg-rust-light p-4">
      <p className="font-semibold text-rust">{staffCopy.screen.loadFailed(what)}</p>
      <p className="mt-1">{failureText(error)}</p>
      <button type="button" className="btn-navy mt-3" onClick={retry}>
        {staffCopy.screen.tryAgain}
      </button>
    </div>
  )
}
