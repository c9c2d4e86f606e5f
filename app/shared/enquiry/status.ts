export const enquiryStatuses = ['new', 'contacted', 'instructed', 'closed'] as const
export type EnquiryStatus = (typeof enquiryStatuses)[number]

export const statusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  instructed: 'Instructed',
  closed: 'Closed',
}

/**
 * Instructed: it belongs to a client file now; only an administrator marks it, and may undo it
 * (back to Contacted, counting towards retention again). A closed enquiry can be reopened.
 */
export const nextStatuses: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['contacted', 'instructed', 'closed'],
  contacted: ['instructed', 'closed'],
  closed: ['contacted'],
  instructed: ['contacted'],
}
