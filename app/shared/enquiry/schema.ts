import * as v from 'valibot'
import { heardFromChoices } from './heardFrom.ts'
import { hiddenCharactersMessage, notOneLine, withoutHiddenCharacters } from './hiddenCharacters.ts'
import { phoneE164 } from './phoneNumber.ts'

export { enquiriesPath } from './enquiriesPath.ts'

/** For the form and the API (docs/specification.md, decision 0027); the limits keep a stray paste from filling the store. */
export const enquiryLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  serviceType: 100,
  otherParty: 200,
  details: 5000,
} as const

/** The first failed check of each field is the one message it shows: an empty field is missing, not invalid. */
const firstIssueOnly = <T extends v.GenericSchema<unknown, string>>(schema: T) => v.config(schema, { abortPipeEarly: true })

const tooLong = (max: number) => `Please keep this to ${max} characters or fewer`

/** The messages a visitor reads, where they depart from the spec's (decision 0027). */
export const enquiryMessages = {
  emailMissing: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  phoneMissing: 'Phone number is required',
  phoneInvalid: 'Please enter a valid phone number: from outside the UK and Ireland, start with + and the country code, such as +1 617 555 0123',
  oneLine: 'Please use one line of plain text, without line breaks or hidden formatting characters',
  hiddenCharacters: hiddenCharactersMessage,
} as const

/** RFC 5321 §4.5.3.1.1: a mail server need take no more than 64 characters before the @. */
const localPartMax = 64

const oneLine = v.check<string, string>((value) => !notOneLine.test(value), enquiryMessages.oneLine)

const requiredText = (message: string, max: number) =>
  firstIssueOnly(v.pipe(v.string(message), v.trim(), v.minLength(1, message), v.maxLength(max, tooLong(max)), oneLine))

const text = (max: number) => firstIssueOnly(v.pipe(v.string('Must be text'), v.trim(), v.maxLength(max, tooLong(max)), oneLine))

/** A valid number of any country, given as E.164 ("+442871260000"); the form keeps what was typed. */
const toE164 = v.rawTransform<string, string>(({ dataset, addIssue, NEVER }) => {
  const e164 = phoneE164(dataset.value)
  if (e164 !== undefined) return e164
  addIssue({ message: enquiryMessages.phoneInvalid })
  return NEVER
})

export const enquiryFieldSchemas = {
  firstName: requiredText('First name is required', enquiryLimits.firstName),
  lastName: requiredText('Last name is required', enquiryLimits.lastName),
  email: firstIssueOnly(
    v.pipe(
      v.string(enquiryMessages.emailMissing),
      v.trim(),
      v.minLength(1, enquiryMessages.emailMissing),
      oneLine,
      v.email(enquiryMessages.emailInvalid),
      v.maxLength(enquiryLimits.email, tooLong(enquiryLimits.email)),
      v.check((email) => email.lastIndexOf('@') <= localPartMax, `Please check the address: the part before @ can be at most ${localPartMax} characters`),
    ),
  ),
  phone: firstIssueOnly(
    v.pipe(
      v.string(enquiryMessages.phoneMissing),
      v.trim(),
      v.minLength(1, enquiryMessages.phoneMissing),
      v.maxLength(enquiryLimits.phone, tooLong(enquiryLimits.phone)),
      oneLine,
      toE164,
    ),
  ),
  serviceType: text(enquiryLimits.serviceType),
  /** Who is on the other side, for the conflict check (server/inbox/conflicts.ts). */
  otherParty: text(enquiryLimits.otherParty),
  details: firstIssueOnly(
    v.pipe(v.string('Must be text'), v.trim(), v.maxLength(enquiryLimits.details, tooLong(enquiryLimits.details)), withoutHiddenCharacters),
  ),
  heardFrom: v.union([v.literal(''), v.picklist(heardFromChoices, 'Please choose one of the options')]),
  /** The path of the page the form was sent from ("/contact", "/"): no query, no identifiers. */
  sentFrom: v.union([v.literal(''), v.pipe(v.string(), v.regex(/^\/[a-z0-9/-]{0,99}$/, 'Must be a path of this site'))]),
}

/** A missing field gets the same message as a blank one; serviceType has no input and defaults to empty. */
export const EnquirySchema = v.object({
  firstName: v.optional(enquiryFieldSchemas.firstName, ''),
  lastName: v.optional(enquiryFieldSchemas.lastName, ''),
  email: v.optional(enquiryFieldSchemas.email, ''),
  phone: v.optional(enquiryFieldSchemas.phone, ''),
  serviceType: v.optional(enquiryFieldSchemas.serviceType, ''),
  otherParty: v.optional(enquiryFieldSchemas.otherParty, ''),
  details: v.optional(enquiryFieldSchemas.details, ''),
  heardFrom: v.optional(enquiryFieldSchemas.heardFrom, ''),
  sentFrom: v.optional(enquiryFieldSchemas.sentFrom, ''),
})

/** Bot signals hold an enquiry for review, never refuse it; `fillMs` is measured once, so a replay from the outbox keeps its own figure. */
export const EnquiryRequestSchema = v.object({
  ...EnquirySchema.entries,
  id: v.optional(v.pipe(v.string('The enquiry id must be a UUID'), v.uuid('The enquiry id must be a UUID'))),
  trap: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
  fillMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
})

export type EnquiryFields = v.InferOutput<typeof EnquirySchema>
export type EnquiryFormValues = v.InferInput<typeof EnquirySchema>
export type EnquiryField = keyof EnquiryFields

export interface Enquiry extends EnquiryFields {
  id: string
  createdAt: string
}

/** The answer to a repeat (200) carries no personal data: the id travels in alerts, logs and addresses. */
export type EnquiryReceipt = Pick<Enquiry, 'id' | 'createdAt'>

export const emptyEnquiry: Required<EnquiryFormValues> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  serviceType: '',
  otherParty: '',
  details: '',
  heardFrom: '',
  sentFrom: '',
}
