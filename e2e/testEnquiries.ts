import { expect } from '@playwright/test'
import { enquiriesPath } from '../app/shared/enquiry/enquiriesPath.ts'

/**
 * The test visitor's enquiry and the enquiry API, as both harnesses reach them: the Playwright
 * specs (e2e/*.spec.ts) and the engine flows (e2e/engines/), straight to the server under test.
 */

export const serverPort = () => Number(process.env.E2E_PORT ?? 4173)
const serverUrl = (path: string) => `http://127.0.0.1:${serverPort()}${path}`

/** An address no other test, run or engine uses, so each test finds its own enquiries among all stored. */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** What the test visitor types into the enquiry form (the e-mail address is each test's own). */
const visitor = {
  firstName: 'Aoife',
  lastName: 'Brennan',
  phone: '028 9649 6123',
  details: 'I was injured in a fall at work in March.',
}

/** An enquiry as the test visitor makes it, with the test's own e-mail address. */
export type TestEnquiry = typeof visitor & { email: string }

/** The test visitor's enquiry, with an address no other test uses (`label` says which test), and any fields changed. */
export const testEnquiry = (label: string, fields: Partial<TestEnquiry> = {}): TestEnquiry => ({ ...visitor, email: uniqueEmail(label), ...fields })

export interface StoredEnquiry {
  id: string
  email: string
  firstName: string
  lastName: string
  phone: string
  serviceType: string
  details: string
  createdAt: string
  status: string
}

const adminHeaders = () => ({ Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` })

/** Every enquiry the firm has stored, read through the staff-only list with the admin token. */
export async function storedEnquiries(): Promise<StoredEnquiry[]> {
  const response = await fetch(serverUrl(enquiriesPath), { headers: adminHeaders() })
  expect(response.status).toBe(200)
  return (await response.json()) as StoredEnquiry[]
}

/** What the firm has stored with this e-mail address. */
export const storedWith = async (email: string) => (await storedEnquiries()).filter((enquiry) => enquiry.email === email)

/** An enquiry sent straight to the API, as another visitor's would arrive. */
export async function postEnquiry(fields: { firstName: string; email: string; lastName?: string; serviceType?: string; details?: string }) {
  const response = await fetch(serverUrl(enquiriesPath), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ lastName: 'Quinn', phone: '028 7126 0000', details: 'About a lease.', ...fields }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string }
}

/** Deletes an enquiry as the firm would on request, with the admin token. */
export const deleteEnquiry = (id: string) => fetch(serverUrl(`${enquiriesPath}/${id}`), { method: 'DELETE', headers: adminHeaders() })
