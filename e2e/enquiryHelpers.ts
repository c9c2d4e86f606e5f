import type { Page } from '@playwright/test'
import { visitor } from './testEnquiries.ts'

/** Fills the enquiry form as the test visitor, with this test's own e-mail address. */
export async function fillEnquiry(page: Page, email: string) {
  await page.getByLabel('First name').fill(visitor.firstName)
  await page.getByLabel('Last name').fill(visitor.lastName)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill(visitor.phone)
  await page.getByLabel('How can we help?').fill(visitor.details)
}
