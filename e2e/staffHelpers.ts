import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'

export const staffUsername = () => process.env.E2E_STAFF_USERNAME!

/** Signs in through the real sign-in page, as a member of staff would. */
export async function signIn(page: Page) {
  await page.getByLabel('Username').fill(staffUsername())
  await page.getByLabel('Password').fill(process.env.E2E_STAFF_PASSWORD!)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
}

interface CapturedMail {
  messageId: string
  subject: string
  text: string
}

/** The alert the test's SMTP server received for one enquiry (see globalSetup.ts). */
export async function alertFor(enquiryId: string): Promise<CapturedMail[]> {
  const dir = process.env.E2E_MAIL_DIR!
  const mails = await Promise.all((await readdir(dir)).map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CapturedMail))
  return mails.filter((mail) => mail.messageId.includes(enquiryId))
}
