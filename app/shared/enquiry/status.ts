export const enquiryStatuses = ['new', 'contacted', 'instructed', 'closed'] as const
export type EnquiryStatus = (typeof enquiryStatuses)[number]

export const statusLabels: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  instructed: 'Instructed',
  closed: 'Closed',
}

/** Instructed makes it a client's: only an administrator marks or undoes it (back to Contacted, counting towards retention again). */
export const nextStatuses: Record<EnquiryStatus, readonly EnquiryStatus[]> = {
  new: ['contacted', 'instructed', 'closed'],
  contacted: ['instructed', 'closed'],
  closed: ['contacted'],
  instructed: ['contacted'],
}
