import { notSureArea, serviceTitles } from '../content/serviceTitles.ts'
import type { ServiceId } from '../content/types.ts'

/**
 * How staff read an enquiry's serviceType: the practice area's title. The form sends a service's
 * id, "not-sure" or nothing; anything else (an old client, a script) is shown as it was sent, not hidden.
 */
export function serviceLabel(serviceType: string) {
  if (serviceType.trim() === '') return 'No service given'
  if (serviceType === notSureArea.id) return notSureArea.title
  return Object.hasOwn(serviceTitles, serviceType) ? serviceTitles[serviceType as ServiceId] : serviceType
}
