import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { Icon } from '../../shared/components/Icon.tsx'
import { staffTeamCopy } from '../../shared/content/staffTeam.ts'
import { acceptInvitation, type InvitationOpened } from '../../shared/staffRoutes/invitation.ts'
import { apiStatus, failureText } from '../api/apiError.ts'
import { call } from '../api/staffRequests.ts'
import { SignInField } from '../signIn/SignInField.tsx'
import { formatWhen } from '../ui/formatWhen.ts'

const copy = staffTeamCopy.invitation
const fields = ['password', 'again'] as const
type Field = (typeof fields)[number]

/** The schema's length limits here; how strong the password is, only the server judges (server/staff/passwords.ts). */
const passwordProblem = (password: string) => v.safeParse(acceptInvitation.input.entries.password, password).issues?.[0]?.message

/** The password the colleague chooses, typed twice; then on to sign in, where the second factor is set up. */
export function AcceptInvitation({ token, invitation }: { token: string; invitation: InvitationOpened }) {
  const [values, setValues] = useState<Record<Field, string>>({ password: '', again: '' })
  const [left, setLeft] = useState<Record<Field, boolean>>({ password: false, again: false })

  const accept = useMutation({
    mutationFn: (password: string) => call(acceptInvitation, { token, password }),
    // A password refused is chosen afresh, in both boxes, with the server's reason under the first.
    onError: (error) => {
      if (apiStatus(error) !== 400) return
      setValues({ password: '', again: '' })
      setLeft({ password: false, again: false })
      document.getElementById('password')?.focus()
    },
  })

  const problems: Record<Field, string | undefined> = {
    password: passwordProblem(values.password),
    again: values.again === '' ? copy.againMissing : values.again !== values.password ? copy.mismatch : undefined,
  }
  // The server's word on the password sent, until another is sent.
  const refused = apiStatus(accept.error) === 400 ? failureText(accept.error) : undefined
  const failure = accept.error && !refused ? failureText(accept.error) : undefined
  const errorOf = (field: Field) => (left[field] ? problems[field] : undefined) ?? (field === 'password' ? refused : undefined)

  if (accept.isSuccess) return <AccountReady />

  return (
    <div className="card mt-6 grid gap-5 p-6">
      <dl className="grid gap-3">
        <div>
          <dt className="text-sm text-ink-soft">{copy.username}</dt>
          <dd className="text-lg font-semibold text-navy-900">{invitation.username}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">{copy.role}</dt>
          <dd>{staffTeamCopy.roleNames[invitation.role]}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">{copy.expires}</dt>
          <dd>
            <time dateTime={invitation.expiresAt}>{formatWhen(invitation.expiresAt, Date.now())}</time>
          </dd>
        </div>
      </dl>
      <p>{copy.intro}</p>
      <form
        noValidate
        className="grid gap-5"
        onSubmit={(event) => {
          event.preventDefault()
          setLeft({ password: true, again: true })
          const firstInvalid = fields.find((field) => problems[field])
          if (firstInvalid) {
            document.getElementById(firstInvalid)?.focus()
            return
          }
          if (!accept.isPending) accept.mutate(values.password)
        }}
      >
        {/* For the password manager, which saves the new password under this name. */}
        <input type="text" name="username" autoComplete="username" value={invitation.username} readOnly hidden />
        {fields.map((field) => (
          <SignInField
            key={field}
            id={field}
            label={copy[field]}
            hint={field === 'password' ? copy.passwordHint : undefined}
            type="password"
            autoComplete="new-password"
            value={values[field]}
            error={errorOf(field)}
            onChange={(value) => setValues((typed) => ({ ...typed, [field]: value }))}
            onBlur={() => setLeft((was) => ({ ...was, [field]: true }))}
          />
        ))}
        <div role="alert">{failure && <p className="rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm font-medium text-rust">{failure}</p>}</div>
        <button type="submit" disabled={accept.isPending} className="btn-navy disabled:(cursor-wait opacity-70)">
          {accept.isPending && <Icon name="loader-circle" className="animate-spin" />}
          {copy.submit}
        </button>
      </form>
    </div>
  )
}

/**
 * Said here rather than in a toast on the sign-in screen: that screen has no toast region, and one
 * would take the sign-in screen past its JavaScript budget (docs/performance.md).
 */
function AccountReady() {
  return (
    <div className="card mt-6 grid gap-4 p-6">
      <h2 ref={(heading) => heading?.focus()} tabIndex={-1} className="heading-md text-navy-900 outline-none">
        {copy.ready}
      </h2>
      <p>{copy.next}</p>
      <Link to="/staff/sign-in" className="btn-navy">
        {copy.signIn}
      </Link>
    </div>
  )
}
