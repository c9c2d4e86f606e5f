import { randomUUID } from 'node:crypto'
import type { SendMailOptions } from 'nodemailer'
import { firm } from '../../app/shared/content/firm.ts'
import type { StaffRole } from '../../app/shared/staffRoles.ts'
import { messageId } from './inboxLink.ts'
import { londonTime } from './londonTime.ts'

const roleSaid: Record<StaffRole, string> = {
  administrator: 'an administrator (a partner): you will also manage accounts, the report and the audit log',
  staff: 'staff: you will answer and manage enquiries',
}

/** The one-time link to a new account, in the firm's words only: whoever invites writes nothing into it. */
export function invitationMessage({
  from,
  to,
  username,
  role,
  invitedBy,
  link,
  expiresAt,
}: {
  from: string
  to: string
  username: string
  role: StaffRole
  invitedBy: string
  link: string
  expiresAt: Date
}): SendMailOptions {
  return {
    from,
    to,
    subject: `Your account on the ${firm.name} inbox`,
    messageId: messageId(link, `invitation-${randomUUID()}`),
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: [
      `${invitedBy} has made you an account on the ${firm.name} inbox, where the firm's enquiries are answered.`,
      '',
      `Username: ${username}`,
      `Role: ${roleSaid[role]}`,
      '',
      `Choose your password here. The link works once, until ${londonTime(expiresAt)}:`,
      link,
      '',
      'Then you set up a second factor: a passkey on your device, or an authenticator app.',
      `If you did not expect this e-mail, ignore it: without the link no account is made.`,
    ].join('\n'),
  }
}
