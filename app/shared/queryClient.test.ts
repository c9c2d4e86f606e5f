import type { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './apiError.ts'
import { apiRequest, createQueryClient, getQueryFn } from './queryClient.ts'

const respond = (status: number, body = '', statusText = '') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body || null, { status, statusText })),
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

const run = (on401?: 'throw' | 'returnNull') =>
  getQueryFn({ on401 })({ queryKey: ['/api/consultation-requests'], signal: new AbortController().signal } as never)

describe('the default query function', () => {
  it('GETs the first element of the key with credentials and reads JSON', async () => {
    respond(200, '[{"id":"a"}]')
    await expect(run()).resolves.toEqual([{ id: 'a' }])
    expect(fetch).toHaveBeenCalledWith('/api/consultation-requests', expect.objectContaining({ credentials: 'include' }))
  })

  it('turns a failed response into "<status>: <body>", or the status text when the body is empty', async () => {
    respond(500, 'Store down')
    await expect(run()).rejects.toThrow('500: Store down')
    respond(404, '', 'Not Found')
    await expect(run()).rejects.toThrow('404: Not Found')
  })

  it('throws an ApiError that keeps the status and the body as they came', async () => {
    respond(409, '{"message":"Already closed"}', 'Conflict')
    await expect(run()).rejects.toBeInstanceOf(ApiError)
    await expect(run()).rejects.toMatchObject({ status: 409, body: '{"message":"Already closed"}', statusText: 'Conflict' })
  })

  it('reads a 401 to the end before yielding null, so the request completes', async () => {
    const answer = new Response('{"message":"Nobody is signed in."}', { status: 401 })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer),
    )
    await expect(run('returnNull')).resolves.toBeNull()
    expect(answer.bodyUsed).toBe(true)
  })

  it('throws on 401 by default, and can yield null instead', async () => {
    respond(401, 'Staff sign-in required')
    await expect(run()).rejects.toThrow('401: Staff sign-in required')
    respond(401, 'Staff sign-in required')
    await expect(run('returnNull')).resolves.toBeNull()
  })
})

describe('apiRequest', () => {
  it('sends JSON with credentials and throws on a failed response', async () => {
    respond(201, '{}')
    await apiRequest('POST', '/api/x', { a: 1 })
    expect(fetch).toHaveBeenCalledWith('/api/x', expect.objectContaining({ method: 'POST', body: '{"a":1}', credentials: 'include' }))
    respond(429, 'Too many')
    await expect(apiRequest('POST', '/api/x', {})).rejects.toThrow(new ApiError(429, 'Too many'))
    await expect(apiRequest('POST', '/api/x', {})).rejects.toMatchObject({ status: 429, body: 'Too many' })
  })
})

describe('the query client', () => {
  it('never retries, never refetches on its own, and keeps data fresh for ever', () => {
    const defaults = (createQueryClient() as QueryClient).getDefaultOptions()
    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, gcTime: 300_000 })
    expect(defaults.mutations).toMatchObject({ retry: false })
  })
})
