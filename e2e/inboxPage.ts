import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { staffCopy } from '../app/shared/content/staff.ts'

/*
 * The staff inbox as a member of staff meets it in a Playwright page, in its own words
 * (app/shared/content/staff.ts), and the alerts the test's SMTP server received.
 */

export const staffUsername = () => process.env.E2E_STAFF_USERNAME!

/** The sign-in page's heading, which every screen behind it shows to someone not signed in. */
export const signInHeading = (page: Page) => page.getByRole('heading', { name: staffCopy.signIn.heading })

/** Signs in through the real sign-in page, as a member of staff would. */
export async function signIn(page: Page) {
  await page.getByLabel(staffCopy.signIn.username).fill(staffUsername())
  await page.getByLabel(staffCopy.signIn.password).fill(process.env.E2E_STAFF_PASSWORD!)
  await page.getByRole('button', { name: staffCopy.signIn.submit }).click()
  await expect(page.getByRole('button', { name: staffCopy.signOut })).toBeVisible()
}

/** Opens the inbox at `path` (the list, or an enquiry) and signs in on the way. */
export async function openInbox(page: Page, path = '/staff') {
  await page.goto(path)
  await signIn(page)
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
