import { randomUUID } from 'node:crypto'
import type { SendMailOptions } from 'nodemailer'
import { firm } from '../../app/shared/content/firm.ts'
import { messageId } from './inboxLink.ts'
import { londonTime } from './londonTime.ts'

export type FactorChange =
  | { kind: 'totp-set' }
  | { kind: 'totp-removed' }
  | { kind: 'passkey-added'; name: string }
  | { kind: 'passkey-removed'; name: string }
  | { kind: 'recovery-codes' }

const said = (change: FactorChange) => {
  switch (change.kind) {
    case 'totp-set':
      return 'An authenticator app was set up to sign in to your account.'
    case 'totp-removed':
      return 'The authenticator app was removed from your account.'
    case 'passkey-added':
      return `A passkey, “${change.name}”, was added to your account.`
    case 'passkey-removed':
      return `The passkey “${change.name}” was removed from your account.`
    case 'recovery-codes':
      return 'New recovery codes were made for your account; the old ones no longer work.'
  }
}

/** Tells a member of staff that how they sign in changed, so a change they did not make does not go unnoticed. */
export function factorChangeMessage(
  change: FactorChange,
  { from, to, username, at, siteUrl }: { from: string; to: string; username: string; at: Date; siteUrl: string },
): SendMailOptions {
  return {
    from,
    to,
    subject: `A change to how you sign in to the ${firm.name} inbox`,
    messageId: messageId(siteUrl, `factor-change-${randomUUID()}`),
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: [
      `${said(change)}`,
      '',
      `Account: ${username}`,
      `When: ${londonTime(at)}`,
      '',
      'If you made this change, there is nothing more to do.',
      'If you did not, someone may be signed in as you. Tell the partner who looks after the inbox accounts today: they can end your sessions and reset how you sign in.',
    ].join('\n'),
  }
}
