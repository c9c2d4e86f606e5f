import type { StaffEnquiry } from '../../shared/staffApi.ts'

/** Not once staff have first contacted the enquirer, and not while it is held: no clock runs then. */
export const awaitingReply = (enquiry: Pick<StaffEnquiry, 'held' | 'replyDueAt' | 'firstContactAt'>): string | null =>
  enquiry.held || enquiry.firstContactAt ? null : enquiry.replyDueAt
