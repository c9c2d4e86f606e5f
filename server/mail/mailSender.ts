import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer'
import type { Logger } from 'pino'
import type { MailConfig } from '../config.ts'
import { type Clock, systemClock } from '../staff/clock.ts'
import type { Store } from '../store/store.ts'
import { mailMessage } from './mailMessage.ts'
import { morningDigests } from './morningDigest.ts'
import { errorText, refusedForGood } from './smtpErrors.ts'

const digestCheckMs = 60_000

export interface MailSenderOptions {
  store: Store
  mail: MailConfig
  siteUrl: string
  logger: Logger
  timeoutMs?: number
  /** The first retry waits this long, and each later one twice as long as the last, up to `maxRetryMs`. */
  retryMs?: number
  maxRetryMs?: number
  /** How often waiting e-mails are looked for, besides right after each new enquiry or assignment. */
  pollMs?: number
  clock?: Clock
}

export interface MailSender {
  kick(): void
  idle(): Promise<void>
  stop(): Promise<void>
}

/**
 * The queue lives in the store with the enquiries, so nothing is lost across SMTP outages or restarts.
 * Each job is leased while sent, so two server processes never both send it; failures back off.
 */
export function startMailSender({
  store,
  mail,
  siteUrl,
  logger,
  timeoutMs = 20_000,
  retryMs = 30_000,
  maxRetryMs = 30 * 60_000,
  pollMs = 15_000,
  clock = systemClock,
}: MailSenderOptions): MailSender {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  // A lease outlasts the slowest attempt (connect, greet, send), so it never expires mid-send.
  const leaseMs = timeoutMs * 4
  const transport: Transporter = createTransport({ url: mail.smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs })

  const digestsDue = morningDigests({ store, from: mail.from, siteUrl, logger, clock, send: (message: SendMailOptions) => transport.sendMail(message) })
  let digestsCheckedAt: number | undefined

  /** The morning digests, looked at once a minute at most (and again at once if the clock goes back). */
  async function sendDigestsDue() {
    if (!mail.morningDigests) return
    const now = clock.now().getTime()
    if (digestsCheckedAt !== undefined && now >= digestsCheckedAt && now - digestsCheckedAt < digestCheckMs) return
    digestsCheckedAt = now
    await digestsDue()
  }

  async function sendDue() {
    for (;;) {
      const now = clock.now()
      const job = await store.mail.claim(owner, now, new Date(now.getTime() + leaseMs))
      if (!job) break
      const logged = { mailId: job.id, kind: job.kind, enquiryId: job.enquiryId }
      try {
        const message = await mailMessage(job, store.accounts, mail, siteUrl)
        if (message) await transport.sendMail(message)
        else logger.info(logged, 'e-mail not sent: nobody to send it to')
      } catch (error) {
        if (refusedForGood(error)) {
          await store.mail.markRefused(job.id, owner, errorText(error), new Date())
          logger.warn({ ...logged, error: errorText(error) }, 'e-mail refused by the mail server for good; not retried')
          continue
        }
        const delay = Math.min(retryMs * 2 ** job.attempts, maxRetryMs)
        await store.mail.markFailed(job.id, owner, errorText(error), new Date(clock.now().getTime() + delay))
        logger.warn({ ...logged, attempts: job.attempts + 1, retryInMs: delay, error: errorText(error) }, 'e-mail not sent; will retry')
        continue
      }
      await store.mail.markSent(job.id, owner, clock.now())
      logger.info(logged, 'e-mail sent')
    }
    await sendDigestsDue()
  }

  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  function kick() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = sendDue()
      .catch((error) => logger.error({ error: errorText(error) }, 'e-mail queue: the store did not answer; will look again'))
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          kick()
        }
      })
  }

  const poll = setInterval(kick, pollMs)
  poll.unref()
  kick()

  return {
    kick,
    idle: async () => {
      while (running) await running
    },
    async stop() {
      stopped = true
      clearInterval(poll)
      while (running) await running
      transport.close()
    },
  }
}
