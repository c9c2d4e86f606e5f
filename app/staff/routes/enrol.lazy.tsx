import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createLazyRoute, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { staffCopy } from '../../shared/content/staff.ts'
import { staffAccountCopy } from '../../shared/content/staffAccount.ts'
import type { Enrolled } from '../../shared/staffApi.ts'
import { sessionQuery } from '../api/queries.ts'
import { PasskeySetup } from '../enrol/PasskeySetup.tsx'
import { RecoveryCodesShown } from '../enrol/RecoveryCodesShown.tsx'
import { TotpSetup } from '../enrol/TotpSetup.tsx'
import { passkeysSupported } from '../signIn/webAuthn.ts'
import { useDocumentTitle } from '../ui/useDocumentTitle.ts'

export const Route = createLazyRoute('/staff/enrol')({
  component: EnrolScreen,
})

const copy = staffAccountCopy.enrol
type Way = 'passkey' | 'app'

function EnrolScreen() {
  const { redirect } = Route.useSearch()
  const { data: session } = useQuery(sessionQuery)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [way, setWay] = useState<Way | null>(null)
  const [enrolled, setEnrolled] = useState<Enrolled | null>(null)
  useDocumentTitle(staffCopy.documentTitle(enrolled ? staffAccountCopy.recoveryCodes.screen : copy.screen))

  const kept = async (done: Enrolled) => {
    queryClient.setQueryData(sessionQuery.queryKey, done.session)
    await navigate({ href: redirect ?? '/staff' })
  }
  // The first factor signs the session in; its recovery codes are shown before anything else.
  const onEnrolled = (done: Enrolled) => (done.recoveryCodes ? setEnrolled(done) : void kept(done))

  const choices: Array<[Way, string, string]> = [
    ...(passkeysSupported() ? [['passkey', copy.passkey, copy.passkeyHint] as [Way, string, string]] : []),
    ['app', copy.app, copy.appHint],
  ]

  return (
    <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md px-4 py-10 outline-none sm:py-16">
      <p className="eyebrow">{staffCopy.firmName}</p>
      <h1 className="heading-lg mt-1 text-navy-900">{copy.heading}</h1>
      <div className="card mt-6 grid gap-5 p-6">
        {enrolled?.recoveryCodes ? (
          <RecoveryCodesShown username={session?.username ?? ''} codes={enrolled.recoveryCodes} onKept={() => void kept(enrolled)} />
        ) : way === null ? (
          <>
            <p>{copy.intro}</p>
            <ul className="grid gap-3">
              {choices.map(([choice, name, hint]) => (
                <li key={choice}>
                  <button
                    type="button"
                    className="grid min-h-11 w-full gap-1 rounded-lg border-2 border-navy-200 bg-white p-4 text-left hover:border-navy-700"
                    onClick={() => setWay(choice)}
                  >
                    <span className="font-semibold text-navy-900">{name}</span>
                    <span className="text-sm text-ink-soft">{hint}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <h2 className="heading-md text-navy-900">{way === 'passkey' ? copy.passkey : copy.app}</h2>
            {way === 'passkey' ? <PasskeySetup onEnrolled={onEnrolled} /> : <TotpSetup onEnrolled={onEnrolled} />}
            <button type="button" className="min-h-11 text-left font-semibold text-navy-800 underline" onClick={() => setWay(null)}>
              {copy.back}
            </button>
          </>
        )}
      </div>
    </main>
  )
}
