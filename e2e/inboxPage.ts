import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { enquiriesPath } from '../app/shared/enquiry/enquiriesPath.ts'
import { staffCopy } from '../app/shared/content/staff.ts'
import { staffPaths, type StaffEnquiryDetail } from '../app/shared/staffApi.ts'
import { serverPort } from './testEnquiries.ts'

/*
 * The staff inbox as a member of staff meets it in a Playwright page, in its own words
 * (app/shared/content/staff.ts), the e-mails the test's SMTP server received, and the enquiry as
 * the firm's store holds it.
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

/** The e-mails the test's SMTP server received about one enquiry, of one kind (see globalSetup.ts and server/mail/). */
async function mailsFor(kind: 'enquiry' | 'acknowledgement', enquiryId: string): Promise<CapturedMail[]> {
  const dir = process.env.E2E_MAIL_DIR!
  const mails = await Promise.all((await readdir(dir)).map(async (file) => JSON.parse(await readFile(path.join(dir, file), 'utf8')) as CapturedMail))
  return mails.filter((mail) => mail.messageId.startsWith(`<${kind}-${enquiryId}@`))
}

/** The staff alert of one enquiry. */
export const alertFor = (enquiryId: string) => mailsFor('enquiry', enquiryId)

/** The acknowledgement sent to the enquirer. */
export const acknowledgementFor = (enquiryId: string) => mailsFor('acknowledgement', enquiryId)

const adminRequest = (url: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${serverPort()}${url}`, { ...init, headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}`, ...init.headers } })

/** One enquiry as the firm holds it, read through the staff API with the admin token. */
export async function storedRecord(id: string): Promise<StaffEnquiryDetail> {
  const response = await adminRequest(staffPaths.enquiry(id))
  expect(response.status).toBe(200)
  return (await response.json()) as StaffEnquiryDetail
}

/** An enquiry sent straight to the API with any of its fields (the page it came from, how they heard of us). */
export async function postEnquiryWith(fields: Record<string, string>) {
  const response = await fetch(`http://127.0.0.1:${serverPort()}${enquiriesPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ lastName: 'Quinn', phone: '028 7126 0000', ...fields }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string }
}

/**
 * An enquiry as a script sends it: the hidden trap field filled in. The API answers as for any
 * enquiry (201); the firm holds it as suspected spam.
 */
export async function postHeldEnquiry(fields: { firstName: string; lastName: string; email: string }) {
  const response = await fetch(`http://127.0.0.1:${serverPort()}${enquiriesPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone: '028 7126 0000', details: 'Cheap watches, click here.', trap: 'https://spam.example', ...fields }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string }
}

/** A name no other test, run or engine uses, so each finds its own enquiry in the shared inbox. */
export const uniqueLastName = (surname: string) =>
  `${surname} ${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)
    .toUpperCase()}`
