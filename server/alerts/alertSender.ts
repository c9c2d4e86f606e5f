import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import { createTransport, type Transporter } from 'nodemailer'
import type { Logger } from 'pino'
import type { MailConfig } from '../config.ts'
import type { Store } from '../store/store.ts'
import { alertMessage } from './alertMessage.ts'

export interface AlertSenderOptions {
  store: Store
  mail: MailConfig
  siteUrl: string
  logger: Logger
  /** How long one attempt may wait for the SMTP server at each step. */
  timeoutMs?: number
  /** The first retry waits this long, and each later one twice as long as the last, up to `maxRetryMs`. */
  retryMs?: number
  maxRetryMs?: number
  /** How often waiting alerts are looked for, besides right after each new enquiry. */
  pollMs?: number
}

export interface AlertSender {
  /** Look for alerts to send now (after a new enquiry has been answered). */
  kick(): void
  /** Resolves when no sending is under way. */
  idle(): Promise<void>
  stop(): Promise<void>
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Sends the e-mail alert of each new enquiry, from the queue the store keeps with the
 * enquiries: nothing is lost across SMTP outages or restarts. Each alert is leased while it is
 * sent, so two server processes never both send it; a failed one is retried with backoff.
 */
export function startAlertSender({
  store,
  mail,
  siteUrl,
  logger,
  timeoutMs = 20_000,
  retryMs = 30_000,
  maxRetryMs = 30 * 60_000,
  pollMs = 15_000,
}: AlertSenderOptions): AlertSender {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`
  // A lease outlasts the slowest attempt (connect, greet, send), so it never expires mid-send.
  const leaseMs = timeoutMs * 4
  const transport: Transporter = createTransport({ url: mail.smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs })

  async function sendDue() {
    for (;;) {
      const now = new Date()
      const job = await store.alerts.claim(owner, now, new Date(now.getTime() + leaseMs))
      if (!job) return
      try {
        await transport.sendMail(alertMessage(job, mail, siteUrl))
      } catch (error) {
        const delay = Math.min(retryMs * 2 ** job.attempts, maxRetryMs)
        await store.alerts.markFailed(job.enquiryId, owner, errorText(error), new Date(Date.now() + delay))
        logger.warn({ enquiryId: job.enquiryId, attempts: job.attempts + 1, retryInMs: delay, error: errorText(error) }, 'enquiry alert not sent; will retry')
        continue
      }
      await store.alerts.markSent(job.enquiryId, owner, new Date())
      logger.info({ enquiryId: job.enquiryId }, 'enquiry alert sent')
    }
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
      .catch((error) => logger.error({ error: errorText(error) }, 'enquiry alerts: the store did not answer; will look again'))
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
