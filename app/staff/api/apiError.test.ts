import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../shared/apiError.ts'
import { apiRequest } from '../../shared/queryClient.ts'
import { apiMessage, apiStatus, isNetworkError } from './apiError.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('reading a failed API request', () => {
  it('takes the status and the server message from a JSON body', () => {
    const error = new ApiError(401, '{"message":"Wrong username or password"}')
    expect(apiStatus(error)).toBe(401)
    expect(apiMessage(error)).toBe('Wrong username or password')
  })

  it('shows a body that is not JSON, or JSON without a message, as it is', () => {
    expect(apiMessage(new ApiError(500, '{"error":"x"}'))).toBe('{"error":"x"}')
    expect(apiMessage(new ApiError(503, '<html>\n<p>Down</p>'))).toBe('<html>\n<p>Down</p>')
  })

  it('shows the status text when the body was empty', () => {
    expect(apiMessage(new ApiError(502, '', 'Bad Gateway'))).toBe('Bad Gateway')
  })

  it('finds no status in an error whose message only looks like an answer', () => {
    expect(apiStatus(new Error('404: {"message":"Not found"}'))).toBeUndefined()
  })

  it('reads a refused sign-in as apiRequest throws it: the status and the sentence for the screen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Wrong username or password"}', { status: 401, statusText: 'Unauthorized' })),
    )
    const refused = await apiRequest('POST', '/api/staff/session', { username: 'a', password: 'b' }).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(apiStatus(refused)).toBe(401)
    expect(apiMessage(refused)).toBe('Wrong username or password')
  })

  it('tells a request that got no answer from one that was refused', () => {
    const offline = new TypeError('Failed to fetch')
    expect(isNetworkError(offline)).toBe(true)
    expect(apiStatus(offline)).toBeUndefined()
    expect(apiMessage(offline)).toBe('Failed to fetch')
    expect(isNetworkError(new ApiError(404, '{"message":"Not found"}'))).toBe(false)
  })
})
