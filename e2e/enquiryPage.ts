import type { Page } from '@playwright/test'
import { enquiryForm, enquiryNotices, waitingCopy } from '../app/shared/content/contact.ts'
import type { TestEnquiry } from './testEnquiries.ts'
import { minimumFillMs } from '../server/enquiries/holdSignals.ts'

/*
 * The contact page's enquiry form as a visitor meets it in a Playwright page, in the site's own
 * words (app/shared/content/contact.ts), so a change of copy changes the tests with it.
 */

/** Fills the enquiry form with this enquiry, field by field, as a visitor types it. */
export async function fillEnquiry(page: Page, enquiry: TestEnquiry) {
  const { fields } = enquiryForm
  await page.getByLabel(fields.firstName.label).fill(enquiry.firstName)
  await page.getByLabel(fields.lastName.label).fill(enquiry.lastName)
  await page.getByLabel(fields.email.label).fill(enquiry.email)
  await page.getByLabel(fields.phone.label).fill(enquiry.phone)
  await page.getByLabel(fields.details.label).fill(enquiry.details)
}

/** The form's submit button. */
export const submitButton = (page: Page) => page.getByRole('button', { name: enquiryForm.submit })

/** Fills the enquiry form with this enquiry and presses Submit. */
export async function sendEnquiry(page: Page, enquiry: TestEnquiry) {
  await fillEnquiry(page, enquiry)
  await submitButton(page).click()
}

/**
 * Fills and sends the form no faster than a person: the server holds an enquiry filled quicker
 * than minimumFillMs as suspected spam, with no alert, as it would hold a script's.
 */
export async function sendEnquiryAtAPersonsPace(page: Page, enquiry: TestEnquiry) {
  const started = Date.now()
  await fillEnquiry(page, enquiry)
  await page.waitForTimeout(Math.max(0, started + minimumFillMs + 250 - Date.now()))
  await submitButton(page).click()
}

/** The toast and notice titles an enquiry ends in: stored by the firm, or kept on this device. */
export const deliveredTitle = enquiryNotices.delivered.title
export const keptTitle = enquiryNotices.saved.title

/** The notice on every page that counts the enquiries waiting on this device. */
export const waitingNotice = (page: Page, count = 1) => page.getByRole('status').filter({ hasText: waitingCopy.panel.count(count) })
