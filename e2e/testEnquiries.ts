import { expect } from '@playwright/test'
import { enquiriesPath } from '../app/shared/enquiry/enquiriesPath.ts'
import type { StaffEnquiry } from '../app/shared/staffApi.ts'

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

export type TestEnquiry = typeof visitor & { email: string }

/** The test visitor's enquiry, with an address no other test uses (`label` says which test), and any fields changed. */
export const testEnquiry = (label: string, fields: Partial<TestEnquiry> = {}): TestEnquiry => ({ ...visitor, email: uniqueEmail(label), ...fields })

/** A request to the server with the admin token, as the firm's own tools make it. */
export const adminFetch = (path: string, init: RequestInit = {}) =>
  fetch(serverUrl(path), { ...init, headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}`, ...init.headers } })

/** Every enquiry the firm has stored, read through the staff-only list. */
export async function storedEnquiries(): Promise<StaffEnquiry[]> {
  const response = await adminFetch(enquiriesPath)
  expect(response.status).toBe(200)
  return (await response.json()) as StaffEnquiry[]
}

/** What the firm has stored with this e-mail address. */
export const storedWith = async (email: string) => (await storedEnquiries()).filter((enquiry) => enquiry.email === email)

/**
 * An enquiry sent straight to the API, as another visitor's form would send it (with its timing),
 * with any of its fields (the page it came from, how they heard of us, the hidden trap a script fills in).
 */
export async function postEnquiry(fields: Record<string, string> & { firstName: string; email: string }) {
  const response = await fetch(serverUrl(enquiriesPath), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ lastName: 'Quinn', phone: '028 7126 0000', details: 'About a lease.', fillMs: 30_000, ...fields }),
  })
  expect(response.status).toBe(201)
  return (await response.json()) as { id: string }
}

/** Deletes an enquiry as the firm would on request. */
export const deleteEnquiry = (id: string) => adminFetch(`${enquiriesPath}/${id}`, { method: 'DELETE' })
