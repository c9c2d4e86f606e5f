import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { staffCopy } from '../../shared/content/staff.ts'
import type { StaffSession } from '../../shared/staffApi.ts'
import * as staffApi from '../../shared/staffRoutes/secondFactor.ts'
import { signOut } from '../../shared/staffRoutes/session.ts'
import { call } from '../api/staffRequests.ts'
import { sessionQuery } from '../api/queries.ts'
import { CodeForm } from './CodeForm.tsx'
import { PasskeyButton } from './PasskeyButton.tsx'
import { useSessionAdvanced } from './useSessionAdvanced.ts'
import { passkeysSupported } from './webAuthn.ts'

type Way = 'passkey' | 'totp' | 'recovery'
const copy = staffCopy.secondFactor
const codeWays = {
  totp: { label: copy.code, hint: copy.codeHint, submit: copy.codeSubmit, wrongCode: copy.wrongCode },
  recovery: { label: copy.recovery, hint: copy.recoveryHint, submit: copy.recoverySubmit, wrongCode: copy.wrongRecovery },
}

export function SecondFactor({ session, redirect }: { session: StaffSession; redirect: string | undefined }) {
  const advanced = useSessionAdvanced(redirect)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const ended = () => void navigate({ to: '/staff/sign-in', search: { redirect, reason: 'codes' } })
  const passkey = session.factors.includes('passkey') && passkeysSupported()
  const totp = session.factors.includes('totp')
  const [way, setWay] = useState<Way>(passkey ? 'passkey' : totp ? 'totp' : 'recovery')
  const others: Array<[Way, string]> = [
    ...(passkey && way !== 'passkey' ? [['passkey', copy.usePasskey] as [Way, string]] : []),
    ...(totp && way !== 'totp' ? [['totp', copy.useCode] as [Way, string]] : []),
    ...(way !== 'recovery' ? [['recovery', copy.useRecovery] as [Way, string]] : []),
  ]

  // Back to the password: the half-made session ends on the server too.
  const startAgain = useMutation({
    mutationFn: () => call(signOut).catch(() => undefined),
    onSettled: () => queryClient.setQueryData(sessionQuery.queryKey, null),
  })

  return (
    <div className="card grid gap-5 p-6">
      <p>{copy.intro(session.username)}</p>
      {session.factors.includes('passkey') && !passkeysSupported() && <p className="text-sm text-ink-soft">{copy.passkeyUnsupported}</p>}
      {way === 'passkey' && (
        <PasskeyButton
          label={copy.passkey}
          hint={copy.passkeyHint}
          failed={copy.passkeyFailed}
          ceremony={async ({ startAuthentication }) => {
            const optionsJSON = await call(staffApi.signInPasskeyOptions)
            const response = await startAuthentication({ optionsJSON })
            return call(staffApi.signInPasskey, { response })
          }}
          onDone={advanced}
        />
      )}
      {way !== 'passkey' && (
        <CodeForm
          key={way}
          kind={way}
          route={way === 'totp' ? staffApi.signInTotp : staffApi.signInRecovery}
          {...codeWays[way]}
          onDone={advanced}
          onSessionEnded={ended}
        />
      )}
      <ul className="grid gap-1 border-t border-navy-100 pt-3">
        {others.map(([other, label]) => (
          <li key={other}>
            <button type="button" className="min-h-11 text-left font-semibold text-navy-800 underline" onClick={() => setWay(other)}>
              {label}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            disabled={startAgain.isPending}
            className="min-h-11 text-left font-semibold text-navy-800 underline"
            onClick={() => startAgain.mutate()}
          >
            {copy.startAgain}
          </button>
        </li>
      </ul>
    </div>
  )
}
