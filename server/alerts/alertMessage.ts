import type { SendMailOptions } from 'nodemailer'
import { firm } from '../../app/shared/content/firm.ts'
import { replyDueAt } from '../../app/shared/enquiry/replyDue.ts'
import { serviceLabel } from '../../app/shared/enquiry/serviceLabel.ts'
import type { MailConfig } from '../config.ts'
import type { AlertJob } from '../store/store.ts'

const londonTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
})

/**
 * The alert of one new enquiry: its area of law, when it came, when the reply is due and a link to
 * it in the inbox. Of the enquirer, only the first name: the enquiry is read in the inbox, where
 * the retention rule can delete it; a copy in a mailbox would be out of its reach.
 */
export function alertMessage(job: AlertJob, mail: Pick<MailConfig, 'from' | 'to'>, siteUrl: string): SendMailOptions {
  const service = serviceLabel(job.serviceType)
  const link = new URL(`/staff/enquiries/${job.enquiryId}`, siteUrl).href
  return {
    from: mail.from,
    to: mail.to,
    subject: `New enquiry: ${service}`,
    // The same id on every attempt, so a resend after a lost reply is recognisably the same message.
    messageId: `<enquiry-${job.enquiryId}@${new URL(siteUrl).hostname}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: [
      `${job.firstName} sent an enquiry through the ${firm.name} website on ${londonTime.format(job.createdAt)}.`,
      '',
      `Area of law: ${service}`,
      `Reply due by: ${londonTime.format(replyDueAt(job.createdAt))} (the site promises a reply ${firm.hours.promise})`,
      '',
      'Read and answer it in the inbox:',
      link,
      '',
      'The enquiry itself is not in this e-mail: it stays in the inbox, which deletes it when the privacy policy says.',
    ].join('\n'),
  }
}
