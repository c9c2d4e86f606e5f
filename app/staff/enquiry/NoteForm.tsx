import { useForm } from '@tanstack/react-form'
import { useMutation, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { Icon } from '../../shared/components/Icon.tsx'
import { TextField } from '../../shared/components/TextField.tsx'
import { staffCopy } from '../../shared/content/staff.ts'
import { NoteSchema } from '../../shared/staffApi.ts'
import * as staffApi from '../../shared/staffRoutes/enquiry.ts'
import { call } from '../api/staffRequests.ts'
import { apiStatus, failureText } from '../api/apiError.ts'
import { sessionQuery } from '../api/queries.ts'
import { useEnquiryRefresh } from '../api/useEnquiryRefresh.ts'
import { showToast } from '../ui/staffToast.ts'
import { keepDraft, readDraft } from './drafts.ts'

/** The text stays in the box until the server has kept it, and in the tab's drafts meanwhile: not even a session that ends mid-note loses it. */
export function NoteForm({ id }: { id: string }) {
  const refresh = useEnquiryRefresh(id)
  const username = useQuery(sessionQuery).data?.username

  const addNote = useMutation({
    mutationFn: (note: v.InferOutput<typeof NoteSchema>) => call(staffApi.addNote, { id }, note),
    onSuccess: () => Promise.all([refresh.enquiry(), refresh.lists()]),
    onError: (error) => {
      if (apiStatus(error) === 404) void refresh.enquiry()
    },
  })

  const form = useForm({
    defaultValues: { text: readDraft(username, 'note', id) },
    onSubmitInvalid: () => document.getElementById('note')?.focus(),
    onSubmit: async ({ value, formApi }) => {
      const added = await addNote.mutateAsync(v.parse(NoteSchema, value)).then(
        () => true,
        () => false,
      )
      if (!added) return
      keepDraft(username, 'note', id, '')
      formApi.reset({ text: '' })
      void showToast((toast) => toast.success(staffCopy.notes.added))
    },
  })

  const failure = addNote.error && apiStatus(addNote.error) !== 404 && failureText(addNote.error)

  return (
    <form
      noValidate
      className="mt-4 grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.Field
        name="text"
        validators={{ onSubmit: NoteSchema.entries.text }}
        listeners={{ onChange: ({ value }) => keepDraft(username, 'note', id, value) }}
      >
        {(field) => <TextField field={field} id="note" type="textarea" label={staffCopy.notes.label} hint={staffCopy.notes.hint} />}
      </form.Field>
      <div role="alert">{failure && <p className="rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm font-medium text-rust">{failure}</p>}</div>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(isSubmitting) => (
          <button type="submit" disabled={isSubmitting} className="btn-navy justify-self-start disabled:(cursor-wait opacity-70)">
            {isSubmitting && <Icon name="loader-circle" className="animate-spin" />}
            {staffCopy.notes.submit}
          </button>
        )}
      </form.Subscribe>
    </form>
  )
}
