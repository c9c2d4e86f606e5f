import { serviceIds, type ServiceId } from '../content/types.ts'

/**
 * The practice area an enquiry is about, from the `service` parameter of the contact page's
 * address (a service page's enquiry links set it), so the firm sees it in the inbox. The form
 * shows no service field (docs/specification.md, "Validation rules"); anything but a known service id is ignored.
 */
export function enquiryService(search: Record<string, unknown> | URLSearchParams): ServiceId | undefined {
  const value = search instanceof URLSearchParams ? search.get('service') : search.service
  return serviceIds.find((id) => id === value)
}
