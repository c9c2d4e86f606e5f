import type { StaffEnquiry } from '../../shared/staffApi.ts'

/**
 * When the reply to an enquiry is due, while it is still awaited: not once staff have first
 * contacted the enquirer (a call that reached them, or a reply sent), and not while it is held (no clock runs).
 */
export const awaitingReply = (enquiry: Pick<StaffEnquiry, 'held' | 'replyDueAt' | 'firstContactAt'>): string | null =>
  enquiry.held || enquiry.firstContactAt ? null : enquiry.replyDueAt
