import { serviceIds, type ServiceId } from '../content/types.ts'

/** From the contact page's `service` parameter, set by a service page's links; anything but a known id is ignored. */
export function enquiryService(search: Record<string, unknown> | URLSearchParams): ServiceId | undefined {
  const value = search instanceof URLSearchParams ? search.get('service') : search.service
  return serviceIds.find((id) => id === value)
}
