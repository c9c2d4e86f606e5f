import { useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { Icon } from '../../shared/components/Icon.tsx'
import { TextField } from '../../shared/components/TextField.tsx'
import { staffTeamCopy } from '../../shared/content/staffTeam.ts'
import type { StaffRole } from '../../shared/staffRoles.ts'
import * as staffApi from '../../shared/staffRoutes/team.ts'
import { type Invitation, InvitationSchema } from '../../shared/staffRoutes/team.ts'
import { failureText } from '../api/apiError.ts'
import { teamQuery } from './teamQuery.ts'
import { call } from '../api/staffRequests.ts'
import { showToast } from '../ui/staffToast.ts'
import { proofNotGiven, useProven } from './FreshProof.tsx'

const copy = staffTeamCopy.invite
const { username, email } = InvitationSchema.entries
const typed = ['username', 'email'] as const
const blank: Invitation = { username: '', email: '', role: 'staff' }
// Staff first: most colleagues answer enquiries; a partner is the exception.
const roleOrder: StaffRole[] = ['staff', 'administrator']

/** An invitation e-mailed to a colleague, checked here with the schema the server checks it with. */
export function InviteForm() {
  const queryClient = useQueryClient()
  const proven = useProven()

  const invite = useMutation({
    mutationFn: (invitation: v.InferOutput<typeof InvitationSchema>) => proven(() => call(staffApi.invite, invitation)),
    onSuccess: (sent) => void showToast((toast) => toast.success(copy.sent(sent.email))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamQuery.queryKey }),
  })

  const form = useForm({
    defaultValues: blank,
    onSubmitInvalid: ({ formApi }) => {
      const first = typed.find((name) => (formApi.getFieldMeta(name)?.errors.length ?? 0) > 0)
      if (first) document.getElementById(`invite-${first}`)?.focus()
    },
    onSubmit: async ({ value, formApi }) => {
      const sent = await invite.mutateAsync(v.parse(InvitationSchema, value)).catch(() => undefined)
      if (sent) formApi.reset()
    },
  })
  const failure = invite.error && !proofNotGiven(invite.error) ? failureText(invite.error) : undefined

  return (
    <section aria-labelledby="invite-heading" className="card mt-8 grid gap-4 p-4 sm:p-6">
      <h2 id="invite-heading" className="heading-md text-navy-900">
        {copy.heading}
      </h2>
      <p>{copy.intro}</p>
      <form
        noValidate
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.Field name="username" validators={{ onChange: username, onSubmit: username }}>
          {(field) => <TextField field={field} id="invite-username" label={copy.username} hint={copy.usernameHint} autoComplete="off" verbatim />}
        </form.Field>
        <form.Field name="email" validators={{ onChange: email, onSubmit: email }}>
          {(field) => <TextField field={field} id="invite-email" type="email" label={copy.email} hint={copy.emailHint} autoComplete="off" verbatim />}
        </form.Field>
        <form.Field name="role">
          {(field) => (
            <fieldset>
              <legend className="font-medium text-navy-900">{copy.role}</legend>
              <div className="mt-2 grid gap-2">
                {roleOrder.map((role) => (
                  <label key={role} className="flex min-h-11 items-start gap-3 rounded-md border border-navy-100 p-3">
                    <input
                      type="radio"
                      name="invite-role"
                      value={role}
                      className="mt-0.5 size-5 shrink-0 accent-navy-700"
                      checked={field.state.value === role}
                      onChange={() => field.handleChange(role)}
                      aria-describedby={`invite-role-${role}-hint`}
                    />
                    <span>
                      <span className="block font-medium text-navy-900">{staffTeamCopy.roleNames[role]}</span>
                      <span id={`invite-role-${role}-hint`} className="block text-sm text-ink-soft">
                        {copy.roleHints[role]}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
        </form.Field>
        <div role="alert">{failure && <p className="rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm font-medium text-rust">{failure}</p>}</div>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <button type="submit" disabled={isSubmitting} className="btn-navy justify-self-start disabled:(cursor-wait opacity-70)">
              {isSubmitting && <Icon name="loader-circle" className="animate-spin" />}
              {copy.submit}
            </button>
          )}
        </form.Subscribe>
      </form>
    </section>
  )
}
