import type { Enquiry, EnquiryFields } from '../../app/enquiry/schema.ts'

export type NewEnquiry = EnquiryFields & { id: string }

export interface InsertResult {
  enquiry: Enquiry
  /** False when an enquiry with this id was already stored: the stored one is returned instead. */
  created: boolean
}

/** Where enquiries are kept. `insert` is idempotent by id, so retries can never store a copy. */
export interface EnquiryStore {
  insert(enquiry: NewEnquiry): Promise<InsertResult>
  /** Newest first. */
  list(): Promise<Enquiry[]>
  /** Resolves when the store can take writes; rejects with StoreUnavailableError otherwise. */
  ping(): Promise<void>
  close(): Promise<void>
}

/** The store cannot be reached; the API answers 503 and the browser keeps the enquiry to retry. */
export class StoreUnavailableError extends Error {
  constructor(message = 'The enquiry store is unavailable', options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StoreUnavailableError'
  }
}

/** The fields an enquiry record has, in the spec's order; stores keep exactly these. */
export function toEnquiry(record: Omit<Enquiry, 'createdAt'> & { createdAt: Date | string }): Enquiry {
  return {
    id: record.id,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    phone: record.phone,
    serviceType: record.serviceType ?? '',
    details: record.details ?? '',
    createdAt: new Date(record.createdAt).toISOString(),
  }
}
