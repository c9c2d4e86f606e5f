import type { EnquiryRecord } from '../../app/shared/enquiry/enquiryRecord.ts'
import type { Enquiry } from '../../app/shared/enquiry/schema.ts'

/** What was sent, in the spec's order, and when; nothing of how the firm keeps it, so a held enquiry looks like any other. */
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
