import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { Icon } from '../../shared/components/Icon.tsx'
import { RecoveryCodeSchema, TotpCodeSchema } from '../../shared/staffApi.ts'
import type { confirmTotp } from '../../shared/staffRoutes/account.ts'
import type { signInRecovery, signInTotp } from '../../shared/staffRoutes/secondFactor.ts'
import type { Output } from '../../shared/staffRoute.ts'
import { apiStatus, failureText } from '../api/apiError.ts'
import { call } from '../api/staffRequests.ts'
import { sessionQuery } from '../api/queries.ts'
import { SignInField } from './SignInField.tsx'

type CodeRoute = typeof signInTotp | typeof signInRecovery | typeof confirmTotp

export interface CodeFormProps<Route extends CodeRoute> {
  kind: 'totp' | 'recovery'
  route: Route
  label: string
  hint: string
  submit: string
  wrongCode: string
  onDone: (answer: Output<Route>) => Promise<void> | void
  onSessionEnded?: () => void
}

const schemas = { totp: TotpCodeSchema, recovery: RecoveryCodeSchema }

/** A refused code is cleared, to be typed again, never corrected blind. */
export function CodeForm<Route extends CodeRoute>({ kind, route, label, hint, submit, wrongCode, onDone, onSessionEnded }: CodeFormProps<Route>) {
  const queryClient = useQueryClient()
  const [code, setCode] = useState('')
  const [checked, setChecked] = useState(false)
  const schema = schemas[kind]
  const problem = v.safeParse(schema, { code }).issues?.[0]?.message
  const id = `${kind}-code`

  const send = useMutation({
    mutationFn: (body: v.InferOutput<typeof schema>) => call<CodeRoute>(route, body) as Promise<Output<Route>>,
    meta: { signingIn: true },
    onSuccess: onDone,
    onError: async (error) => {
      setCode('')
      setChecked(false)
      // Too many wrong codes end the session: whether it has is asked, not guessed from the words.
      if (apiStatus(error) === 401 && onSessionEnded && !(await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 }))) onSessionEnded()
    },
  })
  // 401, 403 or 400 from the server: the code was looked at and refused; anything else says why itself.
  const status = send.error ? apiStatus(send.error) : undefined
  const failure = send.error && (status === 400 || status === 401 || status === 403 ? wrongCode : failureText(send.error))

  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault()
        setChecked(true)
        if (problem) {
          document.getElementById(id)?.focus()
          return
        }
        if (!send.isPending) send.mutate(v.parse(schema, { code }))
      }}
    >
      <SignInField
        id={id}
        label={label}
        hint={hint}
        value={code}
        error={checked ? problem : undefined}
        autoComplete={kind === 'totp' ? 'one-time-code' : 'off'}
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        onChange={(typed) => setCode(typed)}
        onBlur={() => setChecked(code !== '')}
      />
      <div role="alert">{failure && <p className="rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm font-medium text-rust">{failure}</p>}</div>
      <button type="submit" disabled={send.isPending} className="btn-navy disabled:(cursor-wait opacity-70)">
        {send.isPending && <Icon name="loader-circle" className="animate-spin" />}
        {submit}
      </button>
    </form>
  )
}
