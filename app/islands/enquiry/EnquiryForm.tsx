import { useForm } from '@tanstack/react-form'
import { QueryClientProvider, useMutation } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import * as v from 'valibot'
import { queryClient } from '../../shared/queryClient.ts'
import { beforeYouSend, enquiryForm, waitingCopy } from '../../shared/content/contact.ts'
import { firm } from '../../shared/content/firm.ts'
import { enquiryMailto } from './enquiryMailto.ts'
import { notices, prepareNotices } from './notices.ts'
import { getOutbox, syncTag } from '../../shared/enquiry/outbox.ts'
import { requestBackgroundSync } from './replayTriggers.ts'
import { emptyEnquiry, enquiryFieldSchemas, EnquirySchema, type EnquiryField } from '../../shared/enquiry/schema.ts'
import type { OutgoingEnquiry } from '../../shared/enquiry/sendEnquiry.ts'
import { TextField } from '../../shared/components/TextField.tsx'
import { SelectField } from '../../shared/components/SelectField.tsx'
import { Icon } from '../../shared/components/Icon.tsx'
import { notSureArea, serviceTitles } from '../../shared/content/serviceTitles.ts'
import { serviceIds } from '../../shared/content/types.ts'
import { heardFromChoices } from '../../shared/enquiry/heardFrom.ts'
import { listen } from '../../shared/enquiry/outboxEvents.ts'
import { EnquiryConfirmation } from './EnquiryConfirmation.tsx'
import { ErrorSummary } from './ErrorSummary.tsx'
import { callLabel } from '../../shared/content/enquiryCall.ts'
import { fillTime, forgetFillTime } from './fillTime.ts'

class EnquiryNotSent extends Error {
  constructor(readonly reason: string) {
    super(enquiryForm.notSent)
  }
}

/** Neither sent nor kept on this device: the form holds the only copy, and says so. */
class EnquiryNotKept extends Error {}

const fieldOrder = ['firstName', 'lastName', 'email', 'phone', 'serviceType', 'otherParty', 'details', 'heardFrom'] as const satisfies EnquiryField[]
const requiredFields: ReadonlySet<EnquiryField> = new Set(['firstName', 'lastName', 'email', 'phone'])

/** The "Area of law" choices: the eight practice areas, then "Not sure" (decision 0028). */
const areaOfLawOptions = [...serviceIds.map((id) => ({ value: id, label: serviceTitles[id] })), { value: notSureArea.id, label: notSureArea.title }]
const heardFromOptions = heardFromChoices.map((choice) => ({ value: choice, label: enquiryForm.heardFrom.choices[choice] }))

const selects = {
  serviceType: { ...enquiryForm.areaOfLaw, options: areaOfLawOptions },
  heardFrom: { ...enquiryForm.heardFrom, options: heardFromOptions },
}
type SelectName = keyof typeof selects
const isSelect = (name: EnquiryField): name is SelectName => name in selects

/** The area of law the link names (/contact?service=…), which the page loader chose before the page showed, so hydrating changes nothing on screen. */
function linkedArea() {
  if (typeof window === 'undefined') return ''
  const wanted = new URLSearchParams(window.location.search).get('service')
  return areaOfLawOptions.find((option) => option.value === wanted)?.value ?? ''
}

/** Where the enquiry was sent from: no query, nothing about the visitor. */
function pagePath() {
  const path = window.location.pathname
  return v.is(enquiryFieldSchemas.sentFrom, path) ? path : ''
}

type Confirmation = { kind: 'delivered' | 'kept'; id: string }

/** On /contact and in the home page's #contact section. */
export function EnquiryForm() {
  return (
    <QueryClientProvider client={queryClient}>
      <EnquiryFormFields />
    </QueryClientProvider>
  )
}

