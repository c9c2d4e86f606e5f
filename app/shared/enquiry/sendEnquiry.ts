import { enquiriesPath } from './enquiriesPath.ts'
import type { EnquiryFields } from './schema.ts'

/** The bot signals travel with the enquiry into the outbox, so a replay days later sends the same figures. */
export type OutgoingEnquiry = EnquiryFields & { id: string; trap?: string; fillMs?: number }

/** delivered: 201, or 200 for a repeat; rejected for good: a 4xx but 408 and 429; unsent: it may not have arrived, and can be tried again. */
export type SendOutcome = { kind: 'delivered' } | { kind: 'rejected'; status: number; reason: string } | { kind: 'unsent'; status?: number; reason: string }

const retryable = (status: number) => status === 408 || status === 429 || status >= 500

async function reasonFrom(response: Response) {
  const body = await response.json().catch(() => null)
  return typeof body?.message === 'string' ? body.message : response.statusText
}

/** One attempt, with the enquiry's id in the body and as the Idempotency-Key. Never throws. */
export async function sendEnquiry(enquiry: OutgoingEnquiry, { timeoutMs = 10_000 } = {}): Promise<SendOutcome> {
  // When the browser knows it is offline, waiting for a timeout would only keep the visitor waiting.
  if (globalThis.navigator?.onLine === false) return { kind: 'unsent', reason: 'offline' }
  let response: Response
  try {
    response = await fetch(enquiriesPath, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': enquiry.id },
      body: JSON.stringify(enquiry),
      credentials: 'include',
      // On one bar of signal a request can hang rather than fail.
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    return { kind: 'unsent', reason: error instanceof Error ? error.message : String(error) }
  }
  // The body is not needed (a repeat's carries no personal data), and reading it could still fail.
  if (response.ok) return { kind: 'delivered' }
  const reason = await reasonFrom(response)
  return retryable(response.status) ? { kind: 'unsent', status: response.status, reason } : { kind: 'rejected', status: response.status, reason }
}
