import { firm } from '../../shared/content/firm.ts'
import type { EnquiryFormValues } from '../../shared/enquiry/schema.ts'
import { waitingCopy } from '../../shared/content/contact.ts'

/** The way out when this browser can neither send the enquiry nor keep it. */
export function enquiryMailto(values: EnquiryFormValues) {
  const name = [values.firstName, values.lastName].filter(Boolean).join(' ')
  const otherParty = values.otherParty ? [`Other party: ${values.otherParty}`] : []
  const body = [`Name: ${name}`, `Email: ${values.email ?? ''}`, `Phone: ${values.phone ?? ''}`, ...otherParty, '', values.details ?? ''].join('\n')
  const params = new URLSearchParams({ subject: waitingCopy.unkept.emailSubject(name), body })
  // Mail apps read %20, not the + that URLSearchParams writes for a space.
  return `mailto:${firm.email}?${params.toString().replace(/\+/g, '%20')}`
}
