import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { startSmtpServer } from '../server/testing/smtpServer.ts'
import { addStaff } from './inboxPage.ts'

/**
 * Before the browser tests: a real SMTP server on loopback that receives the site's enquiry
 * alerts and files each one for the tests to read, and a staff account made with the staff
 * command (while the site is already running, as a firm would do it).
 */
export default async function globalSetup() {
  const mailDir = process.env.E2E_MAIL_DIR!
  let count = 0
  const smtp = await startSmtpServer({
    port: Number(process.env.E2E_SMTP_PORT),
    onMessage: (mail) =>
      void writeFile(path.join(mailDir, `${++count}.json`), JSON.stringify({ messageId: mail.messageId, subject: mail.subject, text: mail.text })),
  })
  await addStaff({ username: process.env.E2E_STAFF_USERNAME!, password: process.env.E2E_STAFF_PASSWORD! })
  return () => smtp.close()
}
