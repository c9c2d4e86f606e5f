import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { Icon } from '../../shared/components/Icon.tsx'
import { apiRequest } from '../../shared/queryClient.ts'
import { RecoveryCodeSchema, TotpCodeSchema } from '../../shared/staffApi.ts'
import { apiStatus, failureText } from '../api/apiError.ts'
import { sessionQuery } from '../api/queries.ts'
import { SignInField } from './SignInField.tsx'

export interface CodeFormProps<Answer> {
  kind: 'totp' | 'recovery'
  /** Where the code is sent (POST, or PUT to confirm a new authenticator app). */
  method: 'POST' | 'PUT'
  path: string
  label: string
  hint: string
  submit: string
  /** What to say when the server refuses the code itself. */
  wrongCode: string
  onDone: (answer: Answer) => Promise<void> | void
  /** After a refusal that ended the half-made session (too many wrong codes). */
  onSessionEnded?: () => void
}

const schemas = { totp: TotpCodeSchema, recovery: RecoveryCodeSchema }

/**
 * One code to type: from the authenticator app (6 digits, the phone's number pad, offered by
 * the phone from a text message or the app where it can) or a recovery code. A refused code is
 * cleared, to be typed again, never corrected blind.
 */
export function CodeForm<Answer>({ kind, method, path, label, hint, submit, wrongCode, onDone, onSessionEnded }: CodeFormProps<Answer>) {
  const queryClient = useQueryClient()
  const [code, setCode] = useState('')
  const [checked, setChecked] = useState(false)
  const schema = schemas[kind]
  const problem = v.safeParse(schema, { code }).issues?.[0]?.message
  const id = `${kind}-code`

  const send = useMutation({
    mutationFn: async (body: v.InferOutput<typeof schema>) => (await apiRequest(method, path, body)).json() as Promise<Answer>,
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
