import type { SendMailOptions } from 'nodemailer'
import { firm } from '../../app/shared/content/firm.ts'
import type { MailJob } from '../store/store.ts'
import { inboxLink, messageId } from './inboxLink.ts'
import { londonTime } from './londonTime.ts'

/** Tells a member of staff an enquiry was given to them: its reference and link, and no personal data. */
export function assignmentMessage(job: MailJob, { from, to, siteUrl }: { from: string; to: string; siteUrl: string }): SendMailOptions {
  return {
    from,
    to,
    subject: 'An enquiry was given to you',
    messageId: messageId(siteUrl, `assignment-${job.id}`),
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: [
      `A colleague gave you an enquiry in the ${firm.name} inbox.`,
      '',
      `Reference: ${job.enquiryId}`,
      ...(job.replyDueAt ? [`Reply due by: ${londonTime(job.replyDueAt)}`] : []),
      '',
      'Open it in the inbox:',
      inboxLink(siteUrl, job.enquiryId),
    ].join('\n'),
  }
}
