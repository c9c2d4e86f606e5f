import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { staffAccountCopy } from '../../shared/content/staffAccount.ts'
import type { Enrolled, Factors } from '../../shared/staffApi.ts'
import * as staffApi from '../../shared/staffRoutes/account.ts'
import { call } from '../api/staffRequests.ts'
import { failureText } from '../api/apiError.ts'
import { factorsQuery, sessionQuery } from '../api/queries.ts'
import { PasskeySetup } from '../enrol/PasskeySetup.tsx'
import { RecoveryCodesShown } from '../enrol/RecoveryCodesShown.tsx'
import { TotpSetup } from '../enrol/TotpSetup.tsx'
import { formatWhen } from '../ui/formatWhen.ts'
import { showToast } from '../ui/staffToast.ts'
import { useMinuteClock } from '../ui/useMinuteClock.ts'
import { ProofForm } from './ProofForm.tsx'

const copy = staffAccountCopy.signInMethods

/** What the screen is doing: showing the methods, or one change (asked for, then made once proven). */
type Change = { kind: 'app' } | { kind: 'passkey' } | { kind: 'remove-app' } | { kind: 'remove-passkey'; id: string; name: string } | { kind: 'codes' }

const provenForMs = 4 * 60_000

export function SignInMethods({ factors, username }: { factors: Factors; username: string }) {
  const queryClient = useQueryClient()
  const now = useMinuteClock()
  const [change, setChange] = useState<Change | null>(null)
  // Kept a little short of the server's own limit, so a change is not refused half-way.
  const [provenUntil, setProvenUntil] = useState(0)
  const [codes, setCodes] = useState<string[] | null>(null)
  const proven = Date.now() < provenUntil

  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: factorsQuery.queryKey }), queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey })])
  const done = async (message: string) => {
    setChange(null)
    await refresh()
    showToast((toast) => toast.success(message))
  }

  const act = useMutation({
    mutationFn: async (what: Change) => {
      if (what.kind === 'remove-app') await call(staffApi.removeTotp)
      if (what.kind === 'remove-passkey') await call(staffApi.removePasskey, { id: what.id })
      if (what.kind === 'codes') setCodes((await call(staffApi.newRecoveryCodes)).codes)
      return what
    },
    onSuccess: (what) => {
      if (what.kind === 'remove-app') void done(copy.appRemoved)
      if (what.kind === 'remove-passkey') void done(copy.passkeyRemoved(what.name))
      if (what.kind === 'codes') setChange(null)
    },
    onError: (error) => void showToast((toast) => toast.error(failureText(error))),
  })

  const start = (what: Change) => {
    setChange(what)
    if (proven && (what.kind === 'remove-app' || what.kind === 'remove-passkey' || what.kind === 'codes')) act.mutate(what)
  }
  const onProven = () => {
    setProvenUntil(Date.now() + provenForMs)
    if (change && (change.kind === 'remove-app' || change.kind === 'remove-passkey' || change.kind === 'codes')) act.mutate(change)
  }
  const enrolled = (_answer: Enrolled) => void done(change?.kind === 'passkey' ? copy.passkeyAdded : copy.appSet)

  if (codes) return <RecoveryCodesShown username={username} codes={codes} onKept={() => void refresh().then(() => setCodes(null))} />
  if (change && !proven) return <ProofForm hasPasskey={factors.passkeys.length > 0} onProven={onProven} onCancel={() => setChange(null)} />
  if (change?.kind === 'app' || change?.kind === 'passkey')
    return (
      <section className="card mt-6 grid gap-5 p-6">
        <h2 className="heading-md text-navy-900">{change.kind === 'app' ? copy.setUpApp : copy.addPasskey}</h2>
        {change.kind === 'app' ? <TotpSetup onEnrolled={enrolled} /> : <PasskeySetup onEnrolled={enrolled} />}
        <button type="button" className="min-h-11 text-left font-semibold text-navy-800 underline" onClick={() => setChange(null)}>
          {copy.cancel}
        </button>
      </section>
    )

  const busy = act.isPending
  return (
    <div className="mt-6 grid gap-6">
      <section aria-labelledby="app-heading" className="card grid gap-3 p-5">
        <h2 id="app-heading" className="heading-md text-navy-900">
          {copy.app}
        </h2>
        <p>{factors.totp ? copy.appOn : copy.appOff}</p>
        <div className="flex flex-wrap gap-3">
          <button type="button" disabled={busy} className="btn-navy" onClick={() => start({ kind: 'app' })}>
            {factors.totp ? copy.replaceApp : copy.setUpApp}
          </button>
          {factors.totp && (
            <button type="button" disabled={busy} className="btn border-2 border-rust text-rust" onClick={() => start({ kind: 'remove-app' })}>
              {copy.removeApp}
            </button>
          )}
        </div>
      </section>
      <section aria-labelledby="passkeys-heading" className="card grid gap-3 p-5">
        <h2 id="passkeys-heading" className="heading-md text-navy-900">
          {copy.passkeys}
        </h2>
        {factors.passkeys.length === 0 ? (
          <p>{copy.noPasskeys}</p>
        ) : (
          <ul className="grid gap-3">
            {factors.passkeys.map((passkey) => (
              <li key={passkey.id} className="grid gap-2 rounded-lg border border-navy-100 p-3">
                <p className="font-semibold text-navy-900">{passkey.name}</p>
                <p className="text-sm text-ink-soft">
                  {copy.added} <time dateTime={passkey.createdAt}>{formatWhen(passkey.createdAt, now)}</time>; {copy.lastUsed}{' '}
                  {passkey.lastUsedAt ? <time dateTime={passkey.lastUsedAt}>{formatWhen(passkey.lastUsedAt, now)}</time> : copy.never}
                </p>
                <button
                  type="button"
                  disabled={busy}
                  className="btn justify-self-start border-2 border-rust text-rust"
                  onClick={() => start({ kind: 'remove-passkey', id: passkey.id, name: passkey.name })}
                >
                  {copy.removePasskey(passkey.name)}
                </button>
              </li>
            ))}
          </ul>
        )}
        <button type="button" disabled={busy} className="btn-navy justify-self-start" onClick={() => start({ kind: 'passkey' })}>
          {copy.addPasskey}
        </button>
      </section>
      <section aria-labelledby="codes-heading" className="card grid gap-3 p-5">
        <h2 id="codes-heading" className="heading-md text-navy-900">
          {copy.recovery}
        </h2>
        <p>{copy.recoveryLeft(factors.recoveryCodesLeft)}</p>
        <button type="button" disabled={busy} className="btn-navy justify-self-start" onClick={() => start({ kind: 'codes' })}>
          {copy.newCodes}
        </button>
        <p className="text-sm text-ink-soft">{copy.newCodesHint}</p>
      </section>
    </div>
  )
}
