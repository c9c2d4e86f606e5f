import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Icon } from '../../shared/components/Icon.tsx'
import { staffAccountCopy } from '../../shared/content/staffAccount.ts'
import type { Proof } from '../../shared/staffApi.ts'
import * as staffApi from '../../shared/staffRoutes/account.ts'
import { call } from '../api/staffRequests.ts'
import { failureText } from '../api/apiError.ts'
import { PasskeyButton } from '../signIn/PasskeyButton.tsx'
import { SignInField } from '../signIn/SignInField.tsx'

const copy = staffAccountCopy.signInMethods.proof

/** Six digits are the app's code; anything else is taken for a recovery code. */
const asProof = (password: string, code: string): Proof => {
  const compact = code.replace(/[\s-]/g, '')
  return /^\d{6}$/.test(compact) ? { password, totp: compact } : { password, recoveryCode: compact.toLowerCase() }
}

/** The password and a second factor again, before a change the server asks a fresh proof for; `intro` says which. */
export function ProofForm({
  hasPasskey,
  intro = copy.intro,
  onProven,
  onCancel,
}: {
  hasPasskey: boolean
  intro?: string
  onProven: () => void
  onCancel: () => void
}) {
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [checked, setChecked] = useState(false)
  const prove = useMutation({
    mutationFn: (proof: Proof) => call(staffApi.proof, proof),
    // A wrong password or code answers 401 while the session lives on; only the one naming sessionEnded ended it (watchApi.ts).
    meta: { signingIn: true },
    onSuccess: onProven,
    onError: () => setCode(''),
  })
  const passwordProblem = checked && password === '' ? copy.passwordMissing : undefined
  const codeProblem = checked && code.trim() === '' ? copy.codeMissing : undefined

  return (
    <section aria-labelledby="proof-heading" className="card mt-6 grid gap-5 p-6">
      <h2 id="proof-heading" className="heading-md text-navy-900">
        {copy.heading}
      </h2>
      <p>{intro}</p>
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault()
          setChecked(true)
          if (password === '' || code.trim() === '') return
          if (!prove.isPending) prove.mutate(asProof(password, code))
        }}
      >
        <SignInField
          id="proof-password"
          label={copy.password}
          type="password"
          autoComplete="current-password"
          value={password}
          error={passwordProblem}
          onChange={setPassword}
          onBlur={() => undefined}
        />
        <SignInField
          id="proof-code"
          label={copy.code}
          hint={copy.codeHint}
          value={code}
          error={codeProblem}
          autoComplete="one-time-code"
          onChange={setCode}
          onBlur={() => undefined}
        />
        <div role="alert">
          {prove.error && <p className="rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm font-medium text-rust">{failureText(prove.error)}</p>}
        </div>
        <button type="submit" disabled={prove.isPending} className="btn-navy disabled:(cursor-wait opacity-70)">
          {prove.isPending && <Icon name="loader-circle" className="animate-spin" />}
          {copy.submit}
        </button>
      </form>
      {hasPasskey && (
        <PasskeyButton
          label={copy.passkey}
          failed={copy.passkeyFailed}
          ceremony={async ({ startAuthentication }) => {
            const optionsJSON = await call(staffApi.proofPasskeyOptions)
            const response = await startAuthentication({ optionsJSON })
            return call(staffApi.proof, { password, passkey: response })
          }}
          onDone={onProven}
        />
      )}
      <button type="button" className="min-h-11 text-left font-semibold text-navy-800 underline" onClick={onCancel}>
        {staffAccountCopy.signInMethods.cancel}
      </button>
    </section>
  )
}
