import type { SendMailOptions } from 'nodemailer'
import { firm } from '../../app/shared/content/firm.ts'
import { areaOfLawInWords } from '../../app/shared/enquiry/serviceLabel.ts'
import type { MailJob } from '../store/store.ts'
import { inboxLink, messageId } from './inboxLink.ts'
import { londonTime } from './londonTime.ts'

/** Before the reply is due, and once it is overdue: the reference, the area, the time and the link, nothing the visitor typed. */
export function chaseMessage(
  job: MailJob & { kind: 'reminder' | 'escalation' },
  { from, to, siteUrl }: { from: string; to: string[]; siteUrl: string },
): SendMailOptions {
  const area = areaOfLawInWords(job.serviceType)
  const due = job.replyDueAt ? londonTime(job.replyDueAt) : ''
  const reminder = job.kind === 'reminder'
  return {
    from,
    to,
    subject: reminder ? `Reply due today: ${area}` : `Overdue, nobody has contacted them: ${area}`,
    messageId: messageId(siteUrl, `${job.kind}-${job.enquiryId}`),
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: [
      reminder
        ? `An enquiry in the ${firm.name} inbox is due a reply by ${due}, and nobody has contacted the enquirer yet.`
        : `An enquiry in the ${firm.name} inbox was due a reply by ${due}, and nobody has contacted the enquirer.`,
      '',
      `Area of law: ${area}`,
      `Reference: ${job.enquiryId}`,
      `Owner: ${job.owner ?? 'nobody (unassigned)'}`,
      '',
      'Call them or reply from the inbox, and log it there:',
      inboxLink(siteUrl, job.enquiryId),
    ].join('\n'),
  }
}
