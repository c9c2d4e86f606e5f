import type { SendMailOptions } from 'nodemailer'
import { firm } from '../../app/shared/content/firm.ts'
import { messageId } from './inboxLink.ts'
import { londonTime } from './londonTime.ts'

export const acknowledgementSubject = `Your enquiry to ${firm.name}`

// Nothing the visitor typed, or the form would mail any words to any address in the firm's name; the
// subject names the firm, not the matter, as a shared mailbox may be read by the person it is about.
/** By when a member of staff makes contact; while the firm is a demonstration, that nobody will. */
function whatHappensNext(replyDueAt: Date | null) {
  const by = replyDueAt ? ` by ${londonTime(replyDueAt)}` : ''
  return firm.fictional
    ? `At a real firm, a member of the team would read your enquiry and contact you${by}. As this is a demonstration, nobody will.`
    : `A member of our team will read your enquiry and contact you${by}.`
}

export function acknowledgementText(enquiry: { enquiryId: string; replyDueAt: Date | null }) {
  const reference = enquiry.enquiryId
  return [
    ...(firm.fictional
      ? [`Please note: this is a demonstration website. ${firm.name} is not a real firm, and nobody will read your enquiry or reply to it.`, '']
      : []),
    `Thank you for your enquiry to ${firm.name}. We have received it, and its reference is ${reference}.`,
    '',
    'What happens next',
    whatHappensNext(enquiry.replyDueAt),
    '',
    'Our office',
    `Our office hours are ${firm.hours.display}. If your matter is urgent, please call us on ${firm.phone.display} (${firm.phone.international}).`,
    '',
    'Having your enquiry erased',
    `If you would like us to erase your enquiry, reply to this e-mail or write to ${firm.email}, asking us to erase reference ${reference}.`,
    '',
    'If you did not send an enquiry, someone gave this address on our contact form: you need do nothing.',
    '',
    firm.name,
  ].join('\n')
}

export function acknowledgementMessage(
  job: { id: string; enquiryId: string; replyDueAt: Date | null },
  { from, to, siteUrl }: { from: string; to: string; siteUrl: string },
): SendMailOptions {
  return {
    from,
    to,
    replyTo: firm.email,
    subject: acknowledgementSubject,
    messageId: messageId(siteUrl, `acknowledgement-${job.enquiryId}`),
    // An automatic answer: no out-of-office or other auto-reply should answer it back.
    headers: { 'Auto-Submitted': 'auto-replied' },
    text: acknowledgementText(job),
  }
}
