import { expect, type Page } from '@playwright/test'

/** What the firm has stored, read through the staff-only list. */
export async function storedEnquiries(page: Page) {
  const response = await page.request.get('/api/consultation-requests', {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as Array<{ id: string; email: string; firstName: string; serviceType: string; details: string; createdAt: string }>
}

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

export async function fillEnquiry(page: Page, email: string) {
  await page.getByLabel('First name').fill('Aoife')
  await page.getByLabel('Last name').fill('Brennan')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Phone').fill('028 9649 6123')
  await page.getByLabel('How can we help?').fill('I was injured in a fall at work in March.')
}
