import { describe, expect, it } from 'vitest'
import { apiMessage, apiStatus, isNetworkError } from './apiError.ts'

describe('reading a failed API request', () => {
  it('takes the status and the server message from "<status>: <JSON body>"', () => {
    const error = new Error('401: {"message":"Wrong username or password"}')
    expect(apiStatus(error)).toBe(401)
    expect(apiMessage(error)).toBe('Wrong username or password')
  })

  it('shows a body that is not JSON, or JSON without a message, as it is', () => {
    expect(apiMessage(new Error('502: Bad Gateway'))).toBe('Bad Gateway')
    expect(apiMessage(new Error('500: {"error":"x"}'))).toBe('{"error":"x"}')
    expect(apiMessage(new Error('503: <html>\n<p>Down</p>'))).toBe('<html>\n<p>Down</p>')
  })

  it('tells a request that got no answer from one that was refused', () => {
    const offline = new TypeError('Failed to fetch')
    expect(isNetworkError(offline)).toBe(true)
    expect(apiStatus(offline)).toBeUndefined()
    expect(apiMessage(offline)).toBe('Failed to fetch')
    expect(isNetworkError(new Error('404: {"message":"Not found"}'))).toBe(false)
  })
})
