import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer'
import type { Logger } from 'pino'
import type { MailConfig } from '../config.ts'
import { type FactorChange, factorChangeMessage } from '../mail/factorChangeMessage.ts'
import type { Store } from '../store/store.ts'

export type NotifyOwner = (username: string, change: FactorChange, at: Date) => void

/** Mail about an account, sent at once rather than queued: an invitation's link must never be stored. */
export interface AccountMail {
  from: string
  send(message: SendMailOptions): Promise<void>
}

export function accountMail(mail: MailConfig | undefined): AccountMail | undefined {
  if (!mail) return undefined
  let transport: Transporter | undefined
  return {
    from: mail.from,
    async send(message) {
      transport ??= createTransport({ url: mail.smtpUrl, connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 20_000 })
      await transport.sendMail(message)
    },
  }
}

/**
 * Sent after the answer: a notice is worth nothing late. One that fails is logged (with no
 * address); the change itself stands.
 */
export function accountNotices(store: Store, mail: AccountMail | undefined, siteUrl: string, logger: Logger): NotifyOwner {
  return (username, change, at) => {
    if (!mail) return
    void store.accounts
      .find(username)
      .then(async (account) => {
        if (!account?.email) return logger.info({ username, change: change.kind }, 'sign-in change not e-mailed: the account has no address')
        await mail.send(factorChangeMessage(change, { from: mail.from, to: account.email, username, at, siteUrl }))
        logger.info({ username, change: change.kind }, 'sign-in change e-mailed to its owner')
      })
      .catch((error: unknown) =>
        logger.warn({ username, change: change.kind, error: error instanceof Error ? error.name : 'error' }, 'sign-in change not e-mailed'),
      )
  }
}
