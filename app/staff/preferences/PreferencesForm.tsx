import { useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { Icon } from '../../shared/components/Icon.tsx'
import { TextField } from '../../shared/components/TextField.tsx'
import { staffCopy } from '../../shared/content/staff.ts'
import { serviceTitles } from '../../shared/content/serviceTitles.ts'
import { serviceIds, type ServiceId } from '../../shared/content/types.ts'
import { PreferencesSchema, type Preferences } from '../../shared/staffApi.ts'
import * as staffApi from '../../shared/staffRoutes/account.ts'
import { call } from '../api/staffRequests.ts'
import { failureText } from '../api/apiError.ts'
import { preferencesQuery } from '../api/queries.ts'
import { showToast } from '../ui/staffToast.ts'

/** The box's text as the API checks it (an empty box is no address), with the API's own message. */
const emailSchema = v.pipe(
  v.string(),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const checked = v.safeParse(PreferencesSchema.entries.email, dataset.value)
    if (!checked.success) addIssue({ message: checked.issues[0].message })
  }),
)

/** Every area ticked is the same as "all", kept as null, so an area added later is alerted too. */
const toPreferences = (value: { email: string; areas: ServiceId[] }): Preferences =>
  v.parse(PreferencesSchema, {
    email: value.email.trim() || null,
    alertAreas: serviceIds.every((id) => value.areas.includes(id)) ? null : serviceIds.filter((id) => value.areas.includes(id)),
  })

export function PreferencesForm({ preferences }: { preferences: Preferences }) {
  const queryClient = useQueryClient()

  const save = useMutation({
    mutationFn: async (next: Preferences) => {
      await call(staffApi.setPreferences, next)
      return next
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQuery.queryKey, saved)
      void showToast((toast) => toast.success(staffCopy.preferences.saved))
    },
  })

  const form = useForm({
    defaultValues: { email: preferences.email ?? '', areas: preferences.alertAreas ?? [...serviceIds] },
    onSubmitInvalid: () => document.getElementById('email')?.focus(),
    onSubmit: async ({ value }) => {
      await save.mutateAsync(toPreferences(value)).catch(() => undefined)
    },
  })

  return (
    <form
      noValidate
      className="card mt-4 grid gap-6 p-4 sm:p-6"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {/* Checked as it is typed (shown once left): an error that vanished only on leaving the box
          would move the ticks below it under the finger reaching for one. */}
      <form.Field name="email" validators={{ onChange: emailSchema, onSubmit: emailSchema }}>
        {(field) => (
          <TextField
            field={field}
            id="email"
            type="email"
            label={staffCopy.preferences.email}
            hint={staffCopy.preferences.emailHint}
            autoComplete="email"
            verbatim
          />
        )}
      </form.Field>
      <form.Field name="areas">
        {(field) => (
          <fieldset aria-describedby="areas-hint">
            <legend className="font-medium text-navy-900">{staffCopy.preferences.areas}</legend>
            <p id="areas-hint" className="text-sm text-ink-soft">
              {staffCopy.preferences.areasHint}
            </p>
            <div className="mt-2 grid gap-1 sm:grid-cols-2">
              {serviceIds.map((id) => (
                <label key={id} className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-navy-700"
                    checked={field.state.value.includes(id)}
                    onChange={(event) =>
                      field.handleChange(event.target.checked ? [...field.state.value, id] : field.state.value.filter((area) => area !== id))
                    }
                  />
                  {serviceTitles[id]}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      </form.Field>
      <div role="alert">
        {save.error && <p className="rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm font-medium text-rust">{failureText(save.error)}</p>}
      </div>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <button type="submit" disabled={isSubmitting} className="btn-navy justify-self-start disabled:(cursor-wait opacity-70)">
            {isSubmitting && <Icon name="loader-circle" className="animate-spin" />}
            {staffCopy.preferences.save}
          </button>
        )}
      </form.Subscribe>
    </form>
  )
}
