import type { SendMailOptions } from 'nodemailer'
import { enquiryRetention } from '../../app/shared/content/enquiryRetention.ts'
import { firm } from '../../app/shared/content/firm.ts'
import type { Operator } from '../../app/shared/content/operator.ts'
import { realHelp } from '../../app/shared/content/realHelp.ts'
import { whileFictional } from '../../app/shared/content/whileFictional.ts'
import { messageId } from './inboxLink.ts'
import { londonTime } from './londonTime.ts'

export const acknowledgementSubject = `Your enquiry to ${firm.name}`

// Nothing the visitor typed, or the form would mail any words to any address in the firm's name; the
// subject names the firm, not the matter, as a shared mailbox may be read by the person it is about.
/** By when a member of staff makes contact; while the firm is a demonstration, that nobody will. */
function whatHappensNext(replyDueAt: Date | null) {
  const by = replyDueAt ? ` by ${londonTime(replyDueAt)}` : ''
  return whileFictional(
    `At a real firm, a member of the team would read your enquiry and contact you${by}. As this is a demonstration, nobody will.`,
    `A member of our team will read your enquiry and contact you${by}.`,
  )
}

/** While fictional, erasure goes to whoever runs the demonstration, or the notice says there is nobody. */
function erasure(reference: string, operator: Operator | null) {
  const deleted = `It is deleted automatically ${enquiryRetention.display} after it arrived.`
  return whileFictional(
    operator
      ? `${deleted} To have it erased sooner, reply to this e-mail or write to ${operator.name}, who runs this demonstration, at ${operator.email}, asking to erase reference ${reference}.`
      : `${deleted} Whoever runs this copy of the demonstration has not given an address to ask for it sooner.`,
    `If you would like us to erase your enquiry, reply to this e-mail or write to ${firm.email}, asking us to erase reference ${reference}.`,
  )
}

export function acknowledgementText(enquiry: { enquiryId: string; replyDueAt: Date | null }, operator: Operator | null) {
  const reference = enquiry.enquiryId
  return [
    ...whileFictional(
      [`Please note: this is a demonstration website. ${firm.name} is not a real firm, and nobody will read your enquiry or reply to it.`, ''],
      [],
    ),
    `Thank you for your enquiry to ${firm.name}. We have received it, and its reference is ${reference}.`,
    '',
    'What happens next',
    whatHappensNext(enquiry.replyDueAt),
    '',
    ...whileFictional(
      ['If you need help', realHelp.urgent],
      [
        'Our office',
        `Our office hours are ${firm.hours.display}. If your matter is urgent, please call us on ${firm.phone.display} (${firm.phone.international}).`,
      ],
    ),
    '',
    'Having your enquiry erased',
    erasure(reference, operator),
    '',
    'If you did not send an enquiry, someone gave this address on our contact form: you need do nothing.',
    '',
    whileFictional(`${firm.name} (a demonstration${operator ? `, run by ${operator.name}` : ''})`, firm.name),
  ].join('\n')
}

export function acknowledgementMessage(
  job: { id: string; enquiryId: string; replyDueAt: Date | null },
  { from, to, siteUrl, operator }: { from: string; to: string; siteUrl: string; operator: Operator | null },
): SendMailOptions {
  // While fictional, replies go to the operator, who can act on them; with none named, nowhere but From.
  const replyTo = whileFictional(operator?.email, firm.email)
  return {
    from,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: acknowledgementSubject,
    messageId: messageId(siteUrl, `acknowledgement-${job.enquiryId}`),
    // An automatic answer: no out-of-office or other auto-reply should answer it back.
    headers: { 'Auto-Submitted': 'auto-replied' },
    text: acknowledgementText(job, operator),
  }
}
