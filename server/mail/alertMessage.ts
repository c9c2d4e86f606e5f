import type { SendMailOptions } from 'nodemailer'
import { firm } from '../../app/shared/content/firm.ts'
import { areaOfLawInWords } from '../../app/shared/enquiry/serviceLabel.ts'
import type { MailJob } from '../store/store.ts'
import { inboxLink, messageId } from './inboxLink.ts'
import { londonTime } from './londonTime.ts'

/**
 * Nothing the visitor typed, not even a name: typed text could speak in the firm's name, and a copy in
 * a mailbox would be out of the retention rule's reach.
 */
export function alertMessage(job: MailJob, { from, to, siteUrl }: { from: string; to: string[]; siteUrl: string }): SendMailOptions {
  const area = areaOfLawInWords(job.serviceType)
  return {
    from,
    to,
    subject: `New enquiry: ${area}`,
    messageId: messageId(siteUrl, `enquiry-${job.enquiryId}`),
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: [
      `A new enquiry came through the ${firm.name} website on ${londonTime(job.createdAt)}.`,
      '',
      `Area of law: ${area}`,
      `Reference: ${job.enquiryId}`,
      ...(job.replyDueAt ? [`Reply due by: ${londonTime(job.replyDueAt)}`] : []),
      '',
      'Read and answer it in the inbox:',
      inboxLink(siteUrl, job.enquiryId),
      '',
      'The enquiry itself is not in this e-mail: it stays in the inbox, which deletes it when the privacy policy says.',
    ].join('\n'),
  }
}
