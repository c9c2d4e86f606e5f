import { notSureArea, serviceTitles } from '../content/serviceTitles.ts'
import type { ServiceId } from '../content/types.ts'

/** Whether a serviceType is one of the firm's areas of law (the form's ids), not free text. */
export const isServiceId = (serviceType: string): serviceType is ServiceId => Object.hasOwn(serviceTitles, serviceType)

/**
 * How staff read an enquiry's serviceType: the practice area's title. The form sends a service's
 * id, "not-sure" or nothing; anything else (an old client, a script) is shown as it was sent, not hidden.
 */
export function serviceLabel(serviceType: string) {
  if (serviceType.trim() === '') return 'No service given'
  if (serviceType === notSureArea.id) return notSureArea.title
  return isServiceId(serviceType) ? serviceTitles[serviceType] : serviceType
}

/**
 * The area of law as the firm's own e-mails name it: one of the known titles, or "Not stated".
 * Never the text as sent, which anyone can write and which would then speak in the firm's name.
 */
export const areaOfLawInMail = (serviceType: string) => (isServiceId(serviceType) ? serviceTitles[serviceType] : 'Not stated')
