import { useForm } from '@tanstack/react-form'
import { useMutation, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { Icon } from '../../shared/components/Icon.tsx'
import { TextField } from '../../shared/components/TextField.tsx'
import { filledReply, replyTemplateFor, replyTemplates, type ReplyTemplateId } from '../../shared/content/replyTemplates.ts'
import { staffCopy } from '../../shared/content/staff.ts'
import { ReplySchema, type StaffEnquiry } from '../../shared/staffApi.ts'
import * as staffApi from '../../shared/staffRoutes/enquiry.ts'
import { call } from '../api/staffRequests.ts'
import { apiStatus, failureText } from '../api/apiError.ts'
import { alertsQuery, sessionQuery } from '../api/queries.ts'
import { useEnquiryRefresh } from '../api/useEnquiryRefresh.ts'
import { showToast } from '../ui/staffToast.ts'
import { keepDraft, readDraft } from './drafts.ts'

const copy = staffCopy.reply

/** A template for its area of law; what is typed stays until the server has it, in the drafts too (drafts.ts), so a session ending mid-reply loses none. */
export function ReplyForm({ enquiry }: { enquiry: StaffEnquiry }) {
  const alerts = useQuery(alertsQuery)
  const refresh = useEnquiryRefresh(enquiry.id)
  const fill = (template: ReplyTemplateId) => filledReply(template, { firstName: enquiry.firstName, reference: enquiry.id })
  const first = replyTemplateFor(enquiry.serviceType)
  const username = useQuery(sessionQuery).data?.username
  type Reply = { template: ReplyTemplateId; subject: string; text: string }
  const untouched: Reply = { template: first, ...fill(first) }
  const draft = readDraft(username, 'reply', enquiry.id)
  /** Kept only once it differs from the template as filled in. */
  const keep = (reply: Reply) =>
    keepDraft(username, 'reply', enquiry.id, reply.subject === untouched.subject && reply.text === untouched.text ? '' : JSON.stringify(reply))

  const send = useMutation({
    mutationFn: (reply: v.InferOutput<typeof ReplySchema>) => call(staffApi.reply, { id: enquiry.id }, reply),
    onSuccess: () => Promise.all([refresh.enquiry(), refresh.lists()]),
    onError: (error) => {
      if (apiStatus(error) === 404) void refresh.enquiry()
    },
  })

  const form = useForm({
    defaultValues: draft ? (JSON.parse(draft) as Reply) : untouched,
    onSubmit: async ({ value, formApi }) => {
      const sent = await send.mutateAsync(v.parse(ReplySchema, value)).then(
        () => true,
        () => false,
      )
      if (!sent) return
      keepDraft(username, 'reply', enquiry.id, '')
      formApi.reset(untouched)
      void showToast((toast) => toast.success(copy.queued))
    },
  })

  if (alerts.data?.enabled === false) {
    return (
      <section id="reply" aria-labelledby="reply-heading" className="card mt-4 scroll-mt-4 p-4 sm:p-6">
        <h2 id="reply-heading" className="font-semibold text-navy-900">
          {copy.heading}
        </h2>
        <p className="mt-1 text-sm">{copy.off}</p>
      </section>
    )
  }

  const failure = send.error && apiStatus(send.error) !== 404 && failureText(send.error)
  return (
    <section id="reply" aria-labelledby="reply-heading" className="card mt-4 scroll-mt-4 p-4 sm:p-6">
      <h2 id="reply-heading" className="font-semibold text-navy-900">
        {copy.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{copy.hint}</p>
      <form
        noValidate
        className="mt-3 grid gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.Field
          name="template"
          listeners={{
            onChange: ({ value }) => {
              const filled = fill(value)
              form.setFieldValue('subject', filled.subject)
              form.setFieldValue('text', filled.text)
              keep({ template: value, ...filled })
            },
          }}
        >
          {(field) => (
            <div>
              <label htmlFor="reply-template" className="block font-medium text-navy-900">
                {copy.template}
              </label>
              <select
                id="reply-template"
                value={field.state.value}
                onChange={(event) => field.handleChange(event.target.value as ReplyTemplateId)}
                className="mt-1.5 w-full rounded-md border border-navy-200 bg-white px-3 py-2.5 text-ink"
              >
                {replyTemplates.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.label}
                  </option>
                ))}
              </select>
            </div>
          )}
        </form.Field>
        <form.Field
          name="subject"
          validators={{ onSubmit: ReplySchema.entries.subject }}
          listeners={{ onChange: ({ value }) => keep({ ...form.state.values, subject: value }) }}
        >
          {(field) => <TextField field={field} id="reply-subject" label={copy.subject} wide />}
        </form.Field>
        <form.Field
          name="text"
          validators={{ onSubmit: ReplySchema.entries.text }}
          listeners={{ onChange: ({ value }) => keep({ ...form.state.values, text: value }) }}
        >
          {(field) => <TextField field={field} id="reply-text" type="textarea" label={copy.text} />}
        </form.Field>
        <div role="alert">{failure && <p className="rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm font-medium text-rust">{failure}</p>}</div>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <button type="submit" disabled={isSubmitting} className="btn-navy justify-self-start disabled:(cursor-wait opacity-70)">
              {isSubmitting ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="mail" />}
              {copy.submit}
            </button>
          )}
        </form.Subscribe>
      </form>
    </section>
  )
}
