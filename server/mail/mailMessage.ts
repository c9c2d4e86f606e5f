import type { SendMailOptions } from 'nodemailer'
import { isServiceId } from '../../app/shared/enquiry/serviceLabel.ts'
import type { MailConfig } from '../config.ts'
import type { AccountRepository, MailJob } from '../store/store.ts'
import { acknowledgementMessage } from './acknowledgementMessage.ts'
import { alertMessage } from './alertMessage.ts'
import { assignmentMessage } from './assignmentMessage.ts'
import { chaseMessage } from './chaseMessage.ts'
import { replyMessage } from './replyMessage.ts'

/** NOTIFY_TO, and staff alerted for the area (all, unless they chose some; no known area goes to those alerted for all). */
export async function alertRecipients(accounts: AccountRepository, to: string[], serviceType: string) {
  const staff = (await accounts.list())
    .filter((account) => account.email !== null)
    .filter(({ alertAreas }) => alertAreas === null || (isServiceId(serviceType) && alertAreas.includes(serviceType)))
    .map((account) => account.email as string)
  const seen = new Set<string>()
  return [...to, ...staff].filter((address) => {
    const key = address.toLowerCase()
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The e-mail a job sends, or undefined when there is nobody to send it to (an assignee without an address). */
export async function mailMessage(job: MailJob, accounts: AccountRepository, mail: MailConfig, siteUrl: string): Promise<SendMailOptions | undefined> {
  const { from, operator } = mail
  switch (job.kind) {
    case 'alert':
      return alertMessage(job, { from, to: await alertRecipients(accounts, mail.to, job.serviceType), siteUrl })
    case 'acknowledgement':
      return job.recipient ? acknowledgementMessage(job, { from, to: job.recipient, siteUrl, operator: operator ?? null }) : undefined
    case 'assignment': {
      const email = job.recipient ? (await accounts.find(job.recipient))?.email : undefined
      return email ? assignmentMessage(job, { from, to: email, siteUrl }) : undefined
    }
    case 'reminder':
    case 'escalation': {
      // A contact came first: nobody needs chasing.
      if (job.contacted) return undefined
      const owner = job.owner ? (await accounts.find(job.owner))?.email : undefined
      const to =
        job.kind === 'reminder'
          ? owner
            ? [owner]
            : await alertRecipients(accounts, mail.to, job.serviceType)
          : [...new Set([...(owner ? [owner] : []), ...(mail.escalateTo ?? mail.to)])]
      return to.length > 0 ? chaseMessage({ ...job, kind: job.kind }, { from, to, siteUrl }) : undefined
    }
    case 'reply': {
      const { recipient, reply } = job
      return recipient && reply ? replyMessage({ ...job, reply }, { from, to: recipient, siteUrl }) : undefined
    }
  }
}
