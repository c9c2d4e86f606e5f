import { afterEach, describe, expect, it, vi } from 'vitest'
import { sampleEnquiry } from './sampleEnquiry.ts'
import { sendEnquiry } from './sendEnquiry.ts'

const enquiry = sampleEnquiry()

const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('sending one enquiry', () => {
  it('sends the id in the body and as the Idempotency-Key header', async () => {
    answer(201, { ...enquiry, createdAt: '2025-01-01T00:00:00.000Z' })
    const outcome = await sendEnquiry(enquiry)
    expect(outcome).toMatchObject({ kind: 'delivered', enquiry: { id: enquiry.id } })
    const [, init] = vi.mocked(fetch).mock.calls[0]!
    expect(JSON.parse(String(init?.body)).id).toBe(enquiry.id)
    expect(init?.headers).toMatchObject({ 'Idempotency-Key': enquiry.id })
    expect(init?.credentials).toBe('include')
  })

  it('counts a repeat the server already had (200, with only the id and arrival) as delivered', async () => {
    answer(200, { id: enquiry.id, createdAt: '2025-01-01T00:00:00.000Z' })
    expect(await sendEnquiry(enquiry)).toEqual({ kind: 'delivered', enquiry: { id: enquiry.id, createdAt: '2025-01-01T00:00:00.000Z' } })
  })

  it.each([400, 401, 403, 404, 413, 415, 422])('takes %i as a final refusal, with the server’s reason', async (status) => {
    answer(status, { message: 'Please check the highlighted fields' })
    expect(await sendEnquiry(enquiry)).toEqual({ kind: 'rejected', status, reason: 'Please check the highlighted fields' })
  })

  it.each([408, 429, 500, 502, 503])('keeps %i for another try', async (status) => {
    answer(status, { message: 'later' })
    expect(await sendEnquiry(enquiry)).toMatchObject({ kind: 'unsent', status })
  })

  it('does not try while the browser knows it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    vi.stubGlobal('fetch', vi.fn())
    expect(await sendEnquiry(enquiry)).toEqual({ kind: 'unsent', reason: 'offline' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('keeps it for another try when the network fails or the request times out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    expect(await sendEnquiry(enquiry)).toEqual({ kind: 'unsent', reason: 'Failed to fetch' })
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(init.signal?.reason))
          }),
      ),
    )
    expect(await sendEnquiry(enquiry, { timeoutMs: 20 })).toMatchObject({ kind: 'unsent' })
  })
})