function EnquiryFormFields() {
  const formId = `enquiry${useId()}`
  const formElement = useRef<HTMLFormElement>(null)
  const trap = useRef<HTMLInputElement>(null)
  // One id per enquiry, kept across retries of it, so the server can never store it twice.
  const enquiryId = useRef<string | undefined>(undefined)
  /** Measured once per enquiry, like its id: a retry, or a refused one taken back, keeps its figure. */
  const fillMs = useRef<number | undefined>(undefined)
  const [defaultValues] = useState(() => ({ ...emptyEnquiry, serviceType: linkedArea() }))
  const handedOver = useRef(false)
  const [refusal, setRefusal] = useState<string | undefined>(undefined)
  const [confirmation, setConfirmation] = useState<Confirmation | undefined>(undefined)
  const [stopped, setStopped] = useState(false)

  const mutation = useMutation({
    // The outbox decides what to do offline; React Query would otherwise pause the mutation.
    networkMode: 'always',
    mutationFn: async (enquiry: OutgoingEnquiry) => {
      const outcome = await getOutbox().submit(enquiry)
      if (outcome.kind === 'rejected') throw new EnquiryNotSent(outcome.reason)
      if (outcome.kind === 'unkept') throw new EnquiryNotKept(outcome.reason)
      return outcome
    },
    onSuccess: (outcome, enquiry) => {
      setRefusal(undefined)
      setConfirmation({ kind: outcome.kind === 'delivered' ? 'delivered' : 'kept', id: enquiry.id })
      if (outcome.kind === 'delivered') return notices.delivered()
      // The words depend on whether the browser took the Background Sync registration.
      return requestBackgroundSync(syncTag).then((by) => notices.saved(outcome.reason, by))
    },
    onError: (error) => {
      if (error instanceof EnquiryNotKept) return
      notices.failed(error instanceof EnquiryNotSent ? error.reason : error.message)
    },
  })

  const form = useForm({
    defaultValues,
    // Otherwise a submit while one field shows an error skips checking the others.
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      enquiryId.current ??= crypto.randomUUID()
      setStopped(false)
      const fields = v.parse(EnquirySchema, { ...value, sentFrom: pagePath() })
      fillMs.current ??= formElement.current ? fillTime(formElement.current) : 0
      await mutation
        .mutateAsync({ id: enquiryId.current, ...fields, trap: trap.current?.value ?? '', fillMs: fillMs.current })
        .then(() => (handedOver.current = true))
        .catch(() => undefined)
    },
    onSubmitInvalid: ({ formApi }) => {
      setStopped(true)
      const firstInvalid = fieldOrder.find((name) => (formApi.getFieldMeta(name)?.errors.length ?? 0) > 0)
      if (firstInvalid) document.getElementById(`${formId}-${firstInvalid}`)?.focus()
    },
  })

  useEffect(prepareNotices, [])

  // Text typed before this island's code arrived is in the inputs but not the form's state: taken
  // over here, and a field already left is checked as if just left.
  useEffect(() => {
    for (const name of fieldOrder) {
      const input = document.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`#${CSS.escape(`${formId}-${name}`)}`)
      if (!input?.value || input.value === form.getFieldValue(name)) continue
      form.setFieldValue(name, input.value)
      if (input === document.activeElement) continue
      form.setFieldMeta(name, (meta) => ({ ...meta, isTouched: true, isBlurred: true }))
      void form.validateField(name, 'change')
    }
  }, [form, formId])

  // A refused enquiry the visitor took back into this page's form (OutboxStatus).
  useEffect(() => {
    const outbox = getOutbox()
    const takeBack = async () => {
      const entry = (await outbox.waiting()).find(outbox.heldHere)
      if (!entry || entry.enquiry.id === enquiryId.current) return
      // An enquiry kept before a field existed has none of it.
      for (const name of fieldOrder) form.setFieldValue(name, entry.enquiry[name] ?? '')
      enquiryId.current = entry.enquiry.id
      fillMs.current = entry.enquiry.fillMs
      // The reason it was refused replaces the confirmation that it was kept.
      setConfirmation(undefined)
      setRefusal(entry.refusal)
      formElement.current?.scrollIntoView({ block: 'start' })
      document.getElementById(`${formId}-firstName`)?.focus({ preventScroll: true })
    }
    void takeBack()
    return listen(() => void takeBack())
  }, [form, formId])

  // A kept enquiry that goes later, whoever sends it: the confirmation says it has reached us.
  useEffect(() => {
    if (confirmation?.kind !== 'kept') return
    const arrived = async () => {
      if ((await getOutbox().fate(confirmation.id))?.kind === 'delivered') setConfirmation({ ...confirmation, kind: 'delivered' })
    }
    return listen(() => void arrived())
  }, [confirmation])

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    handedOver.current = false
    setConfirmation(undefined)
    await form.handleSubmit()
    // Sent or kept, the form is done with it; resetting inside onSubmit races with handleSubmit.
    if (handedOver.current) {
      form.reset()
      if (trap.current) trap.current.value = ''
      if (formElement.current) forgetFillTime(formElement.current)
      enquiryId.current = undefined
      fillMs.current = undefined
    }
  }

  const failure = mutation.error instanceof EnquiryNotSent ? mutation.error : null
  const unkept = mutation.error instanceof EnquiryNotKept

  return (
    <form ref={formElement} onSubmit={submit} noValidate className="card grid gap-5 p-6 sm:grid-cols-2 md:p-8" aria-labelledby={`${formId}-title`}>
      <div className="sm:col-span-2">
        <h2 id={`${formId}-title`} className="heading-md text-navy-900">
          {enquiryForm.heading}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">{enquiryForm.intro}</p>
      </div>
      {confirmation && <EnquiryConfirmation key={`${confirmation.id}-${confirmation.kind}`} kind={confirmation.kind} />}
      {refusal && !failure && (
        <div role="alert" className="rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm sm:col-span-2">
          <p className="font-semibold text-rust">{waitingCopy.refused.heading}</p>
          <p className="mt-1 text-ink">{refusal}</p>
        </div>
      )}
      {stopped && (
        <form.Subscribe selector={(state) => state.fieldMeta}>
          {(fieldMeta) => (
            <ErrorSummary
              problems={fieldOrder
                .filter((name) => (fieldMeta[name]?.errors.length ?? 0) > 0)
                .map((name) => ({ id: `${formId}-${name}`, label: isSelect(name) ? selects[name].label : enquiryForm.fields[name].label }))}
            />
          )}
        </form.Subscribe>
      )}
      {fieldOrder.map((name) => {
        const schema: v.GenericSchema<string, string> = enquiryFieldSchemas[name]
        return (
          // One rule (the change validator), shown from the first blur: a message goes as soon as the
          // field is filled, not when it is left again, which moved the Submit button under a tap.
          <form.Field
            key={name}
            name={name}
            validators={{ onChange: schema, onSubmit: schema }}
            listeners={{ onBlur: ({ fieldApi }) => void fieldApi.validate('change') }}
          >
            {(field) =>
              isSelect(name) ? (
                <SelectField field={field} id={`${formId}-${name}`} {...selects[name]} />
              ) : (
                <TextField field={field} id={`${formId}-${name}`} required={requiredFields.has(name)} {...enquiryForm.fields[name]} />
              )
            }
          </form.Field>
        )
      })}
      {/*
        Hidden from people, assistive technology and the Tab key: a bot that fills it has its enquiry
        held for review. Its name and label match nothing autofill or a password manager fills.
      */}
      <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden="true">
        <label htmlFor={`${formId}-hold`}>{enquiryForm.trap}</label>
        <input ref={trap} id={`${formId}-hold`} name="cs-hold-7" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {failure && (
        <div role="alert" className="rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm sm:col-span-2">
          <p className="font-semibold text-rust">{failure.message}</p>
          <p className="mt-1 text-ink">{failure.reason}</p>
        </div>
      )}
      {unkept && (
        <form.Subscribe selector={(state) => state.values}>
          {(values) => (
            <div role="alert" className="rounded-lg border-l-4 border-rust bg-rust-light p-4 text-sm sm:col-span-2">
              <p className="font-semibold text-rust">{waitingCopy.unkept.heading}</p>
              <p className="mt-1 text-ink">{waitingCopy.unkept.text}</p>
              {/* While the firm is fictional, no office answers a call or an e-mail. */}
              {!firm.fictional && (
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
                  <a href={enquiryMailto(values)} className="link-underline font-semibold text-navy-800">
                    {waitingCopy.unkept.emailLink}
                  </a>
                  <a href={firm.phone.href} className="link-underline font-semibold text-navy-800">
                    {callLabel}
                  </a>
                </p>
              )}
            </div>
          )}
        </form.Subscribe>
      )}
      {/* What sending does and does not do, and what is kept, are read before Submit, not after it. */}
      <div className="rounded-lg bg-parchment p-4 sm:col-span-2">
        <h3 className="font-semibold text-navy-900">{beforeYouSend.heading}</h3>
        <ul className="mt-2 list-disc space-y-2 pl-5 text-sm text-ink">
          {beforeYouSend.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-ink">
          {enquiryForm.privacyNote}{' '}
          <a href="/privacy-policy" className="link-underline">
            {enquiryForm.privacyLink}
          </a>
        </p>
      </div>
      <div className="sm:col-span-2">
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(isSubmitting) => (
            <button type="submit" disabled={isSubmitting} className="btn-navy w-full disabled:(cursor-wait opacity-70) sm:w-auto">
              {isSubmitting ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="send" />}
              {isSubmitting ? enquiryForm.submitting : enquiryForm.submit}
            </button>
          )}
        </form.Subscribe>
      </div>
    </form>
  )
}
