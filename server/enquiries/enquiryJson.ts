import type { EnquiryRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { Enquiry } from '../../app/shared/enquiry/schema.ts'

/**
 * A stored enquiry as the public API answers it: what was sent, in the spec's order, and when it
 * arrived. Nothing of how the firm keeps it (held or not): a held enquiry is answered as any other.
 */
export const toEnquiryJson = (record: EnquiryRecord): Enquiry => ({
  id: record.id,
  firstName: record.firstName,
  lastName: record.lastName,
  email: record.email,
  phone: record.phone,
  serviceType: record.serviceType,
  otherParty: record.otherParty,
  details: record.details,
  heardFrom: record.heardFrom,
  sentFrom: record.sentFrom,
  createdAt: record.createdAt.toISOString(),
})
