/** Where an enquiry stands, and the moves staff can make between statuses. */

export const enquiryStatuses = ['new', 'contacted', 'instructed', 'closed'] as const
export type EnquiryStatus = (typeof enquiryStatuses)[number]

export const statusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  instructed: 'Instructed',
  closed: 'Closed',
}

/**
 * New → Contacted → Instructed (became a client) or Closed. A closed enquiry can be reopened;
 * an instructed one belongs to a client file now and stays as it is.
 */
export const nextStatuses: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['contacted', 'instructed', 'closed'],
  contacted: ['instructed', 'closed'],
  closed: ['contacted'],
  instructed: [],
}
