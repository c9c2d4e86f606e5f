import { notSureArea, serviceTitles } from '../content/serviceTitles.ts'
import type { ServiceId } from '../content/types.ts'

export const isServiceId = (serviceType: string): serviceType is ServiceId => Object.hasOwn(serviceTitles, serviceType)

/** Anything but a known id (an old client, a script) is shown as it was sent, not hidden. */
export function serviceLabel(serviceType: string) {
  if (serviceType.trim() === '') return 'No service given'
  if (serviceType === notSureArea.id) return notSureArea.title
  return isServiceId(serviceType) ? serviceTitles[serviceType] : serviceType
}

/** Never the text as sent, which anyone can write and which would then speak in the firm's name. */
export function areaOfLawInWords(serviceType: string, otherwise = 'Not stated') {
  if (serviceType === notSureArea.id) return notSureArea.title
  return isServiceId(serviceType) ? serviceTitles[serviceType] : otherwise
}
