import type { SendMailOptions } from 'nodemailer'
import { firm } from '../../app/shared/content/firm.ts'
import type { MailJob } from '../store/store.ts'
import { messageId } from './inboxLink.ts'

/**
 * A member of staff's reply to an enquirer, from the firm's sender address. The enquirer's answer
 * goes to the firm's mailbox (Reply-To), and it threads under the acknowledgement they had.
 */
export function replyMessage(
  job: Pick<MailJob, 'id' | 'enquiryId'> & { reply: NonNullable<MailJob['reply']> },
  { from, to, siteUrl }: { from: string; to: string; siteUrl: string },
): SendMailOptions {
  const acknowledgement = messageId(siteUrl, `acknowledgement-${job.enquiryId}`)
  return {
    from,
    to,
    replyTo: firm.email,
    subject: job.reply.subject,
    messageId: messageId(siteUrl, `reply-${job.id}`),
    inReplyTo: acknowledgement,
    references: [acknowledgement],
    text: job.reply.text,
  }
}
