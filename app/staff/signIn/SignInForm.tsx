import { useNavigate } from '@tanstack/react-router'
import { useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiRequest } from '../../shared/queryClient.ts'
import { Icon } from '../../shared/components/Icon.tsx'
import { apiStatus, failureText } from '../api/apiError.ts'
import { SignInSchema, staffPaths, type SignIn, type StaffSession } from '../../shared/staffApi.ts'
import { TextField } from '../../shared/components/TextField.tsx'
import { sessionQuery } from '../api/queries.ts'
import { staffCopy } from '../../shared/content/staff.ts'

const noCredentials: SignIn = { username: '', password: '' }
const fieldOrder = ['username', 'password'] as const

/** Username and password; once signed in, on to where the colleague was going (or the inbox). */
export function SignInForm({ redirect }: { redirect: string | undefined }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  const signIn = useMutation({
    mutationFn: async (credentials: v.InferOutput<typeof SignInSchema>) => {
      const response = await apiRequest('POST', staffPaths.session, credentials)
      const session: StaffSession = await response.json()
      return session
    },
    onSuccess: async (session) => {
      queryClient.setQueryData(sessionQuery.queryKey, session)
      await navigate({ href: redirect ?? '/staff' })
    },
  })

  const form = useForm({
    defaultValues: noCredentials,
    // Otherwise a submit while one field shows an error skips checking the other.
    canSubmitWhenInvalid: true,
    onSubmitInvalid: ({ formApi }) => {
      const firstInvalid = fieldOrder.find((name) => (formApi.getFieldMeta(name)?.errors.length ?? 0) > 0)
      if (firstInvalid) document.getElementById(firstInvalid)?.focus()
    },
    onSubmit: async ({ value, formApi }) => {
      await signIn.mutateAsync(v.parse(SignInSchema, value)).catch((error: unknown) => {
        // A wrong password is typed again from scratch, never left to be corrected blind.
        if (apiStatus(error) === 401) formApi.setFieldValue('password', '', { dontValidate: true })
      })
    },
  })

  const failure = signIn.error && failureText(signIn.error)

  return (
    <form
      noValidate
      className="card grid gap-5 p-6"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Field name="username" validators={{ onChange: SignInSchema.entries.username, onSubmit: SignInSchema.entries.username }}>
        {(field) => <TextField field={field} id="username" label={staffCopy.signIn.username} autoComplete="username" verbatim />}
      </form.Field>
      <form.Field name="password" validators={{ onChange: SignInSchema.entries.password, onSubmit: SignInSchema.entries.password }}>
        {(field) => <TextField field={field} id="password" label={staffCopy.signIn.password} type="password" autoComplete="current-password" verbatim />}
      </form.Field>
      <div role="alert">{failure && <p className="rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm font-medium text-rust">{failure}</p>}</div>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <button type="submit" disabled={isSubmitting} className="btn-navy disabled:(cursor-wait opacity-70)">
            {isSubmitting && <Icon name="loader-circle" className="animate-spin" />}
            {staffCopy.signIn.submit}
          </button>
        )}
      </form.Subscribe>
    </form>
  )
}
