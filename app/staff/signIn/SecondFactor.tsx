import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { staffCopy } from '../../shared/content/staff.ts'
import { apiRequest } from '../../shared/queryClient.ts'
import { staffPaths, type PasskeyRequestOptions, type StaffSession } from '../../shared/staffApi.ts'
import { sessionQuery } from '../api/queries.ts'
import { CodeForm } from './CodeForm.tsx'
import { PasskeyButton, postJson } from './PasskeyButton.tsx'
import { useSessionAdvanced } from './useSessionAdvanced.ts'
import { passkeysSupported } from './webAuthn.ts'

type Way = 'passkey' | 'totp' | 'recovery'
const copy = staffCopy.secondFactor
const codeWays = {
  totp: { path: staffPaths.signInTotp, label: copy.code, hint: copy.codeHint, submit: copy.codeSubmit, wrongCode: copy.wrongCode },
  recovery: { path: staffPaths.signInRecovery, label: copy.recovery, hint: copy.recoveryHint, submit: copy.recoverySubmit, wrongCode: copy.wrongRecovery },
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
    mutationFn: () => apiRequest('DELETE', staffPaths.session).catch(() => undefined),
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
            const optionsJSON = await postJson<PasskeyRequestOptions>(staffPaths.signInPasskeyOptions)
            const response = await startAuthentication({ optionsJSON })
            return postJson<StaffSession>(staffPaths.signInPasskey, { response })
          }}
          onDone={advanced}
        />
      )}
      {way !== 'passkey' && <CodeForm<StaffSession> key={way} kind={way} method="POST" {...codeWays[way]} onDone={advanced} onSessionEnded={ended} />}
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
