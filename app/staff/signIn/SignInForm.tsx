import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { Icon } from '../../shared/components/Icon.tsx'
import { apiStatus, failureText } from '../api/apiError.ts'
import { SignInSchema, type SignIn } from '../../shared/staffApi.ts'
import * as staffApi from '../../shared/staffRoutes/session.ts'
import { call } from '../api/staffRequests.ts'
import { staffCopy } from '../../shared/content/staff.ts'
import { SignInField } from './SignInField.tsx'
import { useSessionAdvanced } from './useSessionAdvanced.ts'

const noCredentials: Required<SignIn> = { username: '', password: '' }
const fieldOrder = ['username', 'password'] as const
type Field = (typeof fieldOrder)[number]

const problem = (field: Field, value: string) => v.safeParse(SignInSchema.entries[field], value).issues?.[0]?.message

/** React state rather than TanStack Form, which the screens behind it load, keeps the first screen light. */
export function SignInForm({ redirect }: { redirect: string | undefined }) {
  const advanced = useSessionAdvanced(redirect)
  const [values, setValues] = useState(noCredentials)
  // A field's error shows once it has been left, or the form sent, as the other forms do.
  const [checked, setChecked] = useState<Record<Field, boolean>>({ username: false, password: false })

  const signIn = useMutation({
    mutationFn: (credentials: v.InferOutput<typeof SignInSchema>) => call(staffApi.signIn, credentials),
    onSuccess: advanced,
    onError: (error) => {
      // A wrong password is typed again from scratch, never left to be corrected blind.
      if (apiStatus(error) === 401) {
        setValues((typed) => ({ ...typed, password: '' }))
        setChecked((was) => ({ ...was, password: false }))
      }
    },
  })

  const errorOf = (field: Field) => (checked[field] ? problem(field, values[field]) : undefined)
  const failure = signIn.error && failureText(signIn.error)

  return (
    <form
      noValidate
      className="card grid gap-5 p-6"
      onSubmit={(event) => {
        event.preventDefault()
        setChecked({ username: true, password: true })
        const firstInvalid = fieldOrder.find((field) => problem(field, values[field]))
        if (firstInvalid) {
          document.getElementById(firstInvalid)?.focus()
          return
        }
        if (!signIn.isPending) signIn.mutate(v.parse(SignInSchema, values))
      }}
    >
      {fieldOrder.map((field) => (
        <SignInField
          key={field}
          id={field}
          label={staffCopy.signIn[field]}
          type={field === 'password' ? 'password' : 'text'}
          autoComplete={field === 'password' ? 'current-password' : 'username'}
          value={values[field]}
          error={errorOf(field)}
          onChange={(value) => setValues((typed) => ({ ...typed, [field]: value }))}
          onBlur={() => setChecked((was) => ({ ...was, [field]: true }))}
        />
      ))}
      <div role="alert">{failure && <p className="rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm font-medium text-rust">{failure}</p>}</div>
      <button type="submit" disabled={signIn.isPending} className="btn-navy disabled:(cursor-wait opacity-70)">
        {signIn.isPending && <Icon name="loader-circle" className="animate-spin" />}
        {staffCopy.signIn.submit}
      </button>
    </form>
  )
}
